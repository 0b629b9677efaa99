/**
 * The static server on a small dist/: _redirects features the real site does not use yet (splats,
 * placeholders, 200 rewrites), and regression tests, each named after its defect.
 * Requests go through the whole app (compression included), as the server answers them.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { createApp as CreateApp } from '../../server/app';
import { BEST_BROTLI_UP_TO } from '../../server/encoded-files';
import { MAX_PATH_LENGTH } from '../../server/static-site';

// Counted, to show a long path costs the file checks of a short one.
// Walks of dist/ are counted too, to show a rebuild of one page does not walk it.
const fsCalls = vi.hoisted(() => ({ stat: 0, readdir: 0 }));
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>();
  return {
    ...fs,
    stat: (...args: Parameters<typeof fs.stat>) => {
      fsCalls.stat++;
      return fs.stat(...args);
    },
    readdir: (...args: Parameters<typeof fs.readdir>) => {
      fsCalls.readdir++;
      return fs.readdir(...args);
    },
  };
});

let root: string;
let dist: string;
let app: ReturnType<typeof CreateApp>;
const get = (p: string, init?: RequestInit) => app.request(`http://localhost${p}`, init);
const ABOUT = `<!DOCTYPE html><title>About</title>${'<p>About us, R$&amp;D and $$ included.</p>'.repeat(200)}`;
/** A script larger than BEST_BROTLI_UP_TO, as the content editor's is. */
const LARGE_SCRIPT = Array.from({ length: 12_000 }, (_, i) => `export const value${i} = ${(i * 7919) % 10007};`).join(
  '\n',
);

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-static-'));
  dist = path.join(root, 'dist');
  const file = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    writeFileSync(path.join(dist, rel), text);
  };
  writeFileSync(path.join(root, 'secret.txt'), 'outside dist');
  file('index.html', 'home');
  file('about/index.html', ABOUT);
  file('docs/index.html', 'docs');
  file('docs/intro/index.html', 'intro');
  file('docs/404.html', 'docs not found');
  file('404.html', 'site not found');
  file('app/index.html', 'app shell');
  file('文档/index.html', 'docs in Chinese');
  file(
    '_redirects',
    [
      '/our-story  /about/  301',
      '/pricing  /services/  301',
      '/docs/intro/  /elsewhere/  301',
      '/bare  /about/',
      '/old-docs/*  /docs/:splat  301',
      '/people/:name  /team/:name/  302',
      '/app/*  /app/  200',
      '/docs/*  /docs/404.html  404',
    ].join('\n'),
  );
  file('_headers', '/docs/*\n  X-Section: docs\n');
  file('assets/editor.js', LARGE_SCRIPT);
  // Imported afresh, so the counted stat above is the one they call even when another test file loaded them.
  vi.resetModules();
  const { createApp } = await import('../../server/app');
  const { createStaticSite } = await import('../../server/static-site');
  app = createApp({ site: await createStaticSite(dist) });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A Location stays on the site when it resolves to this origin; '//evil.com/' resolves to evil.com. */
const onSite = (location: string | null) =>
  location === null || new URL(location, 'http://localhost').origin === 'http://localhost';

describe('_redirects and the file system, as Cloudflare Pages answers', () => {
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
    expect([inSection.status, await inSection.text(), inSection.headers.get('x-section')]).toEqual([
      404,
      'docs not found',
      'docs',
    ]);
    const elsewhere = await get('/nothing/here');
    expect([elsewhere.status, await elsewhere.text()]).toEqual([404, 'site not found']);
  });
});

