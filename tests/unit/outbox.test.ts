/** The outbox keeps a notification until the mail server takes it: a failed delivery is retried later. */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect, it, vi } from 'vitest';
import { createOutbox, retryDelayMs } from '../../server/outbox';
import { openStore, type Store } from '../../server/storage';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function startSmtp(port = 0): Promise<{ port: number; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ port: (server.server.address() as AddressInfo).port, received, close: () => new Promise((done) => server.close(() => done())) })),
  );
}

it('retries a notification the mail server refused, and delivers it once the server is back', async () => {
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-outbox-'));
  const store = openStore(varDir);
  cleanups.push(() => rmSync(varDir, { recursive: true, force: true }), () => store.close());

  // Find a free port, then leave it closed: the first delivery must fail.
  const probe = await startSmtp();
  const port = probe.port;
  await probe.close();

  const outbox = createOutbox(store, { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Website <hello@vitalis.example>', varDir });
  cleanups.push(() => outbox.stop());
  store.saveSubmission('contact', { name: 'Dana' }, { to: 'hello@vitalis.example', subject: 'New contact message from Dana', text: 'Hello' });

  const t0 = Date.now();
  await outbox.deliverDue(t0);
  expect(store.submissions()[0]?.delivered).toBe(false);
  expect(store.dueMail(t0 + 1)).toEqual([]); // not retried at once
  expect(store.dueMail(t0 + retryDelayMs(0) + 5_000)).toHaveLength(1);

  const smtp = await startSmtp(port);
  cleanups.push(() => smtp.close());
  await outbox.deliverDue(t0 + retryDelayMs(0) + 5_000);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]).toContain('Subject: New contact message from Dana');
  expect(store.submissions()[0]?.delivered).toBe(true);

  await outbox.deliverDue(Date.now() + 24 * 3600_000);
  expect(smtp.received).toHaveLength(1); // delivered once, never again
});

it('deletes old messages once they were delivered, and keeps any not yet delivered', async () => {
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-purge-'));
  const store = openStore(varDir);
  cleanups.push(() => rmSync(varDir, { recursive: true, force: true }), () => store.close());
  const mail = { to: 'hello@vitalis.example', subject: 's', text: 't' };
  store.saveSubmission('contact', { name: 'Old, delivered' }, mail);
  store.saveSubmission('contact', { name: 'Old, undelivered' }, mail);
  const [first] = store.dueMail(Date.now()); // queued in order: the first submission's notification
  store.markDelivered(first!.id, Date.now());

  expect(store.purge('contact', new Date(Date.now() - 86_400_000)).deleted).toBe(0); // nothing is old enough yet
  expect(store.purge('contact', new Date(Date.now() + 1000))).toEqual({ deleted: 1, mailIds: [first!.id] });
  expect(store.submissions().map((s) => s.data.name)).toEqual(['Old, undelivered']);
});

/** A store whose next `failures` calls to dueMail throw, as SQLite does when the disk is full or the file is locked. */
function flaky(store: Store, failures: number): Store & { dueMailCalls: number } {
  const wrapped = Object.create(store) as Store & { dueMailCalls: number };
  wrapped.dueMailCalls = 0;
  wrapped.dueMail = (now, limit) => {
    wrapped.dueMailCalls++;
    if (failures-- > 0) throw new Error('database is locked');
    return store.dueMail(now, limit);
  };
  return wrapped;
}

it('the outbox keeps going after a round throws: logged, no unhandled rejection from kick(), and the next round delivers (issue 7)', async () => {
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-outbox-'));
  const store = openStore(varDir);
  cleanups.push(() => rmSync(varDir, { recursive: true, force: true }), () => store.close());
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  cleanups.push(() => void process.off('unhandledRejection', onUnhandled));
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  cleanups.push(() => logged.mockRestore());

  const outbox = createOutbox(flaky(store, 1), { mailFrom: 'Website <hello@vitalis.example>', varDir });
  cleanups.push(() => outbox.stop());
  store.saveSubmission('contact', { name: 'Dana' }, { to: 'hello@vitalis.example', subject: 's', text: 't' });
  outbox.kick();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(unhandled).toEqual([]);
  expect(logged).toHaveBeenCalledTimes(1);

  await outbox.deliverDue();
  expect(store.submissions()[0]?.delivered).toBe(true);
});

it('rounds asked for while one runs are merged into one more round, not queued one by one (issue 7)', async () => {
  const varDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-outbox-'));
  const store = openStore(varDir);
  cleanups.push(() => rmSync(varDir, { recursive: true, force: true }), () => store.close());
  const counted = flaky(store, 0);
  const outbox = createOutbox(counted, { mailFrom: 'Website <hello@vitalis.example>', varDir });
  cleanups.push(() => outbox.stop());
  store.saveSubmission('contact', { name: 'Dana' }, { to: 'hello@vitalis.example', subject: 's', text: 't' });
  for (let i = 0; i < 100; i++) outbox.kick();
  await outbox.deliverDue();
  expect(counted.dueMailCalls).toBeLessThanOrEqual(4);
  expect(store.submissions()[0]?.delivered).toBe(true);
});
