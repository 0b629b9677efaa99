/** Puts the server together from its configuration: site, storage, outbox, bot-check and API. */
import path from 'node:path';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { listen } from './listen';
import { createOutbox } from './outbox';
import { createRateLimiter } from './rate-limit';
import { purgeExpired } from './retention';
import { createStaticSite, type StaticSite } from './static-site';
import { openStore } from './storage';
import { verifyTurnstile } from './turnstile';

export interface RunningServer {
  site: StaticSite;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const site = await createStaticSite(config.distDir);
  const store = openStore(config.varDir);
  const outbox = createOutbox(store, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, varDir: config.varDir });
  outbox.start();
  // Messages are kept for the period the privacy policy states, then deleted (daily check).
  const purge = () => purgeExpired(store, { mailDir: path.join(config.varDir, 'mail') });
  purge();
  const purgeTimer = setInterval(purge, 86_400_000);
  purgeTimer.unref();
  const app = createApp({
    site,
    api: {
      store,
      outbox,
      verify: (token, ip) => verifyTurnstile(token, config.turnstileSecret, ip),
      limiter: createRateLimiter(config.rateLimit),
      contactTo: config.contactTo,
      trustProxy: config.trustProxy,
    },
  });
  const server = await listen(app, config.port);
  return {
    site,
    async close() {
      clearInterval(purgeTimer);
      await server.close();
      await outbox.stop();
      store.close();
    },
  };
}
