import { describe, expect, it } from 'vitest';
import {
  applyPlaceholders,
  cloudflareRedirects,
  compilePattern,
  firstMatch,
  headersFor,
  parseHeaders,
  parseRedirects,
} from '../../lib/host-rules';

describe('_redirects', () => {
  it("default status: a line without one is Cloudflare's 302, not 301; comments are skipped", () => {
    const rules = parseRedirects('# c\n/a  /b\n/old/*  /new/:splat  302\n/services/*  /services/404.html  404\n');
    expect(rules.map((r) => [r.from, r.to, r.status])).toEqual([
      ['/a', '/b', 302],
      ['/old/*', '/new/:splat', 302],
      ['/services/*', '/services/404.html', 404],
    ]);
  });

  it('matches splats and placeholders and fills them into the target', () => {
    const splat = compilePattern('/blog/*');
    expect(applyPlaceholders('/articles/:splat', splat('/blog/2024/post/')!)).toBe('/articles/2024/post/');
    const named = compilePattern('/team/:name/bio');
    expect(named('/team/juno/bio')).toEqual({ name: 'juno' });
    expect(named('/team/juno/x/bio')).toBeUndefined();
    expect(compilePattern('/a.b')('/aXb')).toBeUndefined();
  });

  it("a '$' in a placeholder's value is inserted as written", () => {
    expect(applyPlaceholders('/to/:splat', { splat: "R$&D-$$-$'" })).toBe("/to/R$&D-$$-$'");
  });

  it('Cloudflare takes exact paths before splats and ignores 404 lines; first-match takes the first line', () => {
    const rules = parseRedirects(
      '/blog/*  /articles/:splat  301\n/blog/old-post  /new-post/  301\n/x/*  /x/404.html  404\n',
    );
    const cloudflare = cloudflareRedirects(rules);
    expect(cloudflare('/blog/old-post')?.rule.to).toBe('/new-post/');
    expect(firstMatch(rules, '/blog/old-post')?.rule.to).toBe('/articles/:splat');
    expect(cloudflare('/x/y')).toBeUndefined();
    expect(firstMatch(rules, '/x/y')?.rule.status).toBe(404);
  });
});

describe('_headers', () => {
  it('merges every matching rule, joining repeated headers as Cloudflare does', () => {
    const rules = parseHeaders('/*\n  X-A: 1\n  X-B: one\n/assets/*\n  X-B: two\n  Cache-Control: immutable\n');
    const asset = headersFor(rules, '/assets/x.css');
    expect(asset.get('x-a')).toBe('1');
    expect(asset.get('x-b')).toBe('one, two');
    expect(asset.get('cache-control')).toBe('immutable');
    expect(headersFor(rules, '/about/').get('cache-control')).toBeNull();
  });
});
