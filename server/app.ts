/** The HTTP app: the built site, served with static-host semantics. Fetch Request/Response throughout. */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { StaticSite } from './static-site';

export interface AppOptions {
  site: StaticSite;
}

export function createApp({ site }: AppOptions): Hono {
  const app = new Hono();
  // Static hosts compress text responses; so does this server, so measurements match production.
  app.use(compress());
  app.all('*', (c) => site.handle(c.req.raw));
  return app;
}
