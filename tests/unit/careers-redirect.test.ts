/**
 * An unknown job id ends at /careers/ on every host, and the rule that sends it
 * there hides no real careers page: under the local server, and under dist/_redirects read as
 * Cloudflare Pages reads it (exact rules first, even over files) and as Netlify does (top down, a rule
 * applies only where no file exists), and on a host that reads no rules at all (the nearest 404.html).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { renderRedirects, unknownPathRules } from '../../build/emit/redirects';
import type { Route } from '../../build/routes';
import {
  applyPlaceholders,
  cloudflareRedirects,
  firstMatch,
  parseRedirects,
  type RedirectMatch,
  type RedirectRule,
} from '../../lib/host-rules';
import { createStaticSite, type StaticSite } from '../../server/static-site';

const ids = readdirSync('data/careers').map((f) => f.replace(/\.yaml$/, ''));
const pages = ['/careers/', '/careers/thank-you/', ...ids.map((id) => `/careers/${id}/`)];
const UNKNOWN = ['/careers/nope/', '/careers/nope', '/careers/ppc-specialist-2/', '/careers/a/b/', '/careers/404.html'];

let dist: string;
let rules: RedirectRule[];
beforeAll(() => {
  dist = inject('distDir');
  rules = parseRedirects(readFileSync(path.join(dist, '_redirects'), 'utf8'));
});

/** The file a host serves for a path, if any: '/x/' is x/index.html. */
function fileFor(dir: string, p: string): string | undefined {
  const file = path.join(dir, p.endsWith('/') ? `${p}index.html` : p);
  return existsSync(file) && statSync(file).isFile() && !file.endsWith(`${path.sep}404.html`) ? file : undefined;
}

/** Where the browser ends up: redirects followed, and a not-found page's meta refresh too. */
type Answer = { status: number; location?: string; file?: string };
function follow(start: string, answer: (p: string) => Answer): { path: string; file?: string; hops: string[] } {
  const hops: string[] = [];
  let p = start;
  for (let i = 0; i < 6; i++) {
    const a = answer(p);
    hops.push(`${a.status} ${p}`);
    if (a.location) {
      p = new URL(a.location, 'http://h').pathname;
      continue;
    }
    const refresh = a.file && load(readFileSync(a.file, 'utf8'))('meta[http-equiv="refresh"]').attr('content');
    if (refresh) {
      p = /url=(.*)$/.exec(refresh)![1]!;
      continue;
    }
    return { path: p, file: a.file, hops };
  }
  throw new Error(`redirect loop from ${start}: ${hops.join(' -> ')}`);
}

const nearest404 = (p: string) => {
  const segments = p.split('/').filter(Boolean);
  for (let depth = segments.length; depth >= 0; depth--) {
    const file = path.join(dist, ...segments.slice(0, depth), '404.html');
    if (existsSync(file)) return file;
  }
  return undefined;
};

const ruleAnswer = (match: RedirectMatch, serve: (p: string) => Answer): Answer => {
  const to = applyPlaceholders(match.rule.to, match.params);
  if (match.rule.status === 200) return serve(to);
  if (match.rule.status === 404) return { status: 404, file: path.join(dist, to) };
  return { status: match.rule.status, location: to };
};

/** A host's own answer without rules: the file, the slash redirect, or the nearest 404.html. */
const plainHost = (p: string): Answer => {
  const file = fileFor(dist, p);
  if (file) return { status: 200, file };
  if (!p.endsWith('/') && fileFor(dist, `${p}/`)) return { status: 308, location: `${p}/` };
  return { status: 404, file: nearest404(p) };
};

/** Cloudflare Pages: a rule applies even where a file exists; exact rules before patterns; 404 lines ignored. */
let cloudflareMatch: ReturnType<typeof cloudflareRedirects> | undefined;
const cloudflare = (p: string): Answer => {
  cloudflareMatch ??= cloudflareRedirects(rules);
  const match = cloudflareMatch(p);
  return match ? ruleAnswer(match, plainHost) : plainHost(p);
};

/** Netlify: a file wins over a rule that is not forced; otherwise the first matching line. */
const netlify = (p: string): Answer => {
  if (fileFor(dist, p) || (!p.endsWith('/') && fileFor(dist, `${p}/`))) return plainHost(p);
  const match = firstMatch(rules, p);
  return match ? ruleAnswer(match, plainHost) : plainHost(p);
};

describe('unknown job ids end at /careers/', () => {
  const hosts = { cloudflare, netlify, 'a host that reads no rules': plainHost };
  for (const [name, host] of Object.entries(hosts)) {
    it(`under dist/_redirects on ${name}`, () => {
      for (const p of UNKNOWN) expect(follow(p, host).path, p).toBe('/careers/');
      // And every page under /careers/ is still itself.
      for (const p of pages) expect(follow(p, host), p).toMatchObject({ path: p, hops: [`200 ${p}`] });
      for (const id of ids) expect(follow(`/careers/${id}`, host).path).toBe(`/careers/${id}/`);
    });
  }

  it('under the local server, with a real redirect before any page is served', async () => {
    const site: StaticSite = await createStaticSite(dist);
    const local = async (p: string) => {
      const res = await site.handle(new Request(`http://localhost${p}`));
      return { status: res.status, location: res.headers.get('location') ?? undefined };
    };
    expect(await local('/careers/nope/')).toEqual({ status: 302, location: '/careers/' });
    expect(await local('/careers/nope')).toEqual({ status: 308, location: '/careers/nope/' });
    expect(await local('/careers/a/b/')).toEqual({ status: 302, location: '/careers/' });
    for (const p of pages) expect(await local(p), p).toEqual({ status: 200, location: undefined });
    expect(await local('/careers/ppc-specialist')).toEqual({ status: 308, location: '/careers/ppc-specialist/' });
    expect(await local('/careers')).toMatchObject({ status: 308 });
  });
});

describe('the careers rule hides no page on Cloudflare', () => {
  const route = (p: string, status: 200 | 404 = 200) => ({ path: p, status }) as Route;
  const routes = [
    route('/'),
    route('/careers/'),
    route('/careers/a/'),
    route('/careers/thank-you/'),
    route('/careers/404.html', 404),
  ];

  it('puts an exact rule for every careers page before the splat', () => {
    const lines = renderRedirects([], routes, ['/careers/'])
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual([
      '/careers/  /careers/  200',
      '/careers/a/  /careers/a/  200',
      '/careers/thank-you/  /careers/thank-you/  200',
      '/careers/:path  /careers/:path/  308',
      '/careers/*  /careers/  302',
      '/careers/*  /careers/404.html  404',
    ]);
  });

  it('would hide every job page without those exact rules (the reason they exist)', () => {
    const splatOnly = unknownPathRules('/careers/', routes).filter((r) => r.status !== 200);
    const match = cloudflareRedirects(
      parseRedirects(splatOnly.map((r) => `${r.from}  ${r.to}  ${r.status}`).join('\n')),
    );
    expect(match('/careers/a/')?.rule.status).toBe(302);
  });

  it('writes nothing for a site without a careers index page', () => {
    expect(unknownPathRules('/careers/', [route('/'), route('/careers/a/')])).toEqual([]);
  });
});
