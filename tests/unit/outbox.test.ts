/**
 * The outbox keeps a notification until the mail server takes it, at the server's pace: a backlog leaves
 * in one round with bounded concurrency, an unreachable server pauses the outbox without charging any
 * message, a refused message backs off alone and is given up after its last retry.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emlFolder, smtpTransport } from '../../server/mail-transport';
import { attemptsAllowed, createOutbox, type OutboxOptions, retryDelayMs } from '../../server/outbox';
import type { MailTransport } from '../../server/mail-message';
import { openLocalStorage, type Storage, type Store } from '../../server/storage';
import { openSqliteStore } from '../../server/storage/sqlite-store';
import { freePort, header, startSmtp } from './helpers/smtp';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const mail = (n = 1) => ({ to: 'hello@vitalis.example', subject: `New contact message ${n}`, text: `Hello ${n}` });

function storage(): Storage & { dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-outbox-'));
  const opened = openLocalStorage({
    databasePath: path.join(dir, 'submissions.sqlite'),
    uploadsDir: path.join(dir, 'uploads'),
  });
  cleanups.push(
    () => rmSync(dir, { recursive: true, force: true }),
    () => opened.store.close(),
  );
  return { ...opened, dir };
}

/** An outbox whose clock the test moves, logging into a spy instead of the console. */
function outbox(s: Storage & { dir: string }, options: Partial<OutboxOptions> & { smtpPort?: number }) {
  let now = Date.now();
  const log = { warn: vi.fn(), error: vi.fn() };
  const box = createOutbox(s.store, {
    transport: options.smtpPort
      ? smtpTransport(`smtp://127.0.0.1:${options.smtpPort}`, { maxConnections: options.concurrency ?? 5 })
      : emlFolder(path.join(s.dir, 'mail')),
    resumes: s.resumes,
    mailFrom: 'Website <hello@vitalis.example>',
    clock: () => now,
    log,
    ...options,
  });
  cleanups.push(() => box.stop());
  const advance = (ms: number) => {
    now += ms;
  };
  return { box, log, advance, now: () => now };
}

const states = async (store: Store) => (await store.submissions()).map((s) => s.notification);

describe('delivery', () => {
  it('drains a backlog in one round at the server pace, never more than `concurrency` messages at once', async () => {
    const s = storage();
    const smtp = await startSmtp({ delayMs: 5 });
    cleanups.push(() => smtp.close());
    for (let i = 0; i < 60; i++) await s.store.saveSubmission({ kind: 'contact', data: { n: i }, mail: mail(i) });
    const { box } = outbox(s, { smtpPort: smtp.port, concurrency: 3 });
    await box.deliverDue();
    expect(smtp.received).toHaveLength(60);
    expect(smtp.peakConcurrent).toBeLessThanOrEqual(3);
    expect(smtp.peakConcurrent).toBeGreaterThan(1);
    expect(new Set(smtp.received.map((raw) => header(raw, 'Message-ID'))).size).toBe(60);
    expect(new Set(await states(s.store))).toEqual(new Set(['delivered']));
  });

  it('keeps to the configured send rate', async () => {
    const s = storage();
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    for (let i = 0; i < 11; i++) await s.store.saveSubmission({ kind: 'contact', data: { n: i }, mail: mail(i) });
    const { box } = outbox(s, { smtpPort: smtp.port, ratePerSecond: 20 });
    const started = performance.now();
    await box.deliverDue();
    expect(smtp.received).toHaveLength(11);
    expect(performance.now() - started).toBeGreaterThanOrEqual(480); // 10 gaps of 50 ms
  });
});

