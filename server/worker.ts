/**
 * The Cloudflare entry point: the same Hono app as the Node server (app.ts), given edge dependencies.
 * Static assets (dist/, with its _redirects, _headers and 404 pages) are answered by Cloudflare before
 * the Worker runs; only /api/* reaches it (run_worker_first in wrangler.toml). Cron Triggers deliver the
 * outbox every minute and apply the retention periods once a day.
 */
import { createApp } from './app';
import { type ApiAnswer, serverMessages } from '../lib/contract';
import type { ExecutionContext, ScheduledController } from './edge/cloudflare';
import { RETENTION_CRON } from './edge/crons';
import { deliverOnce, edgeApi, edgeStorage } from './edge/edge-api';
import { type BundledSite, edgeConfig, type WorkerEnv } from './edge/env';
import { botCheckLine } from './env-settings';
import { purgeExpiredSubmissions } from './retention-policy';
import type { StaticSite } from './static-site';
import type { Storage } from './storage/types';

export { RateLimitCounter } from './edge/rate-limit-object';

/** data/ as it was when the Worker was bundled (scripts/build-worker.ts defines it). */
declare const BUNDLED_SITE: BundledSite;

/** Said once per isolate, at its first request: a Worker has no start-up of its own. */
let modeLogged = false;

const assets = (env: WorkerEnv): StaticSite => ({
  handle: (request) => env.ASSETS.fetch(request),
  reload: async () => {},
});

/** Expired submissions, then resume files no submission refers to (an isolate stopped between R2 and D1). */
async function dailyCleanUp(storage: Storage, now: number): Promise<void> {
  const deleted = await purgeExpiredSubmissions(storage, now);
  const swept = await storage.resumes.sweep(await storage.store.resumeKeys());
  if (deleted || swept)
    console.log(`Retention: deleted ${deleted} expired submissions and ${swept} resume files without one.`);
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    let config: ReturnType<typeof edgeConfig>;
    try {
      config = edgeConfig(env, BUNDLED_SITE);
    } catch (error) {
      // A setting refused (test keys on a Worker not marked LOCAL_ONLY, a malformed number): the API says so, the site still serves.
      console.error(String(error));
      if (!new URL(request.url).pathname.startsWith('/api/')) return env.ASSETS.fetch(request);
      return Response.json({ success: false, message: serverMessages.botCheckUnavailable } satisfies ApiAnswer, {
        status: 503,
      });
    }
    if (!modeLogged) console.log(botCheckLine(config.botCheck));
    modeLogged = true;
    return createApp({
      site: assets(env),
      api: edgeApi(env, config, BUNDLED_SITE, ctx),
      compress: false,
      editorAuth: config.editorAuth,
    }).fetch(request, env, ctx);
  },

  async scheduled(controller: ScheduledController, env: WorkerEnv, ctx: ExecutionContext): Promise<void> {
    const config = edgeConfig(env, BUNDLED_SITE);
    const storage = edgeStorage(env);
    if (controller.cron === RETENTION_CRON) {
      ctx.waitUntil(dailyCleanUp(storage, controller.scheduledTime));
    } else {
      ctx.waitUntil(deliverOnce(storage, config));
    }
  },
};
