/**
 * The SQL both stores run (SQLite through better-sqlite3, Cloudflare D1), and the mapping of its rows to
 * records: one text per query, positional `?` parameters only (D1 has no named ones), so the two stores
 * cannot drift apart. The tables are those of migrations/.
 */
import type { NotificationState, QueuedMail, SubmissionKind, SubmissionRecord } from './types';

const SELECT_SUBMISSIONS = `SELECT s.id, s.kind, s.created_at, s.data,
      MIN(o.delivered_at IS NOT NULL) AS delivered, MAX(o.failed_at IS NOT NULL) AS failed, MAX(o.last_error) AS last_error,
      r.file_key, r.original_name, r.media_type, r.size, r.sha256
    FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id LEFT JOIN resumes r ON r.submission_id = s.id`;
// Due: waiting, its back-off over, and not claimed by a round still within its lease. Parameters: now, now.
const DUE =
  'delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)';
// Expired: old enough, and no notification still waiting (given-up ones do not hold a submission back).
const EXPIRED =
  'SELECT id FROM submissions WHERE kind = ? AND created_at < ? AND id NOT IN (SELECT submission_id FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL)';

export const sql = {
  insertSubmission: 'INSERT INTO submissions (kind, data) VALUES (?, ?)',
  insertResume:
    'INSERT INTO resumes (submission_id, file_key, original_name, media_type, size, sha256) VALUES (?, ?, ?, ?, ?, ?)',
  insertMail:
    'INSERT INTO outbox (submission_id, recipient, reply_to, subject, body, attachment_key, attachment_name, attachment_type) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  /** Parameters: listParams(filter). */
  list: `${SELECT_SUBMISSIONS} WHERE (? IS NULL OR s.kind = ?) AND (? IS NULL OR s.created_at >= ?) GROUP BY s.id ORDER BY s.id`,
  /** Parameter: id. */
  one: `${SELECT_SUBMISSIONS} WHERE s.id = ? GROUP BY s.id`,
  resumeKeys: 'SELECT file_key FROM resumes',
  /** Parameters: now, now, limit. */
  due: `SELECT id, submission_id AS submissionId, recipient AS "to", reply_to AS replyTo, subject, body AS text, attempts,
      attachment_key AS attachmentKey, attachment_name AS attachmentName, attachment_type AS attachmentType
    FROM outbox WHERE ${DUE} ORDER BY next_attempt_at, id LIMIT ?`,
  /** Parameters: until, id, now, now. Changes one row when the caller now holds the notification. */
  claim: `UPDATE outbox SET claimed_until = ? WHERE id = ? AND ${DUE}`,
  /** Parameters: id, until (the claim being given back, so a later round's claim is left alone). */
  release: 'UPDATE outbox SET claimed_until = NULL WHERE id = ? AND claimed_until = ?',
  /** Every claim: for a store opened by the only process that uses it. */
  releaseAll: 'UPDATE outbox SET claimed_until = NULL WHERE claimed_until IS NOT NULL',
  /** Parameters: now, id. */
  delivered:
    'UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL, claimed_until = NULL WHERE id = ?',
  // A round whose claim expired mid-send may report after another round delivered: never undo that.
  /** Parameters: error, retryAt, id. */
  failed:
    'UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = NULL WHERE id = ? AND delivered_at IS NULL',
  /** Parameters: error, now, id. */
  undeliverable:
    'UPDATE outbox SET attempts = attempts + 1, last_error = ?, failed_at = ?, claimed_until = NULL WHERE id = ? AND delivered_at IS NULL',
  // Retention: each takes the parameters kind, before.
  expiredMail: `SELECT id FROM outbox WHERE submission_id IN (${EXPIRED})`,
  expiredResumes: `SELECT file_key FROM resumes WHERE submission_id IN (${EXPIRED})`,
  deleteMail: `DELETE FROM outbox WHERE submission_id IN (${EXPIRED})`,
  deleteResumes: `DELETE FROM resumes WHERE submission_id IN (${EXPIRED})`,
  deleteSubmissions: `DELETE FROM submissions WHERE id IN (${EXPIRED})`,
} as const;

/** Parameters of sql.list for a filter. */
export function listParams(filter: { kind?: SubmissionKind; since?: Date }): (string | null)[] {
  const kind = filter.kind ?? null;
  const since = filter.since?.toISOString() ?? null;
  return [kind, kind, since, since];
}

export interface SubmissionRow {
  id: number;
  kind: SubmissionKind;
  created_at: string;
  data: string;
  delivered: number | null;
  failed: number | null;
  last_error: string | null;
  file_key: string | null;
  original_name: string;
  media_type: string;
  size: number;
  sha256: string;
}

export interface MailRow {
  id: number;
  submissionId: number;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  attempts: number;
  attachmentKey: string | null;
  attachmentName: string | null;
  attachmentType: string | null;
}

export function toRecord(row: SubmissionRow): SubmissionRecord {
  const notification: NotificationState = row.failed ? 'failed' : row.delivered === 0 ? 'pending' : 'delivered';
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    data: JSON.parse(row.data) as Record<string, unknown>,
    notification,
    ...(row.last_error && notification !== 'delivered' ? { lastError: row.last_error } : {}),
    ...(row.file_key
      ? {
          resume: {
            key: row.file_key,
            originalName: row.original_name,
            mediaType: row.media_type,
            size: row.size,
            sha256: row.sha256,
          },
        }
      : {}),
  };
}

export function toMail(row: MailRow): QueuedMail {
  return {
    id: row.id,
    submissionId: row.submissionId,
    to: row.to,
    subject: row.subject,
    text: row.text,
    attempts: row.attempts,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    ...(row.attachmentKey
      ? {
          attachment: {
            key: row.attachmentKey,
            filename: row.attachmentName ?? 'attachment',
            contentType: row.attachmentType ?? 'application/octet-stream',
          },
        }
      : {}),
  };
}

/** Error texts are kept short in the outbox. */
export const errorText = (error: string) => error.slice(0, 500);
