/**
 * The blog's index pages its articles, 24 a page: /blog/, then /blog/page/2/ and on, newest
 * first, each page with its own title, canonical URL and links to its neighbours, every article on
 * exactly one page. Built in memory from the site's data with generated articles laid over it. And a
 * cached build after edits that move articles between pages and lists keeps only pages that render the
 * same (build's `verify`): the blog's templates note everything they read.
 */
import { load } from 'cheerio';
import { beforeAll, expect, it } from 'vitest';
import { type BuildResult, build } from '../../build/build';
import { diskData, overlayData } from '../../build/content/data-files';
import { memoryWriter } from '../../build/output/writer';
import siteConfig from '../../templates/site';

const data = diskData(siteConfig.dataDir);
const realPosts = data.list().filter((f) => f.startsWith('blog/')).length;
const EXTRA = 50;
const out = memoryWriter();
let paths: string[] = [];
let first: BuildResult;
const articles: Record<string, string> = {};

beforeAll(async () => {
  const write = articles;
  for (let i = 1; i <= EXTRA; i++) {
    const n = String(i).padStart(2, '0');
    write[`blog/generated-article-${n}.md`] = `---
title: Generated Article ${n}
excerpt: One sentence about generated article ${n}, long enough to read as an excerpt on a card.
date: "2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}"
keyTakeaways:
  - The takeaway of generated article ${n}.
implementation:
  - The first step of generated article ${n}.
---

The text of generated article ${n}.
`;
  }
  first = await build({
    site: siteConfig,
    data: overlayData(data, { write }),
    writer: out,
    siteUrl: 'https://www.vitalis.example',
    cards: false,
  });
  paths = first.routes.filter((r) => r.kind === 'blog').map((r) => r.path);
}, 60_000);

const page = (path: string) => load(out.text(`${path.slice(1)}index.html`)!);

it('makes a page for every 24 articles', () => {
  const pages = Math.ceil((realPosts + EXTRA) / 24);
  expect(paths).toEqual(['/blog/', ...Array.from({ length: pages - 1 }, (_, i) => `/blog/page/${i + 2}/`)]);
});

it('gives each page its title, canonical URL and links to the newer and older pages', () => {
  const second = page('/blog/page/2/');
  expect(second('title').text()).toBe(`Aesthetic Marketing Blog, Page 2 of ${paths.length} - Vitalis`);
  expect(second('link[rel="canonical"]').attr('href')).toBe('https://www.vitalis.example/blog/page/2/');
  const links = (p: ReturnType<typeof page>) =>
    p('nav[aria-label="More articles"] a')
      .map((_, a) => `${p(a).attr('rel')} ${p(a).attr('href')}`)
      .get();
  expect(links(page('/blog/'))).toEqual(['next /blog/page/2/']);
  expect(links(second)).toEqual(['prev /blog/', `next /blog/page/3/`]);
  expect(links(page(paths.at(-1)!))).toEqual([`prev ${paths.at(-2)}`]);
});

it('lists every article once, newest first across the pages', () => {
  const listed = paths.flatMap((p) => {
    const $ = page(p);
    return $('#articles-list-title + ul time')
      .map((_, t) => $(t).attr('datetime'))
      .get();
  });
  expect(listed).toHaveLength(realPosts + EXTRA);
  expect(listed).toEqual([...listed].sort().reverse());
});

it('after dates and a body are edited, keeps only pages that render the same, and moves the articles', async () => {
  const text = (rel: string) => articles[rel] ?? Buffer.from(data.read(rel)).toString('utf8');
  const edited = (rel: string, find: string, replace: string) => {
    expect(text(rel)).toContain(find);
    return { [rel]: text(rel).replace(find, replace) };
  };
  const write = {
    ...articles,
    // The oldest real article becomes the newest: every article's related list and every index page change.
    ...edited(
      'blog/how-plastic-surgery-practices-get-more-patient-leads.md',
      'date: "2024-12-15"',
      'date: "2026-01-05"',
    ),
    ...edited('podcast/turning-consult-no-shows-into-booked-treatments.md', 'date: "2025-07-15"', 'date: "2025-10-15"'),
    ...edited('blog/local-seo-for-dental-implant-practices.md', '\n---\n', '\n---\n\nA paragraph more, to read.\n'),
  };
  const cached = await build({
    site: siteConfig,
    data: overlayData(data, { write }),
    writer: out,
    siteUrl: 'https://www.vitalis.example',
    cards: false,
    code: first.state.code,
    cache: { state: first.state },
    verify: true,
  });
  expect(cached.reused).toBeGreaterThan(1000);
  expect(page('/blog/')('#articles-list-title + ul a').first().attr('href')).toBe(
    '/blog/how-plastic-surgery-practices-get-more-patient-leads/',
  );
});
