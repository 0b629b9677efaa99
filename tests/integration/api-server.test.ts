/**
 * Both endpoints against the real server process, a real SQLite file, a real SMTP listener on 127.0.0.1
 * and a local siteverify stand-in: success paths end in the agency's inbox, the resume
 * attached byte for byte; each bad input gets its status and message; nothing is left half-way.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLY_PATH, CONTACT_PATH, limits, serverMessages, toasts } from '../../lib/contract';
import { application, multipart, type Part } from '../unit/helpers/multipart';
import { docx, exe, pdf } from '../unit/helpers/resume-files';
import { attachments, header, type SmtpListener, startSmtp } from '../unit/helpers/smtp';
import { type ServerProcess, startServerProcess, startSiteverify } from './helpers/server-process';

const SECRET = 'integration-secret-0123456789';
let varDir: string;
let smtp: SmtpListener;
let siteverify: Awaited<ReturnType<typeof startSiteverify>>;
let server: ServerProcess;

beforeAll(async () => {
  varDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-integration-'));
  smtp = await startSmtp();
  siteverify = await startSiteverify(SECRET);
  server = await startServerProcess({
    VAR_DIR: varDir,
    DATA_DIR: 'tests/fixtures/api-data',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    TURNSTILE_SECRET_KEY: SECRET,
    TURNSTILE_VERIFY_URL: siteverify.url,
    MAIL_FROM: 'Website <hello@vitalis.example>',
    CONTACT_TO: 'hello@vitalis.example',
    CAREERS_TO: 'careers@vitalis.example',
    // Behind one proxy: each test speaks from its own address, and the limit per address is low.
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: '20',
    // A stalled upload is cut after a second here (30 s by default).
    IDLE_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await siteverify?.close();
  rmSync(varDir, { recursive: true, force: true });
});

let lastAddress = 0;
/** A new client address for each caller, through the trusted proxy. */
const client = () => `203.0.113.${++lastAddress}`;

const postContact = (body: unknown, from = client()) =>
  fetch(`${server.url}${CONTACT_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  });
const postApplication = (parts: Part[], from = client()) => {
  const { body, contentType } = multipart(parts);
  return fetch(`${server.url}${APPLY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': from },
    body: new Uint8Array(body),
  });
};
const good = { turnstileToken: 'good-token' };
const rows = (where = '1 = 1', ...params: unknown[]) => {
  const db = new Database(path.join(varDir, 'submissions.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT s.id, s.kind, s.data, r.file_key, r.sha256, r.media_type FROM submissions s LEFT JOIN resumes r ON r.submission_id = s.id WHERE ${where}`,
      )
      .all(...params) as {
      id: number;
      kind: string;
      data: string;
      file_key: string | null;
      sha256: string | null;
      media_type: string | null;
    }[];
  } finally {
    db.close();
  }
};
const received = (subject: string) => smtp.received.filter((raw) => header(raw, 'Subject') === subject);

async function expectAnswer(res: Response, status: number, message: string, field?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ success: status === 200, message, ...(field ? { field } : {}) });
}

