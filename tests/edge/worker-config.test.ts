/**
 * The Cloudflare configuration agrees with the code: the crons the Worker acts on are the ones
 * wrangler.toml schedules, D1 migrated by wrangler from the shared folder has the same schema as the
 * Node server's SQLite, production refuses Cloudflare's test keys, and the retention cron deletes
 * expired submissions with their R2 files.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { CONTACT_PATH, retention, serverMessages } from '../../lib/contract';
import type { D1Database } from '../../server/edge/cloudflare';
import { OUTBOX_CRON, RETENTION_CRON } from '../../server/edge/crons';
import { monthsBefore } from '../../server/retention-policy';
import { MIGRATIONS_DIR } from '../../server/storage/migrate';
import { openSqliteStore } from '../../server/storage/sqlite-store';
import { application, multipart } from '../unit/helpers/multipart';
import { pdf } from '../unit/helpers/resume-files';
import { type WorkerApiApp, workerApp } from './worker-app';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
function started(app: WorkerApiApp) {
  cleanups.push(() => app.close());
  return app;
}
const d1 = async (app: WorkerApiApp) => (await (await app.miniflare()).getD1Database('DB')) as unknown as D1Database;

it('wrangler.toml schedules exactly the crons the Worker acts on, and migrates D1 from the Node server migrations folder', () => {
  const toml = readFileSync('wrangler.toml', 'utf8');
  expect(/^crons = (\[.*\])$/m.exec(toml)?.[1]).toBe(
    JSON.stringify([OUTBOX_CRON, RETENTION_CRON]).replaceAll(',', ', '),
  );
  expect(/^migrations_dir = "(.*)"$/m.exec(toml)?.[1]).toBe(path.relative(process.cwd(), MIGRATIONS_DIR));
});

it('D1 migrated by `wrangler d1 migrations apply` has the same tables, indexes and applied migrations as SQLite', async () => {
  const api = started(workerApp());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-schema-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'submissions.sqlite');
  await openSqliteStore(file).close();
  const query =
    "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND type IN ('table', 'index') ORDER BY name";
  const sqlite = new Database(file, { readonly: true });
  const local = sqlite.prepare(query).all();
  const localApplied = sqlite.prepare('SELECT name FROM d1_migrations ORDER BY id').all();
  sqlite.close();
  const db = await d1(api);
  // wrangler creates its d1_migrations table with other spacing than migrate.ts: compare the SQL, not the layout.
  const normalized = (rows: unknown[]) =>
    (rows as { sql: string }[]).map((row) => ({
      ...row,
      sql: row.sql
        .replace(/\s+/g, ' ')
        .replace(/ ?\( ?/g, '(')
        .replace(/ ?\) ?/g, ')'),
    }));
  expect(normalized((await db.prepare(query).all()).results)).toEqual(normalized(local));
  expect((await db.prepare('SELECT name FROM d1_migrations ORDER BY id').all()).results).toEqual(localApplied);
});

it('bot check off unless NODE_ENV is exactly production: a Worker not marked LOCAL_ONLY refuses the test keys and says so; the site still answers', async () => {
  const api = started(
    workerApp({
      bindings: {
        LOCAL_ONLY: 'false',
        NODE_ENV: 'Production',
        TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
      },
    }),
  );
  const res = await api.request(CONTACT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ success: false, message: serverMessages.botCheckUnavailable });
  expect((await api.request('/nothing-here/')).status).toBe(404); // the (empty) static assets still answer
});

it('the daily cron deletes applications past their retention period, with their resumes in R2', async () => {
  const api = started(workerApp());
  const { body, contentType } = multipart(application({ filename: 'cv.pdf', content: pdf() }));
  expect(
    (
      await api.request('/api/apply', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: new Uint8Array(body),
      })
    ).status,
  ).toBe(200);
  await api.deliverDue(); // delivered: nothing holds it back
  expect(await api.uploads()).toHaveLength(1);
  const db = await d1(api);
  const old = monthsBefore(Date.now(), retention.applicationMonths + 1).toISOString();
  await db.prepare('UPDATE submissions SET created_at = ?').bind(old).run();

  const worker = (await (await api.miniflare()).getWorker()) as unknown as {
    scheduled(options: { cron: string }): Promise<unknown>;
  };
  await worker.scheduled({ cron: RETENTION_CRON });
  expect(await api.store.submissions()).toEqual([]);
  expect(await api.uploads()).toEqual([]);
});
