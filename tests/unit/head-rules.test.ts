/** Every built page follows the head rules of spec 000 section 2; the sitemap lists exactly the indexable pages. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { htmlFiles, routeOf } from './helpers/dist';

const SITE_URL = 'https://www.vitalis.example';
const brand = (parse(readFileSync('data/site.yaml', 'utf8')) as { brand: string }).brand;

interface Page {
  file: string;
  route: string;
  $: ReturnType<typeof load>;
}

let pages: Page[] = [];
let distDir = '';
beforeAll(() => {
  distDir = inject('distDir');
  pages = htmlFiles(distDir).map((file) => ({ file, route: routeOf(file), $: load(readFileSync(path.join(distDir, file), 'utf8')) }));
});

const meta = (p: Page, key: string) => p.$(`meta[name="${key}"], meta[property="${key}"]`).attr('content');
const isNotFound = (p: Page) => p.file.endsWith('404.html');

describe('head rules on every page', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(12);
    expect(pages.map((p) => p.route)).toEqual(expect.arrayContaining(['/', '/about/', '/services/', '/services/local-seo/', '/terms/', '/privacy/', '/404.html', '/services/404.html']));
  });

  it('has the language, a title "{page} - {brand}", one h1 and a description', () => {
    for (const p of pages) {
      expect(p.$('html').attr('lang'), p.file).toBe('en-US');
      expect(p.$('title').text(), p.file).toMatch(new RegExp(`^\\S.* - ${brand}$`));
      expect(p.$('h1').length, p.file).toBe(1);
      expect(meta(p, 'description')?.length ?? 0, p.file).toBeGreaterThan(isNotFound(p) ? 10 : 50);
    }
  });

  it('has robots, canonical and alternate-language links in the one canonical (trailing-slash) form', () => {
    for (const p of pages) {
      if (isNotFound(p)) {
        expect(meta(p, 'robots'), p.file).toBe('noindex,nofollow');
        expect(p.$('link[rel="canonical"]').length, p.file).toBe(0);
        expect(meta(p, 'og:url'), p.file).toBeUndefined();
        continue;
      }
      expect(meta(p, 'robots'), p.file).toBe('index,follow');
      const canonical = `${SITE_URL}${p.route}`;
      expect(canonical.endsWith('/')).toBe(true);
      expect(p.$('link[rel="canonical"]').attr('href'), p.file).toBe(canonical);
      expect(p.$('link[rel="alternate"][hreflang="en-US"]').attr('href'), p.file).toBe(canonical);
      expect(p.$('link[rel="alternate"][hreflang="x-default"]').attr('href'), p.file).toBe(canonical);
      expect(meta(p, 'og:url'), p.file).toBe(canonical);
    }
  });

  it('has Open Graph and Twitter card tags', () => {
    for (const p of pages) {
      const title = p.$('title').text();
      expect(meta(p, 'og:title'), p.file).toBe(title);
      expect(meta(p, 'og:description'), p.file).toBe(meta(p, 'description'));
      expect(meta(p, 'og:type'), p.file).toMatch(/^(website|article)$/);
      expect(meta(p, 'og:image'), p.file).toBe(`${SITE_URL}/og-default.png`);
      expect(meta(p, 'twitter:card'), p.file).toBe('summary_large_image');
      expect(meta(p, 'twitter:title'), p.file).toBe(title);
      expect(meta(p, 'twitter:image'), p.file).toBe(`${SITE_URL}/og-default.png`);
    }
  });

  it('links the icons, manifest and theme colour', () => {
    for (const p of pages) {
      expect(p.$('link[rel="icon"][href="/favicon.svg"]').length, p.file).toBe(1);
      expect(p.$('link[rel="icon"][href="/favicon.ico"]').length, p.file).toBe(1);
      expect(p.$('link[rel="apple-touch-icon"]').attr('href'), p.file).toBe('/apple-touch-icon.png');
      expect(p.$('link[rel="manifest"]').attr('href'), p.file).toBe('/site.webmanifest');
      expect(meta(p, 'theme-color'), p.file).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('gives no two indexable pages the same title', () => {
    const titles = pages.filter((p) => !isNotFound(p)).map((p) => p.$('title').text());
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('sitemap.xml', () => {
  it('lists every indexable page and nothing else, at canonical URLs', () => {
    const xml = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    const indexable = pages.filter((p) => meta(p, 'robots') === 'index,follow').map((p) => `${SITE_URL}${p.route}`).sort();
    expect(listed).toEqual(indexable);
  });

  it('is named in robots.txt', () => {
    expect(readFileSync(path.join(distDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
