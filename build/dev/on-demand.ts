/**
 * npm run dev serves before its first build is done. A page the output folder holds from the last run
 * is served as it is, at once (the update then brings an open tab up to date if it changed); a page,
 * asset or card the folder lacks is made on demand by the running update (build/stages/run.ts,
 * OnDemand), with the bytes the build will write. Everything else, and everything once the update is
 * done, is the output folder's.
 */
import { getMimeType } from 'hono/utils/mime';
import type { StaticSite } from './live-reload';
import type { DevSession } from './session';

export function onDemand(site: StaticSite, session: Pick<DevSession, 'onDemand'>): StaticSite {
  return {
    reload: (changed) => site.reload(changed),
    async handle(request) {
      const kept = await site.handle(request);
      if (kept.status !== 404 || (request.method !== 'GET' && request.method !== 'HEAD')) return kept;
      const running = await session.onDemand();
      if (!running) return kept;
      const { pathname } = new URL(request.url);
      const page = pathname.endsWith('/') ? running.page(decodeURIComponent(pathname)) : undefined;
      if (page !== undefined) return made(page, 'text/html; charset=utf-8');
      const asset = await running.asset(decodeURIComponent(pathname).slice(1));
      if (asset !== undefined) return made(asset, getMimeType(pathname) ?? 'application/octet-stream');
      return kept;
    },
  };
}

const made = (body: string | Uint8Array, type: string) =>
  new Response(body as string | Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': type, 'Cache-Control': 'no-store' },
  });
