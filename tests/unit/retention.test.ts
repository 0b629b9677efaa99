/**
 * The privacy policy's retention promise, kept by the running server: expired submissions are deleted
 * with every copy the server made of them (issue 7), after the period the policy itself states.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, inject, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { retention } from '../../server/contract';
import { startServer } from '../../server/index';
import { createOutbox } from '../../server/outbox';
import { purgeExpired } from '../../server/retention';
import { openStore } from '../../server/storage';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it('retention deletes the .eml copy of an expired message with its row, and keeps recent ones (issue 7)', async () => {
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-retention-'));
  cleanups.push(() => rmSync(varDir, { recursive: true, force: true }));
  // Two delivered messages, written as .eml files because no SMTP server is configured.
  const store = openStore(varDir);
  const outbox = createOutbox(store, { mailFrom: 'Website <hello@vitalis.example>', varDir });
  store.saveSubmission('contact', { name: 'Old' }, { to: 'hello@vitalis.example', subject: 'Old message', text: 'old' });
  store.saveSubmission('contact', { name: 'Recent' }, { to: 'hello@vitalis.example', subject: 'Recent message', text: 'recent' });
  await outbox.deliverDue();
  await outbox.stop();
  store.close();
  const mailDir = path.join(varDir, 'mail');
  expect(readdirSync(mailDir)).toHaveLength(2);
  const db = new Database(path.join(varDir, 'submissions.sqlite'));
  db.prepare("UPDATE submissions SET created_at = '2020-01-01T00:00:00.000Z' WHERE json_extract(data, '$.name') = 'Old'").run();
  db.close();

  // The server deletes what is past the retention period when it starts.
  const server = await startServer(loadConfig({ VAR_DIR: varDir, DIST_DIR: inject('distDir'), PORT: '0' }));
  await server.close();

  const reopened = openStore(varDir);
  cleanups.push(() => reopened.close());
  expect(reopened.submissions().map((s) => s.data.name)).toEqual(['Recent']);
  const left = readdirSync(mailDir);
  expect(left).toHaveLength(1);
  expect(left).toEqual(['000002.eml']);
});

it('the retention period is written once: privacy.md shows the periods the server enforces through placeholders (issue 7)', () => {
  const policy = readFileSync('data/legal/privacy.md', 'utf8');
  const line = (label: string) => policy.split('\n').find((l) => l.startsWith(`- **${label}:**`))!;
  expect(line('Contact messages')).toContain('{contactRetentionMonths} months');
  expect(line('Job applications and resumes')).toContain('{applicationRetentionMonths} months');

  const page = readFileSync(path.join(inject('distDir'), 'privacy', 'index.html'), 'utf8');
  expect(page).toContain(`<strong>Contact messages:</strong> ${retention.contactMonths} months`);
  expect(page).toContain(`<strong>Job applications and resumes:</strong> ${retention.applicationMonths} months`);
});

it('deletes a contact message the day its retention period ends, in calendar months', () => {
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-retention-'));
  const store = openStore(varDir);
  cleanups.push(() => rmSync(varDir, { recursive: true, force: true }), () => store.close());
  store.saveSubmission('contact', { name: 'Dana' }, { to: 'hello@vitalis.example', subject: 's', text: 't' });
  store.markDelivered(store.dueMail(Date.now())[0]!.id, Date.now());
  const received = new Date(store.submissions()[0]!.created_at);
  const anniversary = new Date(received);
  anniversary.setUTCMonth(anniversary.getUTCMonth() + retention.contactMonths);
  const mailDir = path.join(varDir, 'mail');
  expect(purgeExpired(store, { mailDir, now: anniversary.getTime() - 1000 })).toBe(0);
  expect(purgeExpired(store, { mailDir, now: anniversary.getTime() + 1000 })).toBe(1);
});
