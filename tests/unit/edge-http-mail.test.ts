/**
 * The HTTP mail adapter the Worker's outbox sends through (server/edge/http-mail.ts): the JSON a
 * Resend-style API takes, and how its answers steer the outbox's back-off: a provider that is down or
 * refuses the key charges no message, a request it refuses is given up after three tries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { httpMailTransport } from '../../server/edge/http-mail';
import { createOutbox } from '../../server/outbox';
import { openLocalStorage, type Storage } from '../../server/storage';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function storage(): Storage {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-http-mail-'));
  const opened = openLocalStorage({
    databasePath: path.join(dir, 'submissions.sqlite'),
    uploadsDir: path.join(dir, 'uploads'),
  });
  cleanups.push(
    () => rmSync(dir, { recursive: true, force: true }),
    () => opened.store.close(),
  );
  return opened;
}

/** A mail API answering with `status` (or failing to connect), recording every request. */
function mailApi(status: number | 'down') {
  const calls: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    if (status === 'down') throw new TypeError('fetch failed');
    calls.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ id: 'x' }), { status });
  }) as typeof fetch;
  return {
    calls,
    transport: httpMailTransport({ url: 'https://mail.example/emails', apiKey: 'key-1', fetch: fetchImpl }),
  };
}

async function queued(s: Storage, withResume = false) {
  let resume: { key: string; originalName: string; mediaType: string; size: number; sha256: string } | undefined;
  if (withResume) {
    const upload = await s.resumes.begin();
    await upload.write(new TextEncoder().encode('%PDF-1.4 resume'));
    await upload.commit();
    resume = { key: upload.key, originalName: 'cv.pdf', mediaType: 'application/pdf', size: 15, sha256: 'x' };
  }
  await s.store.saveSubmission({
    kind: withResume ? 'application' : 'contact',
    data: {},
    ...(resume ? { resume } : {}),
    mail: {
      to: 'careers@vitalis.example',
      replyTo: 'dana@example.com',
      subject: 'New application',
      text: 'Hello',
      ...(resume ? { attachment: { key: resume.key, filename: 'cv.pdf', contentType: 'application/pdf' } } : {}),
    },
  });
}

const outboxOver = (s: Storage, transport: ReturnType<typeof mailApi>['transport'], clock = () => Date.now()) => {
  const box = createOutbox(s.store, {
    transport,
    resumes: s.resumes,
    mailFrom: 'Website <hello@vitalis.example>',
    clock,
    log: { warn: vi.fn(), error: vi.fn() },
  });
  cleanups.push(() => box.stop());
  return box;
};

it('posts the JSON a Resend-style API takes: a Bearer key, an idempotency key per notification, the resume in base64', async () => {
  const s = storage();
  await queued(s, true);
  const api = mailApi(200);
  await outboxOver(s, api.transport).deliverDue();
  expect(api.calls).toHaveLength(1);
  const [call] = api.calls;
  expect(call!.url).toBe('https://mail.example/emails');
  expect(call!.headers.get('authorization')).toBe('Bearer key-1');
  expect(call!.headers.get('idempotency-key')).toBe('notification-1');
  expect(call!.body).toMatchObject({
    from: 'Website <hello@vitalis.example>',
    to: ['careers@vitalis.example'],
    reply_to: 'dana@example.com',
    subject: 'New application',
    text: 'Hello',
  });
  expect(call!.body.headers).toEqual({ 'Message-ID': '<notification-1@vitalis.example>' });
  expect(call!.body.attachments).toEqual([
    { filename: 'cv.pdf', content_type: 'application/pdf', content: Buffer.from('%PDF-1.4 resume').toString('base64') },
  ]);
  expect((await s.store.submissions())[0]?.notification).toBe('delivered');
});

it.each([['down' as const], [503], [429], [401]])(
  'a provider answering %s charges no message: it waits, uncounted',
  async (status) => {
    const s = storage();
    await queued(s);
    await outboxOver(s, mailApi(status).transport).deliverDue();
    expect((await s.store.dueMail(Number.MAX_SAFE_INTEGER, 10)).map((m) => m.attempts)).toEqual([0]);
  },
);

it('a request the provider refuses (422) backs off and is given up after its third try', async () => {
  const s = storage();
  await queued(s);
  let now = Date.now();
  const box = outboxOver(s, mailApi(422).transport, () => now);
  for (let i = 0; i < 3; i++) {
    await box.deliverDue();
    now += 60 * 60_000;
  }
  const [record] = await s.store.submissions();
  expect(record?.notification).toBe('failed');
  expect(record?.lastError).toMatch(/^550 the mail API answered 422/);
});
