/** Puts the server together from its configuration: site, storage, outbox, bot-check and API. */
import path from 'node:path';
import { Hono } from 'hono';
import { createApp } from './app';
import { loadConfig, type PagesConfig, type ServerConfig } from './config';
import { jobCatalog } from './jobs';
import { listen } from './listen';
import { emlFolder, smtpTransport } from './mail-transport';
import { createOutbox } from './outbox';
import { createRateLimiter, requestLimiter } from './rate-limit';
import { purgeExpired } from './retention';
import { socketAddress } from './socket-address';
import { createStaticSite, type StaticSite } from './static-site';
import { openLocalStorage } from './storage';
import { verifyTurnstile } from './turnstile';

export interface RunningServer {
  site: StaticSite;
  /** The port it listens on (the configured one, or the free one picked for port 0). */
  port: number;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Wraps the static site before it is served (npm run dev adds live reload and the error overlay). */
  decorateSite?: (site: StaticSite) => StaticSite;
  /** Answers a request before the site and the API do, when it returns a response (npm run dev refuses foreign Host names). */
  guard?: (request: Request) => Response | undefined;
}

export async function startServer(
  config: ServerConfig,
  { decorateSite, guard }: StartOptions = {},
): Promise<RunningServer> {
  const site = await servedSite(config.distDir, decorateSite);
  const storage = openLocalStorage({ databasePath: config.databasePath, uploadsDir: config.uploadsDir });
  const { store, resumes } = storage;
  // Files of uploads a crash interrupted, or stored just before a crash kept their row from being written.
  const swept = await resumes.sweep(await store.resumeKeys());
  if (swept)
    console.warn(`Removed ${swept} unfinished resume upload${swept === 1 ? '' : 's'} from ${config.uploadsDir}.`);

  const outbox = createOutbox(store, {
    transport: config.smtpUrl
      ? smtpTransport(config.smtpUrl, { maxConnections: config.smtpMaxConnections })
      : emlFolder(config.mailDir),
    resumes,
    mailFrom: config.mailFrom,
    // SMTP: one message per pooled connection; .eml files: the disk takes many at once.
    concurrency: config.smtpUrl ? config.smtpMaxConnections : 20,
    ratePerSecond: config.mailRatePerSecond,
  });
  outbox.start();

  // Submissions are kept for the periods the privacy policy states, then deleted (checked daily).
  const purge = () =>
    purgeExpired(storage, { mailDir: config.mailDir }).catch((error: unknown) =>
      console.error('Retention: the daily clean-up failed.', error),
    );
  await purge();
  const purgeTimer = setInterval(purge, 86_400_000);
  purgeTimer.unref();

  const app = createApp({
    site,
    editorAuth: config.editorAuth,
    api: {
      store,
      resumes,
      jobs: jobCatalog(path.join(config.dataDir, 'careers')),
      outbox,
      verify: (token, ip) => verifyTurnstile(token, config.turnstileSecret, ip, config.turnstileVerifyUrl),
      limiter: requestLimiter(createRateLimiter(config.rateLimit)),
      peerAddress: socketAddress,
      contactTo: config.contactTo,
      careersTo: config.careersTo,
      trustProxy: config.trustProxy,
      requestTimeoutMs: config.requestTimeoutMs,
    },
  });
  const server = await listen(guard ? guarded(app, guard) : app, config.port, {
    hostname: config.host,
    idleTimeoutMs: config.idleTimeoutMs,
    requestTimeoutMs: config.requestTimeoutMs,
  }).catch(async (error: unknown) => {
    clearInterval(purgeTimer);
    await outbox.stop();
    await store.close();
    throw error;
  });
  return {
    site,
    port: server.port,
    async close() {
      clearInterval(purgeTimer);
      await server.close();
      await outbox.stop();
      await store.close();
    },
  };
}

/** The pages alone, as a static host serves them: npm run dev of a site that declares no server. */
export async function startPagesServer(
  config: PagesConfig,
  { decorateSite, guard }: StartOptions = {},
): Promise<RunningServer> {
  const site = await servedSite(config.distDir, decorateSite);
  const app = createApp({ site });
  const server = await listen(guard ? guarded(app, guard) : app, config.port, {
    hostname: config.host,
    idleTimeoutMs: config.idleTimeoutMs,
  });
  return { site, port: server.port, close: () => server.close() };
}

/** npm run dev's server of the agency's site (SiteConfig.server): the pages and the form API, from the environment. */
export const startDevServer = (options: StartOptions) => startServer(loadConfig(), options);

/** The built site as the server serves it, wrapped by the caller (npm run dev's live reload). */
async function servedSite(distDir: string, decorateSite: StartOptions['decorateSite']): Promise<StaticSite> {
  const built = await createStaticSite(distDir);
  return decorateSite ? decorateSite(built) : built;
}

/** The app behind a check that may answer first. */
function guarded(app: Hono, guard: (request: Request) => Response | undefined): Hono {
  const outer = new Hono();
  outer.use(async (c, next) => {
    const refused = guard(c.req.raw);
    if (refused) return refused;
    await next();
  });
  return outer.route('/', app);
}
