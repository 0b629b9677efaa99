/**
 * Adding a post or an episode is adding one Markdown file: it appears on its index, on the home page,
 * among related articles and in the feed, with no template change. The feeds are rendered once per build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { build as Build } from '../../build/index';
import type * as Feeds from '../../templates/feeds';
import type SiteConfig from '../../templates/site';
import { readPage } from './helpers/dist';
import { scratchProject } from './helpers/project';

vi.mock('../../templates/feeds', async (original) => {
  const actual = await original<typeof import('../../templates/feeds')>();
  return { ...actual, renderFeeds: vi.fn(actual.renderFeeds) };
});

const project = scratchProject('new-post');
afterAll(project.remove);

const post = `---
title: Filling the Summer Calendar for Body Contouring
excerpt: >-
  Body contouring demand peaks before summer. Here is how a med spa books the spring rush early
  instead of discounting in June, with offers, reminders and a waitlist that fills cancellations.
date: "2026-03-03"
keyTakeaways:
  - Start body contouring campaigns in February, when patients begin planning for summer.
implementation:
  - Open a waitlist for April consult slots in the first week of February.
---

Body contouring patients plan ahead. See our [local SEO service](/services/local-seo/) for the search side.
`;
const episode = `---
title: What a Waitlist Taught Us About Demand
description: A med spa owner on using a waitlist to fill cancellations and plan staffing.
date: "2026-03-10"
duration: "38:20"
audioUrl: https://media.vitalis.example/podcast/what-a-waitlist-taught-us.mp3
audioBytes: 36800000
---
First paragraph of the notes.

Second paragraph of the notes.
`;

let feeds: typeof Feeds;

beforeAll(async () => {
  writeFileSync(path.join(project.dataDir, 'blog/filling-the-summer-calendar.md'), post);
  writeFileSync(path.join(project.dataDir, 'podcast/what-a-waitlist-taught-us.md'), episode);
  // Imported afresh, so the site's feeds are the counted ones even when another test file loaded them.
  vi.resetModules();
  feeds = await import('../../templates/feeds');
  const { build } = (await import('../../build/index')) as { build: typeof Build };
  const siteConfig = (await import('../../templates/site')).default as typeof SiteConfig;
  await build({
    site: siteConfig,
    data: project.dataDir,
    outDir: project.outDir,
    siteUrl: 'https://www.vitalis.example',
    cards: false,
  });
}, 120_000);

it('a new post is first on /blog/, first on the home page, related on other posts and in the feed', () => {
  const href = '/blog/filling-the-summer-calendar/';
  const blog = load(readPage(project.outDir, '/blog/'));
  expect(blog('section[aria-labelledby="articles-list-title"] h3 a').first().attr('href')).toBe(href);
  const home = load(readPage(project.outDir, '/'));
  expect(home('section[aria-labelledby="articles-title"] h3 a').first().attr('href')).toBe(href);
  const other = load(readPage(project.outDir, '/blog/how-plastic-surgery-practices-get-more-patient-leads/'));
  expect(other('section[aria-labelledby="related-title"] h3 a').first().attr('href')).toBe(href);
  const own = load(readPage(project.outDir, href));
  expect(own('h1').text()).toBe('Filling the Summer Calendar for Body Contouring');
  expect(own('section[aria-labelledby="page-title"]').text()).toContain('1 min read');
  expect(readFileSync(path.join(project.outDir, 'blog/feed.xml'), 'utf8')).toContain(
    `<link>https://www.vitalis.example${href}</link>`,
  );
});

it('a new episode is first on /podcast/, on the home page and in the podcast feed, with its own page', () => {
  const href = '/podcast/what-a-waitlist-taught-us/';
  expect(
    load(readPage(project.outDir, '/podcast/'))('section[aria-labelledby="episodes-list-title"] h3 a')
      .first()
      .attr('href'),
  ).toBe(href);
  expect(
    load(readPage(project.outDir, '/'))('section[aria-labelledby="podcast-title"] h3 a').first().attr('href'),
  ).toBe(href);
  const own = load(readPage(project.outDir, href));
  expect(
    own('section[aria-labelledby="notes-title"] p')
      .map((_, p) => own(p).text())
      .get(),
  ).toEqual(['First paragraph of the notes.', 'Second paragraph of the notes.']);
  const feed = readFileSync(path.join(project.outDir, 'podcast/feed.xml'), 'utf8');
  expect(feed).toContain(
    '<enclosure url="https://media.vitalis.example/podcast/what-a-waitlist-taught-us.mp3" length="36800000" type="audio/mpeg"/>',
  );
  expect(feed).toContain('<itunes:duration>00:38:20</itunes:duration>');
});

it('renders the feeds once for the whole build, not once per page', () => {
  expect(feeds.renderFeeds).toHaveBeenCalledTimes(1);
});
