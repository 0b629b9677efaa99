/**
 * npm run dev serves before its first build is done: a page, asset or card the build has not written
 * yet is made on demand by the running update (build/stages/run.ts, OnDemand), with the bytes the build
 * will write. Anything else, and everything once the update is done, is the output folder's.
 */
import { getMimeType } from 'hono/utils/mime';
import type { StaticSite } from './live-reload';
import type { DevSession } from './session';

export function onDemand(site: StaticSite, session: Pick<DevSession, 'onDemand'>): StaticSite {
  return {
    reload: (changed) => site.reload(changed),
    async handle(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return site.handle(request);
      const running = await session.onDemand();
      if (!running) return site.handle(request);
      const { pathname } = new URL(request.url);
      const page = pathname.endsWith('/') ? running.page(decodeURIComponent(pathname)) : undefined;
      if (page !== undefined) return made(page, 'text/html; charset=utf-8');
      const asset = await running.asset(decodeURIComponent(pathname).slice(1));
      if (asset !== undefined) return made(asset, getMimeType(pathname) ?? 'application/octet-stream');
      return site.handle(request);
    },
  };
}

const made = (body: string | Uint8Array, type: string) =>
  new Response(body as string | Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': type, 'Cache-Control': 'no-store' },
  });
