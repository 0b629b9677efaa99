/**
 * Fuzzing the static server with hostile paths (encoded slashes and backslashes, CR/LF, NUL, dot
 * segments, overlong and invalid percent-encoding, non-ASCII), GET and HEAD: never a 5xx, never a
 * Location off the site, and HEAD always answered with its GET's status and headers. Requests go
 * through the app, no socket, on the real dist/ and on a small one whose rules build targets from the
 * path (a splat that becomes the whole target is the dangerous kind).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app';
import { createStaticSite } from '../../server/static-site';

const ORIGIN = 'http://localhost';
// fast-check draws a new seed each run, so the inputs tried add up over CI runs.
const RUNS = 1500;

const pieces = [
  '/',
  '//',
  '///',
  '\\',
  '\\\\',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '%0d',
  '%0a',
  '%0d%0a',
  '%00',
  '%09',
  '%20',
  '\t',
  ' ',
  '.',
  '..',
  '%2e',
  '%2e%2e',
  '.%2e',
  '...',
  'index.html',
  '404.html',
  'index',
  '_headers',
  '_redirects',
  'evil.com',
  '@evil.com',
  'http:',
  'https:',
  ':',
  ';',
  '?',
  '?a=1',
  '#x',
  '&',
  '$&',
  '$$',
  '%',
  '%z',
  '%zz',
  '%c3',
  '%c3%28',
  '%e2%82',
  '%ff',
  '%ed%a0%80',
  'é',
  '文档',
  '💥',
  '\u2028',
  '\ufeff',
  'services',
  'local-seo',
  'about',
  'pricing',
  'our-story',
  'assets',
  'blog',
  'old',
  'p',
  'x',
];
const segment = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...pieces) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom('a', '%2f', '../').map((s) => s.repeat(300)) },
);
const hostilePath = fc.array(segment, { maxLength: 12 }).map((parts) => `/${parts.join('')}`);
const requestInit = fc.record({
  acceptEncoding: fc.constantFrom(
    undefined,
    'br',
    'gzip',
    'deflate',
    'gzip, deflate, br',
    '*',
    'identity',
    'br;q=0, gzip;q=0.5',
    'x;q=bad',
  ),
  ifNoneMatch: fc.constantFrom(undefined, '*', '"x"', 'W/"x"', '\u00e9'),
});

/** A request for this path, or undefined when the URL itself cannot be formed. */
function requestFor(
  p: string,
  method: string,
  init: { acceptEncoding?: string; ifNoneMatch?: string },
): Request | undefined {
  const headers = new Headers();
  try {
    if (init.acceptEncoding) headers.set('Accept-Encoding', init.acceptEncoding);
    if (init.ifNoneMatch) headers.set('If-None-Match', init.ifNoneMatch);
    return new Request(`${ORIGIN}${p}`, { method, headers });
  } catch {
    return undefined;
  }
}

/** Where a browser would go: '//evil.com/' is evil.com; '//' alone is no URL at all, so not this site either. */
function originOf(location: string): string {
  try {
    return new URL(location, ORIGIN).origin;
  } catch {
    return `not a URL: ${location}`;
  }
}

function checkProperties(app: () => ReturnType<typeof createApp>) {
  return fc.asyncProperty(hostilePath, requestInit, async (p, init) => {
    const get = requestFor(p, 'GET', init);
    const head = requestFor(p, 'HEAD', init);
    fc.pre(get !== undefined && head !== undefined);
    const getRes = await app().fetch(get!);
    const headRes = await app().fetch(head!);
    expect(getRes.status, p).toBeLessThan(500);
    const location = getRes.headers.get('location');
    if (location !== null) expect(originOf(location), `${p} -> ${location}`).toBe(ORIGIN);
    expect(headRes.status, p).toBe(getRes.status);
    expect(Object.fromEntries(headRes.headers), p).toEqual(Object.fromEntries(getRes.headers));
    expect((await headRes.arrayBuffer()).byteLength, p).toBe(0);
    await getRes.arrayBuffer();
  });
}

describe('the static server under hostile paths', () => {
  let real: ReturnType<typeof createApp>;
  let small: ReturnType<typeof createApp>;
  let root: string;

  beforeAll(async () => {
    real = createApp({ site: await createStaticSite(inject('distDir')) });
    root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-fuzz-'));
    const dist = path.join(root, 'dist');
    const file = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
      writeFileSync(path.join(dist, rel), text);
    };
    writeFileSync(path.join(root, 'secret.txt'), 'outside dist');
    file('index.html', 'home');
    file('about/index.html', 'about'.repeat(500));
    file('404.html', 'not found');
    file(
      '_redirects',
      ['/old/*  /new/:splat  301', '/blog/*  /:splat  301', '/p/:name  /team/:name/  302', '/x/*  /about/  200'].join(
        '\n',
      ),
    );
    file('_headers', '/*\n  X-Frame-Options: DENY\n');
    small = createApp({ site: await createStaticSite(dist) });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(`answers ${RUNS} hostile GET and HEAD requests on the built site: no 5xx, no Location off the site, HEAD like GET`, async () => {
    await fc.assert(
      checkProperties(() => real),
      { numRuns: RUNS },
    );
  }, 300_000);

  it(`answers ${RUNS} hostile requests where rules build the target from the path, '/blog/* -> /:splat' included`, async () => {
    await fc.assert(
      checkProperties(() => small),
      { numRuns: RUNS },
    );
    // The splat that is the whole target cannot make a protocol-relative Location.
    const res = await small.request(`${ORIGIN}/blog//evil.com/`);
    expect([res.status, res.headers.get('location')]).toEqual([301, '/evil.com/']);
  }, 300_000);
});