describe('failures', () => {
  it('an unreachable server charges no message: the outbox probes again and delivers within seconds once it is back', async () => {
    const s = storage();
    const port = await freePort();
    for (let i = 0; i < 5; i++) await s.store.saveSubmission({ kind: 'contact', data: { n: i }, mail: mail(i) });
    const { box, log } = outbox(s, { smtpPort: port, serverRetryMs: { min: 100, max: 400 } });
    await box.deliverDue();
    expect(await states(s.store)).toEqual(Array(5).fill('pending'));
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('cannot be reached'));
    expect((await s.store.dueMail(Date.now(), 10)).map((m) => m.attempts)).toEqual([0, 0, 0, 0, 0]);

    const smtp = await startSmtp({ port });
    cleanups.push(() => smtp.close());
    await vi.waitFor(async () => expect(await states(s.store)).toEqual(Array(5).fill('delivered')), {
      timeout: 10_000,
      interval: 50,
    });
    expect(smtp.received).toHaveLength(5);
  });

  it('a wake-up that fires before the pause ends by the wall clock still delivers (it once stopped the outbox until the next tick)', async () => {
    // Timers count from the event loop's cached time, which lags the wall clock after a long stretch of
    // work: the retry timer can fire while Date.now() is still short of the pause's end. Seen on a busy CI.
    const s = storage();
    const port = await freePort();
    await s.store.saveSubmission({ kind: 'contact', data: { n: 1 }, mail: mail(1) });
    const { box } = outbox(s, { smtpPort: port, serverRetryMs: { min: 100, max: 100 } });
    await box.deliverDue();
    expect(await states(s.store)).toEqual(['pending']);

    const wallClock = Date.now.bind(Date);
    const lagging = vi.spyOn(Date, 'now').mockImplementation(() => wallClock() - 60);
    cleanups.push(() => lagging.mockRestore());
    const smtp = await startSmtp({ port });
    cleanups.push(() => smtp.close());
    await vi.waitFor(async () => expect(await states(s.store)).toEqual(['delivered']), {
      timeout: 3_000,
      interval: 50,
    });
  });

  it('a message the server refuses backs off alone, and is delivered once when accepted', async () => {
    const s = storage();
    let refusing = true;
    const smtp = await startSmtp({
      refuse: (to) =>
        refusing && to === 'busy@vitalis.example' ? { code: 451, message: 'Try again later' } : undefined,
    });
    cleanups.push(() => smtp.close());
    await s.store.saveSubmission({ kind: 'contact', data: { n: 1 }, mail: { ...mail(1), to: 'busy@vitalis.example' } });
    await s.store.saveSubmission({ kind: 'contact', data: { n: 2 }, mail: mail(2) });
    const { box, advance, now } = outbox(s, { smtpPort: smtp.port });

    await box.deliverDue();
    expect(await states(s.store)).toEqual(['pending', 'delivered']);
    expect(await s.store.dueMail(now(), 10)).toEqual([]); // not retried at once
    await box.deliverDue();
    expect(smtp.received).toHaveLength(1);

    refusing = false;
    advance(retryDelayMs(0) + 1000);
    await box.deliverDue();
    expect(await states(s.store)).toEqual(['delivered', 'delivered']);
    advance(24 * 3600_000);
    await box.deliverDue();
    expect(smtp.received).toHaveLength(2); // each delivered once, never again
  });

  it('a message refused for good is given up after its last retry, marked failed and never tried again', async () => {
    const s = storage();
    const smtp = await startSmtp({
      refuse: (to) => (to === 'nobody@vitalis.example' ? { code: 550, message: 'No such user' } : undefined),
    });
    cleanups.push(() => smtp.close());
    await s.store.saveSubmission({
      kind: 'contact',
      data: { n: 1 },
      mail: { ...mail(1), to: 'nobody@vitalis.example' },
    });
    const { box, advance, log } = outbox(s, { smtpPort: smtp.port });
    const tries = attemptsAllowed({ responseCode: 550 });
    for (let i = 0; i < tries + 3; i++) {
      await box.deliverDue();
      advance(retryDelayMs(i) + 1000);
    }
    const [record] = await s.store.submissions();
    expect(record?.notification).toBe('failed');
    expect(record?.lastError).toContain('550');
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(`refused ${tries} times and is given up`));
    expect(await s.store.dueMail(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });
});

/** A store whose next `failures` calls to dueMail throw, as SQLite does when the disk is full or the file is locked. */
function flaky(store: Store, failures: number): Store & { dueMailCalls: number } {
  const wrapped = Object.create(store) as Store & { dueMailCalls: number };
  wrapped.dueMailCalls = 0;
  wrapped.dueMail = async (now, limit) => {
    wrapped.dueMailCalls++;
    if (failures-- > 0) throw new Error('database is locked');
    return store.dueMail(now, limit);
  };
  return wrapped;
}

