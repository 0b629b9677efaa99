/**
 * dist/_redirects must mean the same on every host. Cloudflare takes exact paths before splats and
 * placeholders and ignores 404 lines (it serves the nearest 404.html); Netlify and the local server take
 * the first line that matches. Read both ways, every rule's source path must get the same answer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { renderRedirects } from '../../build/emit/redirects';
import type { Route } from '../../build/routes';
import {
  applyPlaceholders,
  cloudflareRedirects,
  firstMatch,
  parseRedirects,
  type RedirectMatch,
} from '../../lib/host-rules';

/** Request paths a rule's source stands for: each splat and placeholder filled in a few ways. */
function samplePaths(from: string): string[] {
  const fills = ['', 'x', 'old-post', 'a/b/c'];
  return [...new Set(fills.map((fill) => from.replace(/\*/g, fill).replace(/:[A-Za-z]\w*/g, fill || 'x')))];
}

function describeMatch(match: RedirectMatch | undefined, notFoundPage: string): string {
  if (!match || match.rule.status === 404)
    return `404 ${match ? applyPlaceholders(match.rule.to, match.params) : notFoundPage}`;
  return `${match.rule.status} ${applyPlaceholders(match.rule.to, match.params)}`;
}

/** For each source path, the answer in Cloudflare's order and in first-match order. */
function answersBothWays(text: string, notFoundPages: string[]) {
  const rules = parseRedirects(text);
  const cloudflare = cloudflareRedirects(rules);
  // Cloudflare's nearest 404.html; Netlify needs the 404 line for it, or falls back to /404.html.
  const nearest = (p: string) =>
    notFoundPages
      .filter((page) => p.startsWith(page.replace(/404\.html$/, '')))
      .sort((a, b) => b.length - a.length)[0] ?? '';
  const paths = new Set(rules.flatMap((rule) => samplePaths(rule.from)));
  return [...paths].map((p) => ({
    path: p,
    cloudflare: describeMatch(cloudflare(p), nearest(p)),
    firstMatch: describeMatch(firstMatch(rules, p), '/404.html'),
  }));
}

function disagreements(text: string, notFoundPages: string[]) {
  return answersBothWays(text, notFoundPages).filter((a) => a.cloudflare !== a.firstMatch);
}

const route = (p: string, status: 200 | 404 = 200) => ({ path: p, status }) as Route;

describe("dist/_redirects read in Cloudflare's order and in first-match order", () => {
  it('gives the same answer for every rule of the built site', () => {
    const dist = inject('distDir');
    const notFoundPages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('404.html'))
      .map((f) => `/${f.split(path.sep).join('/')}`);
    const text = readFileSync(path.join(dist, '_redirects'), 'utf8');
    expect(parseRedirects(text).length).toBeGreaterThan(0);
    expect(disagreements(text, notFoundPages)).toEqual([]);
  });

  it('gives the same answer when data/redirects.yaml mixes exact paths and splats in any order', () => {
    const text = renderRedirects(
      [
        { from: '/blog/*', to: '/articles/:splat', status: 301 },
        { from: '/blog/old-post', to: '/new-post/', status: 301 },
        { from: '/team/:name', to: '/about/#:name', status: 302 },
        { from: '/a-old', to: '/about/', status: 308 },
      ],
      [route('/'), route('/about/'), route('/404.html', 404), route('/services/404.html', 404)],
    );
    expect(text.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([
      '/a-old  /about/  308',
      '/blog/old-post  /new-post/  301',
      '/blog/*  /articles/:splat  301',
      '/team/:name  /about/#:name  302',
      '/services/*  /services/404.html  404',
    ]);
    expect(disagreements(text, ['/404.html', '/services/404.html'])).toEqual([]);
  });

  it('writes every status explicitly, since hosts disagree on the default', () => {
    const text = readFileSync(path.join(inject('distDir'), '_redirects'), 'utf8');
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#')))
      expect(line.split(/\s+/), line).toHaveLength(3);
  });

  it('can tell a file that hosts read differently (the alphabetical order the build used to write)', () => {
    const alphabetical = '/blog/*  /articles/:splat  301\n/blog/old-post  /new-post/  301\n';
    expect(disagreements(alphabetical, ['/404.html'])).toEqual([
      { path: '/blog/old-post', cloudflare: '301 /new-post/', firstMatch: '301 /articles/old-post' },
    ]);
  });
});
