/**
 * On the Worker nothing bounds how long a visitor's body may take to arrive but the upload handler's
 * own deadline (REQUEST_TIMEOUT_MS, one second here): a trickling upload gets 408 with the contract's
 * message, and its partial resume in R2 is removed.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { APPLY_PATH, serverMessages } from '../../lib/contract';
import { application, multipart } from '../unit/helpers/multipart';
import { pdf } from '../unit/helpers/resume-files';
import { type WorkerApiApp, workerApp } from './worker-app';

let api: WorkerApiApp;
beforeEach(() => {
  api = workerApp({ bindings: { REQUEST_TIMEOUT_MS: '1000' } });
});
afterEach(() => api.close());

it('a body that trickles in holds the Worker and its partial file: 408 after the bound, the file removed', async () => {
  const { body, contentType } = multipart(application({ filename: 'cv.pdf', content: pdf(200_000) }));
  let at = 100_000;
  let drip: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(body.subarray(0, at)));
      drip = setInterval(() => {
        if (at < body.length - 1) controller.enqueue(new Uint8Array(body.subarray(at, ++at)));
      }, 200);
    },
    cancel: () => clearInterval(drip),
  });
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const answer = await Promise.race([
    api.request(APPLY_PATH, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'Content-Length': String(body.length) },
      body: stream,
      duplex: 'half',
    } as RequestInit),
    new Promise<string>((resolve) => {
      giveUp = setTimeout(() => resolve('no answer after 10 s'), 10_000);
    }),
  ]);
  clearTimeout(giveUp);
  clearInterval(drip);
  expect(answer).not.toBe('no answer after 10 s');
  const res = answer as Response;
  expect(res.status).toBe(408);
  expect(await res.json()).toEqual({ success: false, message: serverMessages.tooSlow });
  expect(await api.uploads()).toEqual([]);
  expect(await api.store.submissions()).toEqual([]);
});