describe('success paths', () => {
  it('a contact message: row stored, mail received', async () => {
    const email = 'contact-success@example.com';
    await expectAnswer(
      await postContact({ name: 'Dana Whitfield', email, message: 'Morpheus8 consults, please.', ...good }),
      200,
      serverMessages.contactSaved,
    );
    expect(rows("json_extract(s.data, '$.email') = ?", email)).toHaveLength(1);
    await vi.waitFor(() => expect(received('New contact message from Dana Whitfield')).toHaveLength(1), {
      timeout: 5000,
    });
    const [raw] = received('New contact message from Dana Whitfield');
    expect(header(raw!, 'To')).toBe('hello@vitalis.example');
    expect(raw).toContain('Morpheus8 consults, please.');
  });

  it('an application: row stored, resume on disk with its checksum, mail received with the resume attached byte for byte', async () => {
    const resume = docx('Sam Rivera, paid media');
    await expectAnswer(
      await postApplication(
        application(
          {
            filename: 'Sam Rivera.docx',
            type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            content: resume,
          },
          {
            name: 'Sam Rivera',
            email: 'sam@example.com',
            jobId: 'paid-media-manager',
            jobTitle: 'Paid Media Manager',
            ...good,
          },
        ),
      ),
      200,
      serverMessages.applicationSaved,
    );
    const [row] = rows("json_extract(s.data, '$.email') = ?", 'sam@example.com');
    expect(row?.kind).toBe('application');
    expect(row?.sha256).toBe(createHash('sha256').update(resume).digest('hex'));
    expect(readdirSync(path.join(varDir, 'uploads'))).toContain(row!.file_key);

    const subject = 'New application for Paid Media Manager from Sam Rivera';
    await vi.waitFor(() => expect(received(subject)).toHaveLength(1), { timeout: 5000 });
    const [raw] = received(subject);
    expect(header(raw!, 'To')).toBe('careers@vitalis.example');
    expect(header(raw!, 'Reply-To')).toBe('sam@example.com');
    const [attached] = attachments(raw!);
    expect(attached?.filename).toBe('Sam Rivera.docx');
    expect(attached?.content.equals(resume)).toBe(true);
  });

  it('by bytes: a PDF renamed .docx is accepted as a PDF; exactly 10485760 bytes is accepted', async () => {
    await expectAnswer(
      await postApplication(
        application(
          { filename: 'cv.docx', type: 'application/msword', content: pdf() },
          { email: 'renamed@example.com', ...good },
        ),
      ),
      200,
      serverMessages.applicationSaved,
    );
    expect(rows("json_extract(s.data, '$.email') = ?", 'renamed@example.com')[0]?.media_type).toBe('application/pdf');
    await expectAnswer(
      await postApplication(
        application(
          { filename: 'big.pdf', type: 'application/pdf', content: pdf(limits.resumeBytes) },
          { email: 'largest@example.com', ...good },
        ),
      ),
      200,
      serverMessages.applicationSaved,
    );
  });
});

