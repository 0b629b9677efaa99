/**
 * dist/ on Cloudflare's static assets (wrangler.toml: 404-page, force-trailing-slash, _redirects and
 * _headers) answers as the Node server's static host does (server/static-site.ts), path for path:
 * status, redirect target, the section's not-found page and the headers _headers sets. The one
 * difference is Cloudflare's own: its trailing-slash redirect is a 307 where ours is a 308.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createStaticSite, type StaticSite } from '../../server/static-site';
import { type WorkerApiApp, workerApp } from './worker-app';

let edge: WorkerApiApp;
let node: StaticSite;
beforeAll(async () => {
  const distDir = inject('distDir');
  edge = workerApp({ assetsDir: distDir });
  node = await createStaticSite(distDir);
});
afterAll(() => edge.close());

const PATHS = [
  '/',
  '/about/',
  '/services/',
  '/our-story', // _redirects: 301 to /about/
  '/pricing',
  '/careers/no-such-job/', // _redirects: unknown position to the careers page (302)
  '/services/no-such-service/', // the section's own 404.html, status 404
  '/industries/medical-spas/no-such-brand/',
  '/no-such-page/', // the site's 404.html
  '/sitemap.xml',
  '/robots.txt',
];

async function answer(res: Response) {
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    location: res.headers.get('location')?.replace(/^https?:\/\/[^/]+/, ''),
    type: type.split(';')[0],
    csp: res.headers.get('content-security-policy'),
    frame: res.headers.get('x-frame-options'),
    title: type.startsWith('text/html') ? /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] : undefined,
  };
}

it.each(PATHS)('%s answers the same from Cloudflare static assets as from the Node server', async (path) => {
  const fromEdge = await answer(await edge.request(path, { redirect: 'manual' }));
  const fromNode = await answer(await node.handle(new Request(`http://localhost${path}`)));
  expect(fromEdge).toEqual(fromNode);
});

it('/about is sent to /about/ by both, Cloudflare with its fixed 307 and the Node server with 308', async () => {
  const fromEdge = await edge.request('/about', { redirect: 'manual' });
  const fromNode = await node.handle(new Request('http://localhost/about'));
  expect([fromEdge.status, fromNode.status]).toEqual([307, 308]);
  expect(fromEdge.headers.get('location')?.replace(/^https?:\/\/[^/]+/, '')).toBe('/about/');
  expect(fromNode.headers.get('location')?.replace(/^https?:\/\/[^/]+/, '')).toBe('/about/');
});

it('hashed assets are cached for a year, and _redirects and _headers are never served', async () => {
  const html = await (await edge.request('/contact/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  expect((await edge.request(script!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const file of ['/_redirects', '/_headers'])
    expect((await edge.request(file, { redirect: 'manual' })).status).toBe(
      (await node.handle(new Request(`http://localhost${file}`))).status,
    );
});

it("the podcast cover's pictures have the image types Cloudflare gives them", async () => {
  const html = await (await edge.request('/podcast/')).text();
  const files = [...html.matchAll(/(\/assets\/images\/[^" ,]+\.(avif|webp|jpe?g))/g)].map((m) => m[1]!);
  expect(new Set(files.map((f) => f.split('.').pop()))).toEqual(new Set(['avif', 'webp', 'jpg']));
  for (const file of files) {
    const fromEdge = (await edge.request(file)).headers.get('content-type');
    const fromNode = (await node.handle(new Request(`http://localhost${file}`))).headers.get('content-type');
    expect([file, fromNode]).toEqual([file, fromEdge]);
    expect(fromNode).toMatch(/^image\//);
  }
});
