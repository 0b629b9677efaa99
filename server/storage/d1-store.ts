/**
 * The Store on Cloudflare D1: the same tables (migrations/, applied with `wrangler d1 migrations apply`)
 * and the same SQL (queries.ts) as the SQLite store. A submission, its resume record and its notification
 * are one batch, which D1 runs as one transaction, before the visitor is told it was sent.
 */
import type { D1Database } from '../edge/cloudflare';
import { errorText, listParams, type MailRow, type SubmissionRow, sql, toMail, toRecord } from './queries';
import type { Store } from './types';

// Inside the batch the new submission is the newest row: D1 runs a batch alone, and ids only grow.
const NEW_ID = '(SELECT max(id) FROM submissions)';
const insertResume = sql.insertResume.replace('VALUES (?,', `VALUES (${NEW_ID},`);
const insertMail = sql.insertMail.replace('VALUES (?,', `VALUES (${NEW_ID},`);

export function d1Store(db: D1Database): Store {
  const rows = async <T>(query: string, ...params: unknown[]) =>
    (
      await db
        .prepare(query)
        .bind(...params)
        .all<T>()
    ).results;

  return {
    async saveSubmission({ kind, data, mail, resume }) {
      const a = mail.attachment;
      const statements = [
        db.prepare(sql.insertSubmission).bind(kind, JSON.stringify(data)),
        ...(resume
          ? [
              db
                .prepare(insertResume)
                .bind(resume.key, resume.originalName, resume.mediaType, resume.size, resume.sha256),
            ]
          : []),
        db
          .prepare(insertMail)
          .bind(
            mail.to,
            mail.replyTo ?? null,
            mail.subject,
            mail.text,
            a?.key ?? null,
            a?.filename ?? null,
            a?.contentType ?? null,
          ),
      ];
      const [inserted] = await db.batch(statements);
      return inserted!.meta.last_row_id;
    },
    submissions: async (filter = {}) => (await rows<SubmissionRow>(sql.list, ...listParams(filter))).map(toRecord),
    async submission(id) {
      const [row] = await rows<SubmissionRow>(sql.one, id);
      return row && toRecord(row);
    },
    resumeKeys: async () => new Set((await rows<{ file_key: string }>(sql.resumeKeys)).map((row) => row.file_key)),
    async purge(kind, before) {
      const at = before.toISOString();
      const statement = (query: string) => db.prepare(query).bind(kind, at);
      const [mail, resumes, , , deleted] = await db.batch([
        statement(sql.expiredMail),
        statement(sql.expiredResumes),
        statement(sql.deleteMail),
        statement(sql.deleteResumes),
        statement(sql.deleteSubmissions),
      ]);
      return {
        deleted: deleted!.meta.changes,
        mailIds: (mail!.results as { id: number }[]).map((row) => row.id),
        resumeKeys: (resumes!.results as { file_key: string }[]).map((row) => row.file_key),
      };
    },
    dueMail: async (now, limit) => (await rows<MailRow>(sql.due, now, now, limit)).map(toMail),
    // D1 runs one statement at a time against its single primary, so one claimer changes the row.
    claimMail: async (id, now, until) =>
      (await db.prepare(sql.claim).bind(until, id, now, now).run()).meta.changes === 1,
    releaseMail: async (id, until) => void (await db.prepare(sql.release).bind(id, until).run()),
    markDelivered: async (id, now) => void (await db.prepare(sql.delivered).bind(now, id).run()),
    markFailed: async (id, error, retryAt) =>
      void (await db.prepare(sql.failed).bind(errorText(error), retryAt, id).run()),
    markUndeliverable: async (id, error, now) =>
      void (await db.prepare(sql.undeliverable).bind(errorText(error), now, id).run()),
    close: async () => {},
  };
}
