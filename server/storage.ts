/**
 * Submissions and the mail outbox in one SQLite file (WAL). A submission and its notification are
 * written in one transaction before the visitor is told it was sent, so an answered message is never lost.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

export interface Store {
  /** Saves a submission and queues its notification; returns the submission id. */
  saveSubmission(kind: 'contact' | 'application', data: Record<string, unknown>, mail: OutgoingMail): number;
  dueMail(now: number, limit?: number): QueuedMail[];
  markDelivered(id: number, now: number): void;
  markFailed(id: number, error: string, retryAt: number): void;
  submissions(kind?: string): { id: number; kind: string; created_at: string; data: Record<string, unknown>; delivered: boolean }[];
  /**
   * Deletes submissions of a kind created before `before` whose notifications were delivered; returns
   * how many, and the ids of their notifications so the copies written to disk can go too.
   */
  purge(kind: 'contact' | 'application', before: Date): { deleted: number; mailIds: number[] };
  close(): void;
}

export function openStore(varDir: string): Store {
  mkdirSync(varDir, { recursive: true });
  const db = new Database(path.join(varDir, 'submissions.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS submissions (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      data TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY,
      submission_id INTEGER NOT NULL REFERENCES submissions(id),
      recipient TEXT NOT NULL,
      reply_to TEXT,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL DEFAULT 0,
      delivered_at INTEGER,
      last_error TEXT
    );
    CREATE INDEX IF NOT EXISTS outbox_due ON outbox (delivered_at, next_attempt_at);
  `);

  const insertSubmission = db.prepare('INSERT INTO submissions (kind, data) VALUES (?, ?)');
  const insertMail = db.prepare('INSERT INTO outbox (submission_id, recipient, reply_to, subject, body) VALUES (?, ?, ?, ?, ?)');
  const save = db.transaction((kind: string, data: Record<string, unknown>, mail: OutgoingMail) => {
    const id = Number(insertSubmission.run(kind, JSON.stringify(data)).lastInsertRowid);
    insertMail.run(id, mail.to, mail.replyTo ?? null, mail.subject, mail.text);
    return id;
  });
  const due = db.prepare(
    'SELECT id, recipient AS "to", reply_to AS replyTo, subject, body AS text, attempts FROM outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?',
  );
  const delivered = db.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?');
  const failed = db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?');
  const list = db.prepare(
    'SELECT s.id, s.kind, s.created_at, s.data, MIN(o.delivered_at IS NOT NULL) AS delivered FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id WHERE (? IS NULL OR s.kind = ?) GROUP BY s.id ORDER BY s.id',
  );

  const expiredMail =
    'FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE kind = ? AND created_at < ?) AND submission_id NOT IN (SELECT submission_id FROM outbox WHERE delivered_at IS NULL)';
  const listExpiredMail = db.prepare(`SELECT id ${expiredMail}`).pluck();
  const purgeMail = db.prepare(`DELETE ${expiredMail}`);
  const purgeSubmissions = db.prepare('DELETE FROM submissions WHERE kind = ? AND created_at < ? AND id NOT IN (SELECT submission_id FROM outbox)');
  const purge = db.transaction((kind: string, before: string) => {
    const mailIds = listExpiredMail.all(kind, before) as number[];
    purgeMail.run(kind, before);
    return { deleted: purgeSubmissions.run(kind, before).changes, mailIds };
  });

  return {
    purge: (kind, before) => purge(kind, before.toISOString()),
    saveSubmission: (kind, data, mail) => save(kind, data, mail),
    dueMail: (now, limit = 20) => (due.all(now, limit) as (QueuedMail & { replyTo: string | null })[]).map((m) => ({ ...m, replyTo: m.replyTo ?? undefined })),
    markDelivered: (id, now) => void delivered.run(now, id),
    markFailed: (id, error, retryAt) => void failed.run(error.slice(0, 500), retryAt, id),
    submissions: (kind) =>
      (list.all(kind ?? null, kind ?? null) as { id: number; kind: string; created_at: string; data: string; delivered: number }[]).map((row) => ({
        ...row,
        data: JSON.parse(row.data) as Record<string, unknown>,
        delivered: row.delivered === 1,
      })),
    close: () => db.close(),
  };
}
