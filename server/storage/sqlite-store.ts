/**
 * The embedded Store: one SQLite file (WAL, synchronous=FULL). A submission and its notification are
 * written in one transaction before the visitor is told it was sent, so an answered one is never lost.
 * Writes asked for in the same turn of the event loop share one commit (group commit): the disk flush,
 * not SQL, bounds how many a second are stored, and under load one flush serves many. Outbox bookkeeping
 * alone (delivered, retry later) commits without waiting for the disk: a power cut can forget such a
 * mark, which at worst sends a notification again, while a submission is never forgotten.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';
import type { NotificationState, QueuedMail, Store, SubmissionKind, SubmissionRecord } from './types';

interface SubmissionRow {
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

interface MailRow {
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

export function openSqliteStore(file: string): Store {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertSubmission = db.prepare('INSERT INTO submissions (kind, data) VALUES (?, ?)');
  const insertResume = db.prepare('INSERT INTO resumes (submission_id, file_key, original_name, media_type, size, sha256) VALUES (?, ?, ?, ?, ?, ?)');
  const insertMail = db.prepare(
    'INSERT INTO outbox (submission_id, recipient, reply_to, subject, body, attachment_key, attachment_name, attachment_type) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  type NewSubmission = Parameters<Store['saveSubmission']>[0];
  const save = db.transaction(({ kind, data, mail, resume }: NewSubmission) => {
    const id = Number(insertSubmission.run(kind, JSON.stringify(data)).lastInsertRowid);
    if (resume) insertResume.run(id, resume.key, resume.originalName, resume.mediaType, resume.size, resume.sha256);
    const a = mail.attachment;
    insertMail.run(id, mail.to, mail.replyTo ?? null, mail.subject, mail.text, a?.key ?? null, a?.filename ?? null, a?.contentType ?? null);
    return id;
  });

  // Group commit: writes asked for in the same turn of the event loop run in one transaction.
  interface Write {
    run: () => unknown;
    /** Must be on disk before the promise resolves (a submission); else the OS may flush it later. */
    durable: boolean;
    resolve: (value: never) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Write[] = [];
  const runAll = db.transaction((batch: Write[]) => batch.map((w) => w.run()));
  let synchronous = 'FULL';
  const commitWaiting = () => {
    const batch = waiting;
    waiting = [];
    const wanted = batch.some((w) => w.durable) ? 'FULL' : 'NORMAL';
    if (wanted !== synchronous) {
      synchronous = wanted;
      db.pragma(`synchronous = ${wanted}`);
    }
    try {
      const results = runAll(batch);
      for (const [i, w] of batch.entries()) w.resolve(results[i] as never);
    } catch {
      // One failing write must not fail the others: run them one by one, each with its own answer.
      for (const w of batch) {
        try {
          w.resolve(w.run() as never);
        } catch (error) {
          w.reject(error);
        }
      }
    }
  };
  const write = <T>(run: () => T, durable = false) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ run, durable, resolve: resolve as (value: never) => void, reject });
      if (waiting.length === 1) setImmediate(commitWaiting);
    });

  const select = `SELECT s.id, s.kind, s.created_at, s.data,
      MIN(o.delivered_at IS NOT NULL) AS delivered, MAX(o.failed_at IS NOT NULL) AS failed, MAX(o.last_error) AS last_error,
      r.file_key, r.original_name, r.media_type, r.size, r.sha256
    FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id LEFT JOIN resumes r ON r.submission_id = s.id`;
  const list = db.prepare(`${select} WHERE (@kind IS NULL OR s.kind = @kind) AND (@since IS NULL OR s.created_at >= @since) GROUP BY s.id ORDER BY s.id`);
  const one = db.prepare(`${select} WHERE s.id = ? GROUP BY s.id`);
  const resumeKeys = db.prepare('SELECT file_key FROM resumes').pluck();

  const due = db.prepare(
    `SELECT id, submission_id AS submissionId, recipient AS "to", reply_to AS replyTo, subject, body AS text, attempts,
      attachment_key AS attachmentKey, attachment_name AS attachmentName, attachment_type AS attachmentType
    FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const delivered = db.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?');
  const failed = db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?');
  const undeliverable = db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, failed_at = ? WHERE id = ?');

  // Expired: old enough, and no notification still waiting (given-up ones do not hold a submission back).
  const expired = 'SELECT id FROM submissions WHERE kind = ? AND created_at < ? AND id NOT IN (SELECT submission_id FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL)';
  const expiredMail = db.prepare(`SELECT id FROM outbox WHERE submission_id IN (${expired})`).pluck();
  const expiredResumes = db.prepare(`SELECT file_key FROM resumes WHERE submission_id IN (${expired})`).pluck();
  const deleteMail = db.prepare(`DELETE FROM outbox WHERE submission_id IN (${expired})`);
  const deleteResumes = db.prepare(`DELETE FROM resumes WHERE submission_id IN (${expired})`);
  const deleteSubmissions = db.prepare(`DELETE FROM submissions WHERE id IN (${expired})`);
  const purge = db.transaction((kind: SubmissionKind, before: string) => {
    const mailIds = expiredMail.all(kind, before) as number[];
    const keys = expiredResumes.all(kind, before) as string[];
    deleteMail.run(kind, before);
    deleteResumes.run(kind, before);
    return { deleted: deleteSubmissions.run(kind, before).changes, mailIds, resumeKeys: keys };
  });

  return {
    saveSubmission: (submission) => write(() => save(submission), true),
    submissions: async (filter = {}) => (list.all({ kind: filter.kind ?? null, since: filter.since?.toISOString() ?? null }) as SubmissionRow[]).map(toRecord),
    submission: async (id) => {
      const row = one.get(id) as SubmissionRow | undefined;
      return row && toRecord(row);
    },
    resumeKeys: async () => new Set(resumeKeys.all() as string[]),
    purge: async (kind, before) => purge(kind, before.toISOString()),
    dueMail: async (now, limit) => (due.all(now, limit) as MailRow[]).map(toMail),
    markDelivered: (id, now) => write(() => void delivered.run(now, id)),
    markFailed: (id, error, retryAt) => write(() => void failed.run(error.slice(0, 500), retryAt, id)),
    markUndeliverable: (id, error, now) => write(() => void undeliverable.run(error.slice(0, 500), now, id), true),
    close: async () => {
      if (waiting.length) commitWaiting();
      db.close();
    },
  };
}

function toRecord(row: SubmissionRow): SubmissionRecord {
  const notification: NotificationState = row.failed ? 'failed' : row.delivered === 0 ? 'pending' : 'delivered';
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    data: JSON.parse(row.data) as Record<string, unknown>,
    notification,
    ...(row.last_error && notification !== 'delivered' ? { lastError: row.last_error } : {}),
    ...(row.file_key
      ? { resume: { key: row.file_key, originalName: row.original_name, mediaType: row.media_type, size: row.size, sha256: row.sha256 } }
      : {}),
  };
}

function toMail(row: MailRow): QueuedMail {
  return {
    id: row.id,
    submissionId: row.submissionId,
    to: row.to,
    subject: row.subject,
    text: row.text,
    attempts: row.attempts,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    ...(row.attachmentKey ? { attachment: { key: row.attachmentKey, filename: row.attachmentName ?? 'attachment', contentType: row.attachmentType ?? 'application/octet-stream' } } : {}),
  };
}