describe('bad input: its status and message, nothing stored', () => {
  const cv = () => ({ filename: 'cv.pdf', type: 'application/pdf', content: pdf() });
  const before = () => rows().length;

  it('each bad input of the issue, on both endpoints', async () => {
    const count = before();
    await expectAnswer(
      await postApplication(application({ filename: 'cv.pdf', type: 'application/pdf', content: exe() }, good)),
      415,
      toasts.resumeType,
      'resume',
    );
    await expectAnswer(
      await postApplication(application({ filename: 'big.pdf', content: pdf(limits.resumeBytes + 1) }, good)),
      413,
      toasts.resumeSize,
      'resume',
    );
    await expectAnswer(await postApplication(application(null, good)), 400, toasts.resumeRequired.text, 'resume');
    await expectAnswer(
      await postApplication(application(cv(), { ...good, jobId: 'astronaut' })),
      400,
      serverMessages.unknownJob,
      'jobId',
    );
    await expectAnswer(
      await postApplication(application(cv(), { ...good, email: 'not-an-email' })),
      400,
      'Please enter a valid email address.',
      'email',
    );
    await expectAnswer(
      await postApplication(application(cv(), { turnstileToken: 'forged-token' })),
      403,
      serverMessages.botCheckFailed,
    );
    await expectAnswer(
      await postContact({ name: 'Eve', email: 'eve@example.com', turnstileToken: 'forged-token' }),
      403,
      serverMessages.botCheckFailed,
    );
    await expectAnswer(
      await fetch(`${server.url}${APPLY_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
      415,
      serverMessages.notMultipart,
    );
    await expectAnswer(
      await fetch(`${server.url}${CONTACT_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'hi',
      }),
      415,
      serverMessages.notJson,
    );
    await expectAnswer(
      await fetch(`${server.url}${APPLY_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nbroken',
      }),
      400,
      serverMessages.malformedForm,
    );
    await expectAnswer(
      await fetch(`${server.url}${CONTACT_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"name":',
      }),
      400,
      serverMessages.malformed,
    );
    await expectAnswer(
      await postContact({ name: 'Eve', email: 'eve@example.com', message: 'x'.repeat(limits.jsonBody), ...good }),
      413,
      serverMessages.tooLarge,
    );
    // A file under another name: refused, and the parser torn down under it must not take the process along.
    await expectAnswer(
      await postApplication([
        { name: 'photo', filename: 'me.png', content: new Uint8Array(70_000) },
        ...application(cv(), good),
      ]),
      400,
      serverMessages.unknownField('photo'),
    );
    expect(rows().length).toBe(count);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it('429 with Retry-After once an address has used its window, other addresses unaffected', async () => {
    const from = client();
    for (let i = 0; i < 20; i++)
      expect(
        (await postContact({ name: 'Flood', email: 'flood@example.com', turnstileToken: 'forged-token' }, from)).status,
      ).toBe(403);
    const res = await postContact({ name: 'Flood', email: 'flood@example.com', ...good }, from);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectAnswer(res, 429, serverMessages.tooMany);
    // The forged first entry of X-Forwarded-For does not make a new client; the proxy's entry does.
    expect(
      (await postContact({ name: 'Flood', email: 'flood@example.com', ...good }, `192.0.2.7, ${from}`)).status,
    ).toBe(429);
    expect(
      (await postContact({ name: 'Neighbour', email: 'n@example.com', ...good }, `${from}, ${client()}`)).status,
    ).toBe(200);
  });

  it('a client that hangs up half-way through its resume leaves no file behind, and the server carries on', async () => {
    const { body, contentType } = multipart(
      application({ filename: 'cv.pdf', type: 'application/pdf', content: pdf(3_000_000) }, good),
    );
    const { port } = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST ${APPLY_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nX-Forwarded-For: ${client()}\r\n\r\n`,
        );
        socket.write(body.subarray(0, 1_500_000), () => setTimeout(() => socket.destroy(), 100));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    await vi.waitFor(
      () => expect(readdirSync(path.join(varDir, 'uploads')).filter((name) => name.endsWith('.part'))).toEqual([]),
      { timeout: 3000 },
    );
    const stored = new Set(
      rows()
        .map((r) => r.file_key)
        .filter(Boolean),
    );
    expect(readdirSync(path.join(varDir, 'uploads')).filter((name) => !stored.has(name))).toEqual([]);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});

describe('regressions: connections held by a refused or stalled upload', () => {
  it('an early 413 says Connection: keep-alive and then drops the socket: it says close, and the next request goes through', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = new URL(server.url);
    const send = (method: string, urlPath: string, headers: Record<string, string | number>, body?: Buffer) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const big = Buffer.alloc(limits.jsonBody + 1, 'x');
    for (let round = 0; round < 3; round++) {
      expect(
        await send(
          'POST',
          CONTACT_PATH,
          { 'Content-Type': 'application/json', 'Content-Length': big.length, 'X-Forwarded-For': client() },
          big,
        ),
      ).toEqual({ status: 413, connection: 'close' });
      expect(await send('GET', '/robots.txt', {})).toEqual({ status: 200, connection: 'keep-alive' });
    }
    agent.destroy();
  });

  it('a slow upload holds a connection and a partial file: silent past the idle limit, it is closed and its file removed', async () => {
    const { body, contentType } = multipart(
      application({ filename: 'cv.pdf', type: 'application/pdf', content: pdf(3_000_000) }, good),
    );
    const { port } = new URL(server.url);
    const closedBy = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST ${APPLY_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nX-Forwarded-For: ${client()}\r\n\r\n`,
        );
        socket.write(body.subarray(0, 500_000)); // then nothing: a stalled upload
      });
      const giveUp = setTimeout(() => resolve('still open after 10 s'), 10_000);
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve('the server');
      });
      socket.on('error', reject);
    });
    expect(closedBy).toBe('the server');
    await vi.waitFor(
      () => expect(readdirSync(path.join(varDir, 'uploads')).filter((name) => name.endsWith('.part'))).toEqual([]),
      { timeout: 3000 },
    );
  });
});

describe('a second server on the same port', () => {
  it('stops with a sentence naming the port and what to do, and exit code 1', async () => {
    const otherVar = mkdtempSync(path.join(os.tmpdir(), 'vitalis-second-'));
    try {
      const second = await startServerProcess({
        VAR_DIR: otherVar,
        DATA_DIR: 'tests/fixtures/api-data',
        PORT: new URL(server.url).port,
      }).catch((error: Error) => error);
      expect(second).toBeInstanceOf(Error);
      const { message } = second as Error;
      expect(message).toContain('exited with 1');
      expect(message).toContain(`Port ${new URL(server.url).port} on 127.0.0.1 is in use`);
      expect(message).toContain('choose another port with PORT');
      expect(message).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(otherVar, { recursive: true, force: true });
    }
  });
});
