/**
 * The blog's RSS feed and the podcast's RSS feed, as built: both parse as XML, carry the RSS elements,
 * and the podcast feed meets the Apple Podcasts requirements (channel and episode tags, artwork).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, inject, it } from 'vitest';
// xml-js comes with the `feed` library; its parser is strict (sax), so malformed XML throws.
import { type Element, xml2js } from 'xml-js';
import { SITE_URL } from './global-setup';
import { readContent } from '../../build/content/content';
import type { Content } from '../../templates/content/collections';
import { FEED_ITEMS, renderBlogFeed } from '../../templates/feeds';
import siteConfig from '../../templates/site';

const distDir = inject('distDir');

function parseXml(xml: string): Element {
  return xml2js(xml, { compact: false }) as Element;
}
const all = (el: Element | undefined, name: string) => (el?.elements ?? []).filter((e) => e.name === name);
const one = (el: Element | undefined, name: string) => all(el, name)[0];
const text = (el: Element | undefined): string =>
  (el?.elements ?? []).map((e) => (e.type === 'text' ? String(e.text) : e.type === 'cdata' ? e.cdata : '')).join('');
const channelOf = (file: string) =>
  one(one(parseXml(readFileSync(path.join(distDir, file), 'utf8')), 'rss'), 'channel')!;

/** Apple Podcasts' top-level categories and the subcategories of Business. */
const APPLE_CATEGORIES: Record<string, string[]> = {
  Arts: [],
  Business: ['Careers', 'Entrepreneurship', 'Investing', 'Management', 'Marketing', 'Non-Profit'],
  Comedy: [],
  Education: [],
  Fiction: [],
  Government: [],
  History: [],
  'Health & Fitness': [],
  'Kids & Family': [],
  Leisure: [],
  Music: [],
  News: [],
  'Religion & Spirituality': [],
  Science: [],
  'Society & Culture': [],
  Sports: [],
  Technology: [],
  'True Crime': [],
  'TV & Film': [],
};

const episodes = new Map(
  [
    'building-a-med-spa-membership-program',
    'from-ad-click-to-implant-consult-what-dental-practices-should-track',
    'turning-consult-no-shows-into-booked-treatments',
  ].map((slug) => [
    slug,
    matter(readFileSync(`data/podcast/${slug}.md`, 'utf8')).data as {
      title: string;
      date: string;
      duration: string;
      audioUrl: string;
      audioBytes: number;
    },
  ]),
);

it('the XML parser used here refuses malformed XML, so a feed that parses is well-formed', () => {
  expect(() => parseXml('<rss><channel><title>x</channel></rss>')).toThrow();
  expect(() => parseXml('<rss><channel><title>Q&A</title></channel></rss>')).toThrow();
});

describe('blog feed (dist/blog/feed.xml)', () => {
  const channel = channelOf('blog/feed.xml');

  it('is RSS 2.0 with a title, the blog link, a description, a language and its own address', () => {
    const rss = one(parseXml(readFileSync(path.join(distDir, 'blog/feed.xml'), 'utf8')), 'rss')!;
    expect(rss.attributes?.version).toBe('2.0');
    expect(text(one(channel, 'title'))).toBe('Vitalis Aesthetic Marketing Blog');
    expect(text(one(channel, 'link'))).toBe(`${SITE_URL}/blog/`);
    expect(text(one(channel, 'description')).length).toBeGreaterThan(20);
    expect(text(one(channel, 'language'))).toBe('en-US');
    expect(one(channel, 'atom:link')?.attributes).toMatchObject({ href: `${SITE_URL}/blog/feed.xml`, rel: 'self' });
  });

  it('has an item per post (the blog has fewer than the feed keeps), newest first, each with title, link, guid, date, summary and the full article with absolute links', () => {
    const items = all(channel, 'item');
    expect(items).toHaveLength(6);
    const dates = items.map((item) => new Date(text(one(item, 'pubDate'))).toISOString().slice(0, 10));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of items) {
      const link = text(one(item, 'link'));
      expect(link).toMatch(new RegExp(`^${SITE_URL}/blog/[a-z0-9-]+/$`));
      expect(text(one(item, 'guid'))).toBe(link);
      expect(text(one(item, 'title')).length).toBeGreaterThan(10);
      expect(text(one(item, 'description')).length).toBeGreaterThan(20);
      const content = text(one(item, 'content:encoded'));
      expect(content).toContain('<h2>');
      expect(content).not.toMatch(/href="\/(?!\/)/);
    }
    expect(text(one(items[items.length - 1], 'pubDate'))).toBe('Sun, 15 Dec 2024 00:00:00 GMT');
  });
});

it(`carries the newest ${FEED_ITEMS} articles when the blog has more`, async () => {
  const content = readContent(siteConfig).content as Content;
  const [template] = content.posts;
  // 30 articles a day apart, listed oldest first: the feed keeps the 20 newest, newest first.
  const posts = Array.from({ length: 30 }, (_, i) => ({
    ...template!,
    slug: `article-${i}`,
    title: `Article ${i}`,
    date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
  }));
  const items = all(one(one(parseXml(renderBlogFeed({ ...content, posts }, SITE_URL)), 'rss'), 'channel'), 'item');
  expect(items.map((item) => text(one(item, 'title')))).toEqual(
    Array.from({ length: FEED_ITEMS }, (_, i) => `Article ${29 - i}`),
  );
});

