/**
 * The privacy policy's retention promise, kept by the running server: expired submissions are deleted
 * with every copy the server made of them, after the period the policy itself states.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, inject, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { retention } from '../../lib/contract';
import { startServer } from '../../server/index';
import { emlFolder } from '../../server/mail-transport';
import { createOutbox } from '../../server/outbox';
import { purgeExpired } from '../../server/retention';
import { openLocalStorage } from '../../server/storage';
import { pdf } from './helpers/resume-files';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function scratch() {
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-retention-'));
  cleanups.push(() => rmSync(varDir, { recursive: true, force: true }));
  const paths = {
    databasePath: path.join(varDir, 'submissions.sqlite'),
    uploadsDir: path.join(varDir, 'uploads'),
    mailDir: path.join(varDir, 'mail'),
  };
  return { varDir, ...paths, open: () => openLocalStorage(paths) };
}

const mail = (subject: string) => ({ to: 'hello@vitalis.example', subject, text: subject });

it('retention deletes the .eml copy of an expired message with its row, and keeps recent ones', async () => {
  const { varDir, mailDir, databasePath, open } = scratch();
  // Two delivered messages, written as .eml files because no SMTP server is configured.
  const storage = open();
  const outbox = createOutbox(storage.store, {
    transport: emlFolder(mailDir),
    resumes: storage.resumes,
    mailFrom: 'Website <hello@vitalis.example>',
  });
  await storage.store.saveSubmission({ kind: 'contact', data: { name: 'Old' }, mail: mail('Old message') });
  await storage.store.saveSubmission({ kind: 'contact', data: { name: 'Recent' }, mail: mail('Recent message') });
  await outbox.deliverDue();
  await outbox.stop();
  await storage.store.close();
  expect(readdirSync(mailDir)).toHaveLength(2);
  const db = new Database(databasePath);
  db.prepare(
    "UPDATE submissions SET created_at = '2020-01-01T00:00:00.000Z' WHERE json_extract(data, '$.name') = 'Old'",
  ).run();
  db.close();

  // The server deletes what is past the retention period when it starts.
  const server = await startServer(loadConfig({ VAR_DIR: varDir, DIST_DIR: inject('distDir'), PORT: '0' }));
  await server.close();

  const reopened = open();
  cleanups.push(() => reopened.store.close());
  expect((await reopened.store.submissions()).map((s) => s.data.name)).toEqual(['Recent']);
  expect(readdirSync(mailDir)).toEqual(['000002.eml']);
});

it('the retention period is written once: privacy.md shows the periods the server enforces through placeholders', () => {
  const policy = readFileSync('data/legal/privacy.md', 'utf8');
  const line = (label: string) => policy.split('\n').find((l) => l.startsWith(`- **${label}:**`))!;
  expect(line('Contact messages')).toContain('{contactRetentionMonths} months');
  expect(line('Job applications and resumes')).toContain('{applicationRetentionMonths} months');

  const page = readFileSync(path.join(inject('distDir'), 'privacy', 'index.html'), 'utf8');
  expect(page).toContain(`<strong>Contact messages:</strong> ${retention.contactMonths} months`);
  expect(page).toContain(`<strong>Job applications and resumes:</strong> ${retention.applicationMonths} months`);
});

it('deletes each kind the day its retention period ends, in calendar months, with its resume file', async () => {
  const { mailDir, open } = scratch();
  const storage = open();
  cleanups.push(() => storage.store.close());
  const { store, resumes } = storage;
  await store.saveSubmission({ kind: 'contact', data: { name: 'Dana' }, mail: mail('contact') });
  const upload = await resumes.begin();
  await upload.write(pdf());
  await upload.commit();
  await store.saveSubmission({
    kind: 'application',
    data: { name: 'Sam' },
    mail: mail('application'),
    resume: {
      key: upload.key,
      originalName: 'cv.pdf',
      mediaType: 'application/pdf',
      size: pdf().length,
      sha256: '0'.repeat(64),
    },
  });
  for (const queued of await store.dueMail(Date.now(), 10)) await store.markDelivered(queued.id, Date.now());

  const received = new Date((await store.submissions())[0]!.createdAt);
  const after = (months: number, ms: number) => {
    const date = new Date(received);
    date.setUTCMonth(date.getUTCMonth() + months);
    return date.getTime() + ms;
  };
  expect(await purgeExpired(storage, { mailDir, now: after(retention.applicationMonths, -1000) })).toBe(0);
  expect(await resumes.open(upload.key)).toBeDefined();
  expect(await purgeExpired(storage, { mailDir, now: after(retention.applicationMonths, 1000) })).toBe(1);
  expect((await store.submissions()).map((s) => s.kind)).toEqual(['contact']);
  expect(await resumes.open(upload.key)).toBeUndefined();
  expect(await purgeExpired(storage, { mailDir, now: after(retention.contactMonths, -1000) })).toBe(0);
  expect(await purgeExpired(storage, { mailDir, now: after(retention.contactMonths, 1000) })).toBe(1);
});

it('keeps a submission whose notification is still waiting, however old', async () => {
  const { mailDir, open } = scratch();
  const storage = open();
  cleanups.push(() => storage.store.close());
  await storage.store.saveSubmission({ kind: 'contact', data: { name: 'Waiting' }, mail: mail('waiting') });
  expect(await purgeExpired(storage, { mailDir, now: Date.now() + 10 * 365 * 86_400_000 })).toBe(0);
  expect(await storage.store.submissions()).toHaveLength(1);
});