describe('rounds', () => {
  it('the outbox keeps going after a round throws: logged, no unhandled rejection from kick(), and the next round delivers', async () => {
    const s = storage();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    cleanups.push(() => void process.off('unhandledRejection', onUnhandled));
    const { box, log } = outbox({ ...s, store: flaky(s.store, 1) }, {});
    await s.store.saveSubmission({ kind: 'contact', data: { name: 'Dana' }, mail: mail() });
    box.kick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);

    await box.deliverDue();
    expect(await states(s.store)).toEqual(['delivered']);
  });

  it('rounds asked for while one runs are merged into one more round, not queued one by one', async () => {
    const s = storage();
    const counted = flaky(s.store, 0);
    const { box } = outbox({ ...s, store: counted }, {});
    await s.store.saveSubmission({ kind: 'contact', data: { name: 'Dana' }, mail: mail() });
    for (let i = 0; i < 100; i++) box.kick();
    await box.deliverDue();
    expect(counted.dueMailCalls).toBeLessThanOrEqual(6);
    expect(await states(s.store)).toEqual(['delivered']);
  });
});

/** A mail server that answers after a moment (so rounds overlap) and keeps the id of every message it took. */
function countingTransport(): MailTransport & { sent: number[] } {
  const sent: number[] = [];
  return {
    sent,
    async send(id) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(id);
    },
    close() {},
  };
}

describe('claims', () => {
  it('two delivery rounds started at once over the same due rows (two processes on one database) deliver each notification exactly once', async () => {
    const s = storage();
    for (let i = 0; i < 30; i++) await s.store.saveSubmission({ kind: 'contact', data: { n: i }, mail: mail(i) });
    // A second connection to the same file, as a second server process (or a restarted one) has.
    const other = openSqliteStore(path.join(s.dir, 'submissions.sqlite'));
    cleanups.push(() => other.close());
    const transport = countingTransport();
    const first = outbox(s, { transport, concurrency: 3 });
    const second = outbox({ ...s, store: other }, { transport, concurrency: 3 });

    await Promise.all([first.box.deliverDue(), second.box.deliverDue()]);
    expect(transport.sent.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(await states(s.store))).toEqual(new Set(['delivered']));
  });

  it('a notification whose round died mid-send is sent again once its claim expires, and not before', async () => {
    const s = storage();
    await s.store.saveSubmission({ kind: 'contact', data: { n: 1 }, mail: mail(1) });
    const transport = countingTransport();
    const claimMs = 60_000;
    const { box, advance, now } = outbox(s, { transport, claimMs });
    const [queued] = await s.store.dueMail(now(), 10);
    expect(await s.store.claimMail(queued!.id, now(), now() + claimMs)).toBe(true); // then the process is killed

    await box.deliverDue();
    expect(transport.sent).toEqual([]);
    expect(await states(s.store)).toEqual(['pending']);

    advance(claimMs);
    await box.deliverDue();
    expect(transport.sent).toEqual([queued!.id]);
    expect(await states(s.store)).toEqual(['delivered']);
  });

  it('a claim is taken once: a second claimer, or one after delivery, gets false', async () => {
    const s = storage();
    await s.store.saveSubmission({ kind: 'contact', data: { n: 1 }, mail: mail(1) });
    const now = Date.now();
    const [queued] = await s.store.dueMail(now, 10);
    const claims = await Promise.all([1, 2, 3].map(() => s.store.claimMail(queued!.id, now, now + 60_000)));
    expect(claims.toSorted()).toEqual([false, false, true]);
    expect(await s.store.dueMail(now, 10)).toEqual([]);
    await s.store.releaseMail(queued!.id, now + 60_000);
    expect(await s.store.claimMail(queued!.id, now, now + 60_000)).toBe(true);
    await s.store.markDelivered(queued!.id, now);
    expect(await s.store.claimMail(queued!.id, now + 120_000, now + 180_000)).toBe(false);
  });
});