describe('podcast feed (dist/podcast/feed.xml) against the Apple Podcasts requirements', () => {
  const channel = channelOf('podcast/feed.xml');

  it('declares the iTunes namespace and has the required channel tags', () => {
    const rss = one(parseXml(readFileSync(path.join(distDir, 'podcast/feed.xml'), 'utf8')), 'rss')!;
    expect(rss.attributes?.['xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(text(one(channel, 'title'))).toBe('Vitalis Practice Growth Podcast');
    expect(text(one(channel, 'description')).length).toBeGreaterThan(20);
    expect(text(one(channel, 'language'))).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
    expect(text(one(channel, 'link'))).toBe(`${SITE_URL}/podcast/`);
    expect(text(one(channel, 'itunes:explicit'))).toMatch(/^(true|false)$/);
    expect(text(one(channel, 'itunes:author'))).toBe('Vitalis');
    expect(text(one(one(channel, 'itunes:owner'), 'itunes:email'))).toBe('hello@vitalis.example');
  });

  it('files itself under an Apple Podcasts category and subcategory', () => {
    const categories = all(channel, 'itunes:category');
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      const name = String(category.attributes?.text);
      expect(Object.keys(APPLE_CATEGORIES)).toContain(name);
      for (const sub of all(category, 'itunes:category'))
        expect(APPLE_CATEGORIES[name]).toContain(sub.attributes?.text);
    }
  });

  it('points itunes:image at square RGB artwork of 1400 to 3000 px, JPEG or PNG, that the site serves', () => {
    const href = String(one(channel, 'itunes:image')?.attributes?.href);
    expect(href.startsWith(`${SITE_URL}/`)).toBe(true);
    const image = readFileSync(path.join(distDir, href.slice(SITE_URL.length)));
    const { width, height, channels } = imageSize(image);
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(1400);
    expect(width).toBeLessThanOrEqual(3000);
    expect(channels).toBe(3);
    expect(image.byteLength).toBeLessThan(512 * 1024);
  });

  it('has an episode item per episode with title, enclosure (URL, length, type), guid, date, duration and explicit flag', () => {
    const items = all(channel, 'item');
    expect(items).toHaveLength(episodes.size);
    const guids = new Set<string>();
    for (const item of items) {
      const link = text(one(item, 'link'));
      const slug = link.slice(`${SITE_URL}/podcast/`.length, -1);
      const episode = episodes.get(slug)!;
      expect(episode, link).toBeDefined();
      expect(text(one(item, 'title'))).toBe(episode.title);
      expect(one(item, 'enclosure')?.attributes).toEqual({
        url: episode.audioUrl,
        length: String(episode.audioBytes),
        type: 'audio/mpeg',
      });
      const guid = text(one(item, 'guid'));
      expect(guid).toBe(link);
      guids.add(guid);
      expect(new Date(text(one(item, 'pubDate'))).toISOString().slice(0, 10)).toBe(episode.date);
      const [minutes, seconds] = episode.duration.split(':').map(Number);
      const hh = String(Math.floor(minutes! / 60)).padStart(2, '0');
      const mm = String(minutes! % 60).padStart(2, '0');
      expect(text(one(item, 'itunes:duration'))).toBe(`${hh}:${mm}:${String(seconds).padStart(2, '0')}`);
      expect(text(one(item, 'itunes:explicit'))).toMatch(/^(true|false)$/);
    }
    expect(guids.size).toBe(items.length);
  });
});

describe('feed links', () => {
  it.each([
    ['/blog/', '/blog/feed.xml'],
    ['/podcast/', '/podcast/feed.xml'],
    ['/podcast/turning-consult-no-shows-into-booked-treatments/', '/podcast/feed.xml'],
  ])('%s announces %s with <link rel="alternate" type="application/rss+xml">', (route, feed) => {
    const html = readFileSync(path.join(distDir, route.slice(1), 'index.html'), 'utf8');
    expect(html).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${feed.replace(/\//g, '\\/')}"/>`,
      ),
    );
  });
});

/** Width, height and colour channels of a PNG or baseline/progressive JPEG. */
function imageSize(bytes: Buffer): { width: number; height: number; channels: number } {
  if (bytes.subarray(1, 4).toString() === 'PNG') {
    const colourType = bytes[25];
    return {
      width: bytes.readUInt32BE(16),
      height: bytes.readUInt32BE(20),
      channels: colourType === 2 ? 3 : colourType === 6 ? 4 : 1,
    };
  }
  for (let i = 2; i < bytes.length; ) {
    const marker = bytes[i + 1]!;
    if (marker === 0xc0 || marker === 0xc2)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7), channels: bytes[i + 9]! };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error('not a PNG or JPEG');
}
