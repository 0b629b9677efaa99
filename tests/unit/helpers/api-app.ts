/**
 * The API app over real storage in a temporary folder (SQLite file, resume folder, .eml outbox), called
 * with Requests and no socket. Settings a test changes (bot-check secret, limiter, proxies) are read on
 * every request.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../../server/app';
import { TEST_TURNSTILE_SECRET } from '../../../server/config';
import { jobCatalog } from '../../../server/jobs';
import { emlFolder } from '../../../server/mail-transport';
import { createOutbox } from '../../../server/outbox';
import { createRateLimiter, type RateLimiter, requestLimiter } from '../../../server/rate-limit';
import { socketAddress } from '../../../server/socket-address';
import type { StaticSite } from '../../../server/static-site';
import { openLocalStorage } from '../../../server/storage';
import { verifyTurnstile } from '../../../server/turnstile';

export const FIXTURE_DATA_DIR = 'tests/fixtures/api-data';
const noSite: StaticSite = { handle: async () => new Response('site', { status: 200 }), reload: async () => {} };

export function apiApp() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-api-'));
  const uploadsDir = path.join(dir, 'uploads');
  const mailDir = path.join(dir, 'mail');
  const storage = openLocalStorage({ databasePath: path.join(dir, 'submissions.sqlite'), uploadsDir });
  const outbox = createOutbox(storage.store, { transport: emlFolder(mailDir), resumes: storage.resumes, mailFrom: 'Website <hello@vitalis.example>' });
  const settings = {
    secret: TEST_TURNSTILE_SECRET,
    limiter: createRateLimiter({ max: 1000, windowMs: 60_000 }) as RateLimiter,
    trustProxy: 0,
  };
  const app = createApp({
    site: noSite,
    api: {
      ...storage,
      jobs: jobCatalog(path.join(FIXTURE_DATA_DIR, 'careers')),
      outbox,
      verify: (token, ip) => verifyTurnstile(token, settings.secret, ip),
      limiter: { hit: (key) => requestLimiter(settings.limiter).hit(key) },
      peerAddress: socketAddress,
      contactTo: 'hello@vitalis.example',
      careersTo: 'careers@vitalis.example',
      get trustProxy() {
        return settings.trustProxy;
      },
    },
  });
  return {
    app,
    ...storage,
    outbox,
    settings,
    dir,
    uploadsDir,
    mailDir,
    /** Every file in the resume folder, finished or not. */
    uploads: () => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).sort(),
    async close() {
      await outbox.stop();
      await storage.store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ApiApp = ReturnType<typeof apiApp>;
