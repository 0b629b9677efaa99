/** _redirects features the real site does not use yet (splats, placeholders, 200 rewrites, Netlify 404 rules), on a small dist/. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaticSite, type StaticSite } from '../../server/static-site';

let dist: string;
let site: StaticSite;
const get = (p: string) => site.handle(new Request(`http://localhost${p}`));

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'vitalis-static-'));
  const file = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    writeFileSync(path.join(dist, rel), text);
  };
  file('index.html', 'home');
  file('docs/index.html', 'docs');
  file('docs/intro/index.html', 'intro');
  file('docs/404.html', 'docs not found');
  file('404.html', 'site not found');
  file('app/index.html', 'app shell');
  file(
    '_redirects',
    ['/old-docs/*  /docs/:splat  301', '/people/:name  /team/:name/  302', '/app/*  /app/  200', '/docs/*  /docs/404.html  404', '/docs/intro/  /elsewhere/  301'].join('\n'),
  );
  file('_headers', '/docs/*\n  X-Section: docs\n');
  site = await createStaticSite(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

it('redirects with splats and placeholders', async () => {
  const splat = await get('/old-docs/intro/');
  expect([splat.status, splat.headers.get('location')]).toEqual([301, '/docs/intro/']);
  const named = await get('/people/juno');
  expect([named.status, named.headers.get('location')]).toEqual([302, '/team/juno/']);
});

it('applies a redirect even where a file exists, as Cloudflare does', async () => {
  expect((await get('/docs/intro/')).headers.get('location')).toBe('/elsewhere/');
});

it('serves a 200 rewrite without changing the URL', async () => {
  const res = await get('/app/settings/profile');
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('app shell');
});

it('serves the nearest 404.html with status 404, and _headers for the requested path', async () => {
  const inSection = await get('/docs/missing/');
  expect([inSection.status, await inSection.text(), inSection.headers.get('x-section')]).toEqual([404, 'docs not found', 'docs']);
  const elsewhere = await get('/nothing/here');
  expect([elsewhere.status, await elsewhere.text()]).toEqual([404, 'site not found']);
});
