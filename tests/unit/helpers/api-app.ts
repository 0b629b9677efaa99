/**
 * The API under test (api-target.ts): by default the Node server's app over real storage in a temporary
 * folder (SQLite file, resume folder, .eml outbox), called with Requests and no socket; with
 * API_TARGET=worker, the Cloudflare Worker in miniflare. Settings a test changes (bot-check secret, rate
 * limits, proxies) are read on every request.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../../server/app';
import { TEST_TURNSTILE_SECRET } from '../../../server/config';
import { jobCatalog } from '../../../server/jobs';
import { emlFolder } from '../../../server/mail-transport';
import { createOutbox } from '../../../server/outbox';
import { createRateLimiter, requestLimiter } from '../../../server/rate-limit';
import { socketAddress } from '../../../server/socket-address';
import type { StaticSite } from '../../../server/static-site';
import { openLocalStorage } from '../../../server/storage';
import { verifyTurnstile } from '../../../server/turnstile';
import { workerApp } from '../../edge/worker-app';
import { API_TARGET, type ApiApp, DEFAULT_RATE_LIMIT, type SentMail } from './api-target';
import { attachments, header } from './smtp';

export type { ApiApp } from './api-target';
export { storedBytes } from './api-target';

export const FIXTURE_DATA_DIR = 'tests/fixtures/api-data';
const noSite: StaticSite = { handle: async () => new Response('site', { status: 200 }), reload: async () => {} };

export function apiApp(): ApiApp {
  return API_TARGET === 'worker' ? workerApp() : nodeApp();
}

export function nodeApp(): ApiApp {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-api-'));
  const uploadsDir = path.join(dir, 'uploads');
  const mailDir = path.join(dir, 'mail');
  const storage = openLocalStorage({ databasePath: path.join(dir, 'submissions.sqlite'), uploadsDir });
  const outbox = createOutbox(storage.store, {
    transport: emlFolder(mailDir),
    resumes: storage.resumes,
    mailFrom: 'Website <hello@vitalis.example>',
  });
  const settings = { secret: TEST_TURNSTILE_SECRET, rateLimit: DEFAULT_RATE_LIMIT, trustProxy: 0 };
  // A new window whenever a test sets new limits, as a restarted server would have.
  let limiter = createRateLimiter(settings.rateLimit);
  let limits = settings.rateLimit;
  const app = createApp({
    site: noSite,
    api: {
      ...storage,
      jobs: jobCatalog(path.join(FIXTURE_DATA_DIR, 'careers')),
      outbox,
      verify: (token, ip) => verifyTurnstile(token, settings.secret, ip),
      limiter: {
        hit(key) {
          if (limits !== settings.rateLimit) {
            limits = settings.rateLimit;
            limiter = createRateLimiter(limits);
          }
          return requestLimiter(limiter).hit(key);
        },
      },
      peerAddress: socketAddress,
      contactTo: 'hello@vitalis.example',
      careersTo: 'careers@vitalis.example',
      get trustProxy() {
        return settings.trustProxy;
      },
    },
  });
  return {
    target: 'node',
    request: async (urlPath, init, from) =>
      app.request(
        `http://localhost${urlPath}`,
        init,
        from ? { incoming: { socket: { remoteAddress: from } } } : undefined,
      ),
    ...storage,
    settings,
    uploads: async () => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).sort(),
    deliverDue: () => outbox.deliverDue(),
    async sentMail() {
      const files = existsSync(mailDir) ? readdirSync(mailDir).sort() : [];
      return files.map((file): SentMail => {
        const eml = readFileSync(path.join(mailDir, file), 'latin1');
        return {
          to: header(eml, 'To'),
          replyTo: header(eml, 'Reply-To'),
          subject: header(eml, 'Subject'),
          text: eml.replace(/=\r?\n/g, ''),
          attachments: attachments(eml),
        };
      });
    },
    async breakStorage() {
      storage.store.saveSubmission = async () => {
        throw new Error('disk I/O error');
      };
    },
    async close() {
      await outbox.stop();
      await storage.store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
