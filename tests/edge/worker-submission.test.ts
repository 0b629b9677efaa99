/**
 * What the Worker must show: an application accepted by the Worker is in D1, its resume in R2 byte for
 * byte (a multipart upload past 5 MiB), and its notification leaves the outbox once the mail API
 * answers; while the API is down the notification waits without being charged an attempt.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { APPLY_PATH, limits, serverMessages } from '../../lib/contract';
import type { D1Database } from '../../server/edge/cloudflare';
import { application, multipart } from '../unit/helpers/multipart';
import { pdf } from '../unit/helpers/resume-files';
import { type WorkerApiApp, workerApp } from './worker-app';

let api: WorkerApiApp;
beforeEach(() => {
  api = workerApp();
});
afterEach(() => api.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function apply(resume: Buffer) {
  const { body, contentType } = multipart(
    application({ filename: 'Dana CV.pdf', type: 'application/pdf', content: resume }),
  );
  return api.request(APPLY_PATH, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: new Uint8Array(body),
  });
}

/** The rows as D1 holds them, read with plain SQL rather than through the store under test. */
async function d1Rows<T>(sql: string): Promise<T[]> {
  const db = (await (await api.miniflare()).getD1Database('DB')) as unknown as D1Database;
  return (await db.prepare(sql).all<T>()).results;
}

async function r2Bytes(key: string): Promise<Buffer | undefined> {
  const bucket = (await (await api.miniflare()).getR2Bucket('RESUMES')) as unknown as {
    get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
  };
  const object = await bucket.get(key);
  return object ? Buffer.from(await object.arrayBuffer()) : undefined;
}

it('an application is in D1 and its 7 MB resume in R2 byte for byte; the notification waits while the mail API is down, then leaves', async () => {
  api.standIns.mailStatus = 503;
  const resume = pdf(7_000_000);
  const res = await apply(resume);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ success: true, message: serverMessages.applicationSaved });

  const [submission] = await d1Rows<{ id: number; kind: string; data: string }>(
    'SELECT id, kind, data FROM submissions',
  );
  expect(submission).toMatchObject({ kind: 'application' });
  expect(JSON.parse(submission!.data)).toMatchObject({
    name: 'Dana Whitfield',
    jobId: 'seo-specialist',
    jobTitle: 'SEO Specialist',
  });
  const [record] = await d1Rows<{ submission_id: number; file_key: string; size: number; sha256: string }>(
    'SELECT submission_id, file_key, size, sha256 FROM resumes',
  );
  expect(record).toMatchObject({ submission_id: submission!.id, size: resume.length, sha256: sha256(resume) });
  expect((await r2Bytes(record!.file_key))?.equals(resume)).toBe(true);
  expect(await api.uploads()).toEqual([record!.file_key]);

  // The mail API answers 503: the cron's round leaves the notification waiting, its attempts uncharged.
  await api.deliverDue();
  const outbox = () =>
    d1Rows<{ attempts: number; delivered_at: number | null; failed_at: number | null }>(
      'SELECT attempts, delivered_at, failed_at FROM outbox',
    );
  expect(await outbox()).toEqual([{ attempts: 0, delivered_at: null, failed_at: null }]);
  expect(api.standIns.mail).toEqual([]);

  api.standIns.mailStatus = 200;
  await api.deliverDue();
  const [row] = await outbox();
  expect(row?.delivered_at).toBeGreaterThan(0);
  const [sent] = await api.sentMail();
  expect(sent).toMatchObject({
    to: 'careers@vitalis.example',
    replyTo: 'dana@example.com',
    subject: 'New application for SEO Specialist from Dana Whitfield',
  });
  expect(sent!.attachments).toHaveLength(1);
  expect(sent!.attachments[0]!.content.equals(resume)).toBe(true);
  expect((await api.store.submissions())[0]?.notification).toBe('delivered');
});

it('a resume of exactly 10485760 bytes is stored in R2 whole (two full 5 MiB parts)', async () => {
  const resume = pdf(limits.resumeBytes);
  expect((await apply(resume)).status).toBe(200);
  const [record] = await d1Rows<{ file_key: string }>('SELECT file_key FROM resumes');
  expect((await r2Bytes(record!.file_key))?.equals(resume)).toBe(true);
});

it('a notification leaves right after the answer, without waiting for the cron', async () => {
  const resume = pdf(20_000);
  expect((await apply(resume)).status).toBe(200);
  await expect.poll(async () => (await api.sentMail()).length, { timeout: 5000 }).toBe(1);
  await expect.poll(async () => (await api.store.submissions())[0]?.notification, { timeout: 5000 }).toBe('delivered');
});
