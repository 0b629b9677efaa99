/**
 * The dev server's live reload around the static site (build/dev/live-reload.ts): a page is asked for
 * whole and uncompressed, so its script can be added; any other file is asked as the browser asked,
 * so a stylesheet or script the tab holds is answered 304 rather than sent again.
 */
import { expect, it } from 'vitest';
import { createLiveReload, type StaticSite, withDevParts } from '../../../build/dev/live-reload';

const asked: Request[] = [];
const site: StaticSite = {
  async handle(request) {
    asked.push(request);
    const { pathname } = new URL(request.url);
    if (request.headers.get('if-none-match') === '"v1"') return new Response(null, { status: 304 });
    const html = pathname.endsWith('/') || pathname.endsWith('.html');
    return new Response(html ? '<html><body><h1>Page</h1></body></html>' : 'body{}', {
      headers: { 'Content-Type': html ? 'text/html; charset=utf-8' : 'text/css', ETag: '"v1"' },
    });
  },
  reload: async () => {},
};
const live = createLiveReload().decorate(site);
const browserAsks = (path: string) =>
  live.handle(
    new Request(`http://localhost:8080${path}`, { headers: { 'If-None-Match': '"v1"', 'Accept-Encoding': 'br' } }),
  );

it('answers a file the tab holds with 304, as the site does', async () => {
  const response = await browserAsks('/assets/site.css');
  expect(response.status).toBe(304);
  expect(asked.at(-1)!.headers.get('accept-encoding')).toBe('br');
});

it('asks for a page whole and uncompressed, and adds its live-reload script', async () => {
  for (const path of ['/about/', '/404.html']) {
    const response = await browserAsks(path);
    expect(response.status).toBe(200);
    expect(asked.at(-1)!.headers.get('if-none-match')).toBeNull();
    expect(asked.at(-1)!.headers.get('accept-encoding')).toBeNull();
    expect(await response.text()).toBe(withDevParts('<html><body><h1>Page</h1></body></html>', []));
  }
});
