/**
 * The embedded Store: one SQLite file (WAL, synchronous=FULL). A submission and its notification are
 * written in one transaction before the visitor is told it was sent, so an answered one is never lost.
 * Writes asked for in the same turn of the event loop share one commit (group commit): the disk flush,
 * not SQL, bounds how many a second are stored, and under load one flush serves many. Outbox bookkeeping
 * alone (claimed, delivered, retry later) commits without waiting for the disk: a power cut can forget
 * such a mark, which at worst sends a notification again, while a submission is never forgotten.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';
import { privateDatabaseFile, privateDirSync } from './private-files';
import { errorText, listParams, type MailRow, type SubmissionRow, sql, toMail, toRecord } from './queries';
import type { Store, SubmissionKind } from './types';

export function openSqliteStore(file: string): Store {
  privateDirSync(path.dirname(file));
  privateDatabaseFile(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertSubmission = db.prepare(sql.insertSubmission);
  const insertResume = db.prepare(sql.insertResume);
  const insertMail = db.prepare(sql.insertMail);
  type NewSubmission = Parameters<Store['saveSubmission']>[0];
  const save = db.transaction(({ kind, data, mail, resume }: NewSubmission) => {
    const id = Number(insertSubmission.run(kind, JSON.stringify(data)).lastInsertRowid);
    if (resume) insertResume.run(id, resume.key, resume.originalName, resume.mediaType, resume.size, resume.sha256);
    const a = mail.attachment;
    insertMail.run(
      id,
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      a?.key ?? null,
      a?.filename ?? null,
      a?.contentType ?? null,
    );
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

  const list = db.prepare(sql.list);
  const one = db.prepare(sql.one);
  const resumeKeys = db.prepare(sql.resumeKeys).pluck();

  // One server process keeps a database (README): the claims it finds on opening were held by a process
  // that ended mid-send (a crash, a SIGKILL), so its notifications are due again now, not a lease later.
  db.prepare(sql.releaseAll).run();
  const due = db.prepare(sql.due);
  const claim = db.prepare(sql.claim);
  const release = db.prepare(sql.release);
  const delivered = db.prepare(sql.delivered);
  const failed = db.prepare(sql.failed);
  const undeliverable = db.prepare(sql.undeliverable);

  const expiredMail = db.prepare(sql.expiredMail).pluck();
  const expiredResumes = db.prepare(sql.expiredResumes).pluck();
  const deleteMail = db.prepare(sql.deleteMail);
  const deleteResumes = db.prepare(sql.deleteResumes);
  const deleteSubmissions = db.prepare(sql.deleteSubmissions);
  const purge = db.transaction((kind: SubmissionKind, before: string) => {
    const mailIds = expiredMail.all(kind, before) as number[];
    const keys = expiredResumes.all(kind, before) as string[];
    deleteMail.run(kind, before);
    deleteResumes.run(kind, before);
    return { deleted: deleteSubmissions.run(kind, before).changes, mailIds, resumeKeys: keys };
  });

  return {
    saveSubmission: (submission) => write(() => save(submission), true),
    submissions: async (filter = {}) => (list.all(...listParams(filter)) as SubmissionRow[]).map(toRecord),
    submission: async (id) => {
      const row = one.get(id) as SubmissionRow | undefined;
      return row && toRecord(row);
    },
    resumeKeys: async () => new Set(resumeKeys.all() as string[]),
    purge: async (kind, before) => purge(kind, before.toISOString()),
    dueMail: async (now, limit) => (due.all(now, now, limit) as MailRow[]).map(toMail),
    // One UPDATE under SQLite's write lock: of two rounds (or processes) claiming a row, one changes it.
    claimMail: (id, now, until) => write(() => claim.run(until, id, now, now).changes === 1),
    releaseMail: (id, until) => write(() => void release.run(id, until)),
    markDelivered: (id, now) => write(() => void delivered.run(now, id)),
    markFailed: (id, error, retryAt) => write(() => void failed.run(errorText(error), retryAt, id)),
    markUndeliverable: (id, error, now) => write(() => void undeliverable.run(errorText(error), now, id), true),
    close: async () => {
      if (waiting.length) commitWaiting();
      db.close();
    },
  };
}
