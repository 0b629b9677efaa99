/**
 * The editor's sign-in under test, on the platform API_TARGET names (api-target.ts): the Node server's
 * app called with Requests, or the Worker bundle in workerd through miniflare, each given the same
 * environment (its settings) and reaching the same local GitHub stand-in. With a site folder and a
 * port, it also serves that built site on 127.0.0.1 for a browser (Node: its own listener; Worker:
 * Cloudflare's static assets in miniflare).
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { createApp } from '../../../server/app';
import { editorAuthSettings } from '../../../server/editor-auth-settings';
import { listen } from '../../../server/listen';
import { createStaticSite, type StaticSite } from '../../../server/static-site';
import { workerApp } from '../../edge/worker-app';
import { API_TARGET, type TargetName } from './api-target';
import type { GitHubStandIn } from './github-stand-in';

export interface SignInApp {
  target: TargetName;
  /** A request to `path` on http://localhost. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

const noSite: StaticSite = { handle: async () => new Response('site', { status: 200 }), reload: async () => {} };

/** The environment that signs in against `github`, plus `env`. */
export function standInEnv(github: GitHubStandIn, env: Record<string, string> = {}): Record<string, string> {
  return {
    GITHUB_CLIENT_ID: github.clientId,
    GITHUB_CLIENT_SECRET: github.clientSecret,
    GITHUB_OAUTH_BASE: github.origin,
    GITHUB_API_BASE: github.origin,
    ...env,
  };
}

export function signInApp(env: Record<string, string>, github?: GitHubStandIn): SignInApp {
  if (API_TARGET === 'worker') {
    const worker = workerApp({ bindings: env, forward: (url) => Boolean(github && url.startsWith(github.origin)) });
    return { target: 'worker', request: (path, init) => worker.request(path, init), close: () => worker.close() };
  }
  const app = createApp({ site: noSite, editorAuth: editorAuthSettings(env) });
  return {
    target: 'node',
    request: async (path, init) => app.request(`http://localhost${path}`, init),
    close: async () => {},
  };
}

/** A free port on 127.0.0.1 now, for a site whose origin must be known before it is built. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built site in `distDir` and the sign-in, served at http://127.0.0.1:`port`/ on the target platform. */
export async function servedSite(
  distDir: string,
  port: number,
  env: Record<string, string>,
  github: GitHubStandIn,
): Promise<{ target: TargetName; close(): Promise<void> }> {
  if (API_TARGET === 'worker') {
    const worker = workerApp({
      assetsDir: distDir,
      port,
      bindings: env,
      forward: (url) => url.startsWith(github.origin),
    });
    await (await worker.miniflare()).ready;
    return { target: 'worker', close: () => worker.close() };
  }
  const app = createApp({ site: await createStaticSite(distDir), editorAuth: editorAuthSettings(env) });
  const server = await listen(app, port, { hostname: '127.0.0.1' });
  return { target: 'node', close: () => server.close() };
}
