/**
 * A body that trickles in, never silent for long, against the real server process: only a bound on the
 * whole request's time (REQUEST_TIMEOUT_MS, a second and a half here) frees its connection and its
 * partial resume file. The idle limit is set far above it, so it is not what ends the request.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { APPLY_PATH, CONTACT_PATH } from '../../lib/contract';
import { application, multipart } from '../unit/helpers/multipart';
import { pdf } from '../unit/helpers/resume-files';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

let varDir: string;
let server: ServerProcess;

beforeAll(async () => {
  varDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-request-timeout-'));
  server = await startServerProcess({
    VAR_DIR: varDir,
    DATA_DIR: 'tests/fixtures/api-data',
    REQUEST_TIMEOUT_MS: '1500',
    IDLE_TIMEOUT_MS: '60000',
  });
});
afterAll(async () => {
  await server?.stop();
  rmSync(varDir, { recursive: true, force: true });
});

/**
 * Sends `head` and the first `start` bytes of `body`, then one more byte every 200 ms, until the server
 * answers or closes; gives up (and says so) after 10 s, where the server would have waited 305 s.
 */
function trickle(head: string, body: Buffer, start: number): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let answer = '';
    let at = start;
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
      socket.write(body.subarray(0, start));
    });
    const drip = setInterval(() => {
      if (at < body.length && socket.writable) socket.write(body.subarray(at, ++at));
    }, 200);
    let gaveUp = false;
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, 10_000);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      if (gaveUp) resolve('still open after 10 s');
      else resolve(answer ? answer.split('\r\n')[0]! : 'closed without an answer');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
  });
}

const partialFiles = () => readdirSync(path.join(varDir, 'uploads')).filter((name) => name.endsWith('.part'));

it('a body that trickles in holds its connection and partial file for 305 s: the whole request is bounded, the file removed', async () => {
  const { body, contentType } = multipart(
    application({ filename: 'cv.pdf', type: 'application/pdf', content: pdf(200_000) }),
  );
  const head = `POST ${APPLY_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
  // Well into the resume, so a partial file exists when the trickle starts.
  const ended = trickle(head, body, 100_000);
  await vi.waitFor(() => expect(partialFiles()).toHaveLength(1), { timeout: 5000 });
  expect(await ended).toMatch(/^HTTP\/1\.1 408 |^closed without an answer$/);
  await vi.waitFor(() => expect(partialFiles()).toEqual([]), { timeout: 3000 });
  expect(readdirSync(path.join(varDir, 'uploads'))).toEqual([]);
  expect((await fetch(`${server.url}/robots.txt`)).status).toBe(200);
});

it('a JSON message that trickles in is bounded the same way', async () => {
  const body = Buffer.from(JSON.stringify({ name: 'Dana', email: 'dana@example.com', turnstileToken: 't' }));
  const head = `POST ${CONTACT_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 1000}\r\n\r\n`;
  expect(await trickle(head, Buffer.concat([body, Buffer.alloc(1000, ' ')]), 10)).toMatch(
    /^HTTP\/1\.1 408 |^closed without an answer$/,
  );
});