describe('regressions: redirects, paths and answers', () => {
  it('open redirect: //evil.com/index.html and its encoded forms get a 4xx and no Location off the site', async () => {
    for (const p of [
      '//evil.com/index.html',
      '/%2Fevil.com/index.html',
      '/%5Cevil.com/index.html',
      '/%2f%2fevil.com/index.html',
      '/\\evil.com/index.html',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
      expect(onSite(res.headers.get('location')), `${p} -> ${res.headers.get('location')}`).toBe(true);
    }
  });

  it('open redirect: a redirect built from a path with leading slashes collapses them', async () => {
    for (const [p, location] of [
      ['//docs/index.html', '/docs/'],
      ['//docs', '/docs/'],
      ['/%2Fdocs/index.html', '/docs/'],
    ] as const) {
      const res = await get(p);
      expect([res.status, res.headers.get('location')], p).toEqual([308, location]);
    }
  });

  it('CR/LF in the path: /x%0d%0aSet-Cookie:%20a=1/index.html is not a 500 and sets no cookie', async () => {
    for (const p of [
      '/x%0d%0aSet-Cookie:%20a=1/index.html',
      '/docs%0d%0aSet-Cookie:%20a=1',
      '/old-docs/%0d%0aSet-Cookie:%20a=1',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBeLessThan(500);
      expect(res.headers.get('set-cookie'), p).toBeNull();
      expect(res.headers.get('location') ?? '', p).not.toMatch(/[\r\n]/);
    }
  });

  it('non-ASCII in a redirect built from the path: the Location is percent-encoded, not a 500', async () => {
    const res = await get('/%E6%96%87%E6%A1%A3');
    expect([res.status, res.headers.get('location')]).toEqual([308, '/%E6%96%87%E6%A1%A3/']);
  });

  it('config files: /_headers and /_redirects are never served, as on Cloudflare Pages', async () => {
    for (const p of ['/_headers', '/_redirects']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toBe('site not found');
    }
  });

  it('redirects keep the query string, as Cloudflare does', async () => {
    expect((await get('/our-story?utm_source=mail')).headers.get('location')).toBe('/about/?utm_source=mail');
    expect((await get('/old-docs/intro/?a=1&b=2')).headers.get('location')).toBe('/docs/intro/?a=1&b=2');
  });

  it('a /pricing rule does not match /pricing/, as on Cloudflare', async () => {
    expect((await get('/pricing')).status).toBe(301);
    const slash = await get('/pricing/');
    expect([slash.status, slash.headers.get('location')]).toEqual([404, null]);
  });

  it("a rule without a status answers 302, Cloudflare's default", async () => {
    const res = await get('/bare');
    expect([res.status, res.headers.get('location')]).toEqual([302, '/about/']);
  });

  it('rules match the raw path, as Cloudflare does, not the decoded one', async () => {
    expect((await get('/our%2Dstory')).status).toBe(404);
    expect((await get('/old-docs/a%2Fb')).headers.get('location')).toBe('/docs/a%2Fb');
  });

  it('path traversal: encoded dot segments and slashes never read a file outside dist/', async () => {
    for (const p of [
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/docs/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%5csecret.txt',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
      expect(await res.text(), p).not.toContain('outside dist');
    }
  });

  it('HTML has no validator: pages carry an ETag and If-None-Match gets a 304', async () => {
    const first = await get('/about/');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/about/', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await get('/about/', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
  });

  it('HEAD is answered like its GET: same status and headers, content-encoding included, no body', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const init = { headers: { 'Accept-Encoding': encoding } };
      const getRes = await get('/about/', init);
      const headRes = await get('/about/', { ...init, method: 'HEAD' });
      expect(headRes.status).toBe(getRes.status);
      expect(Object.fromEntries(headRes.headers), encoding).toEqual(Object.fromEntries(getRes.headers));
      expect(await headRes.text()).toBe('');
    }
  });

  it('only gzip: brotli is offered too, with Vary: Accept-Encoding, and both decode to the file', async () => {
    const br = await get('/about/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const gzip = await get('/about/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const zlib = await import('node:zlib');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(ABOUT);
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(ABOUT);
    const identity = await get('/about/', { headers: { 'Accept-Encoding': 'identity' } });
    expect([identity.headers.get('content-encoding'), await identity.text()]).toEqual([null, ABOUT]);
    // Each representation has its own validator.
    expect(new Set([br, gzip, identity].map((r) => r.headers.get('etag'))).size).toBe(3);
  });

  it("brotli at its best quality for a file up to 256 KB, at CDNs' quality 5 above: a first request does not wait seconds", async () => {
    const zlib = await import('node:zlib');
    const brotli = (text: string, quality: number) =>
      zlib.brotliCompressSync(text, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
      });
    expect(LARGE_SCRIPT.length).toBeGreaterThan(BEST_BROTLI_UP_TO);
    const body = async (p: string) =>
      Buffer.from(await (await get(p, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer());
    expect(await body('/assets/editor.js')).toEqual(brotli(LARGE_SCRIPT, 5));
    expect(await body('/about/')).toEqual(brotli(ABOUT, 11));
  });
});

describe('regressions: long paths and host files', () => {
  const statsFor = async (p: string) => {
    const before = fsCalls.stat;
    const res = await get(p);
    return { status: res.status, body: await res.text(), stats: fsCalls.stat - before };
  };

  it('a long path costs seconds of CPU: a path of a thousand segments makes the file checks of a short one', async () => {
    const short = await statsFor('/a/b/');
    const long = await statsFor('/a'.repeat(1000));
    expect([long.status, long.body]).toEqual([404, 'site not found']);
    expect(long.stats).toBeLessThanOrEqual(short.stats + 1);
    // The nearest 404 page is still found below the root.
    expect(await statsFor(`/docs${'/a'.repeat(500)}`)).toMatchObject({ status: 404, body: 'docs not found' });
  });

  it('a long path costs seconds of CPU: a path longer than any page address is refused at once with 414', async () => {
    const absurd = await statsFor('/a'.repeat(MAX_PATH_LENGTH));
    expect(absurd.status).toBe(414);
    expect(absurd.stats).toBeLessThan((await statsFor('/a/b/')).stats);
  });

  it('host files served through a doubled or encoded slash: //_redirects, ///_redirects and /%2F_headers are not served', async () => {
    for (const p of [
      '//_redirects',
      '///_redirects',
      '/%2F_headers',
      '//_headers',
      '/%2f_redirects',
      '/docs/..%2F_redirects',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(await res.text(), p).not.toMatch(/our-story|X-Section/);
    }
  });
});

describe('after a rebuild in place (npm run dev)', () => {
  it('reads again the files the rebuild names, and walks dist/ only for a not-found page', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-static-reload-'));
    try {
      const page = path.join(dir, 'index.html');
      writeFileSync(page, 'one');
      writeFileSync(path.join(dir, '_redirects'), '/a  /  301\n');
      const { createStaticSite } = await import('../../server/static-site');
      const site = await createStaticSite(dir);
      const get = (p: string) => site.handle(new Request(`http://localhost${p}`));
      expect(await (await get('/')).text()).toBe('one');
      // Rewritten at the same size and time: only the rebuild's list says it changed.
      const { mtime } = statSync(page);
      writeFileSync(page, 'two');
      utimesSync(page, mtime, mtime);
      const walks = fsCalls.readdir;
      await site.reload(['index.html']);
      expect(await (await get('/')).text()).toBe('two');
      expect(fsCalls.readdir).toBe(walks);
      mkdirSync(path.join(dir, 'sub'));
      writeFileSync(path.join(dir, 'sub/404.html'), 'sub not found');
      writeFileSync(path.join(dir, '_redirects'), '/a  /  301\n/b  /  302\n');
      await site.reload(['sub/404.html', '_redirects']);
      expect(fsCalls.readdir).toBe(walks + 1);
      expect(await (await get('/sub/x')).text()).toBe('sub not found');
      expect((await get('/b')).status).toBe(302);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
