/**
 * npm run dev answers before the generator has loaded. Until then a GET for what the output folder holds
 * from the last run is answered from it, with live reload's parts, as the whole dev site answers it (the
 * editor takes only /admin/, and made-on-demand pages only what the folder lacks); every other request
 * waits for the whole dev site. A restart serves the page a person opens while the generator still loads.
 */
import type { LiveReload, StaticSite } from './live-reload';

export interface EarlySite extends StaticSite {
  /** Hands every request from now on, and those waiting, to the whole dev site: `wrap` of the output folder's. */
  complete(wrap: (site: StaticSite) => StaticSite): void;
}

export function earlySite(site: StaticSite, live: Pick<LiveReload, 'decorate'>): EarlySite {
  const kept = live.decorate(site);
  let whole: StaticSite | undefined;
  let completed: (site: StaticSite) => void = () => {};
  const ready = new Promise<StaticSite>((resolve) => {
    completed = resolve;
  });
  return {
    complete(wrap) {
      whole = wrap(site);
      completed(whole);
    },
    reload: (changed) => site.reload(changed),
    async handle(request) {
      if (whole) return whole.handle(request);
      const { pathname } = new URL(request.url);
      if ((request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/admin')) {
        const response = await kept.handle(request);
        if (response.status !== 404) return response;
      }
      return (await ready).handle(request);
    },
  };
}
