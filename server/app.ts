/** The HTTP app: the JSON API and the built site with static-host semantics. Fetch Request/Response throughout. */
import { Hono } from 'hono';
import { apiHeaders } from '../lib/security-headers';
import { compress } from 'hono/compress';
import { applyApi } from './api/apply';
import { contactApi } from './api/contact';
import type { ApiDeps } from './api/deps';
import { editorAuthApi } from './api/editor-auth';
import type { EditorAuthSettings } from './editor-auth-settings';
import { EDITOR_AUTH_PATH } from '../lib/editor-sign-in';
import { fail } from './api/request';
import { APPLY_PATH, CONTACT_PATH, serverMessages } from '../lib/contract';
import type { StaticSite } from './static-site';

export interface AppOptions {
  site: StaticSite;
  /** Without it the app serves the site only. */
  api?: ApiDeps;
  /** Compress text answers (default). Off on Cloudflare, which compresses for each visitor itself. */
  compress?: boolean;
  /** The content editor's GitHub sign-in; without it its routes answer 503 naming what to set. */
  editorAuth?: EditorAuthSettings;
}

export function createApp({ site, api, compress: compressing = true, editorAuth }: AppOptions): Hono {
  const app = new Hono();
  // Static hosts compress text responses; so does this server, so measurements match production.
  if (compressing) app.use(compress());
  // No _headers reaches the API's answers, on Node or on Cloudflare: they carry their own. A page
  // that sets its own (the editor's sign-in popup, whose script runs under a nonce) keeps them.
  app.use('/api/*', async (c, next) => {
    await next();
    for (const [name, value] of apiHeaders) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
  if (api) {
    app.route(CONTACT_PATH, contactApi(api));
    app.route(APPLY_PATH, applyApi(api));
  }
  app.route(EDITOR_AUTH_PATH, editorAuthApi(editorAuth));
  app.all('/api/*', (c) => fail(c, 404, serverMessages.notFound));
  app.all('*', (c) => site.handle(c.req.raw));
  return app;
}
