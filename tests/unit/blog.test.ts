/** The blog and podcast pages as built from data/blog and data/podcast. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import matter from 'gray-matter';
import { describe, expect, inject, it } from 'vitest';
import { jsonLdBlocks, readPage } from './helpers/dist';
import { SITE_URL } from './global-setup';

const distDir = inject('distDir');
const page = (route: string) => load(readPage(distDir, route));

interface Entry {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  description: string;
  duration: string;
  audioUrl: string;
  keyTakeaways: string[];
  implementation: string[];
  body: string;
}
/** The data files read directly, newest first: what the pages must show. */
function entries(dir: 'blog' | 'podcast'): Entry[] {
  return readdirSync(`data/${dir}`)
    .filter((f) => f.endsWith('.md'))
    .map((f) => {
      const { data, content } = matter(readFileSync(`data/${dir}/${f}`, 'utf8'));
      return { ...(data as Omit<Entry, 'slug' | 'body'>), slug: path.basename(f, '.md'), body: content };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
const posts = entries('blog');
const episodes = entries('podcast');
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('/blog/', () => {
  it("is the 'Aesthetic Marketing Blog': a card per post with title and excerpt, newest first, each to its page", () => {
    const $ = page('/blog/');
    expect($('h1').text()).toBe('Aesthetic Marketing Blog');
    const cards = $('section[aria-labelledby="articles-list-title"] article');
    expect(cards.map((_, c) => $(c).find('h3 a').attr('href')).get()).toEqual(posts.map((p) => `/blog/${p.slug}/`));
    cards.each((i, c) => {
      expect($(c).find('h3').text()).toBe(posts[i]!.title);
      expect($(c).text().replace(/\s+/g, ' ')).toContain(posts[i]!.excerpt.replace(/\s+/g, ' ').trim());
    });
  });

  it('announces the blog feed in the head of the index and of every post', () => {
    for (const route of ['/blog/', ...posts.map((p) => `/blog/${p.slug}/`)]) {
      expect(page(route)('link[rel="alternate"][type="application/rss+xml"]').attr('href'), route).toBe(
        '/blog/feed.xml',
      );
    }
  });
});

describe('/blog/{slug}/', () => {
  it.each(posts.map((p) => [p.slug, p] as const))(
    '%s: date, reading time from its words, the two fixed sections and its body',
    (slug, post) => {
      const $ = page(`/blog/${slug}/`);
      expect($('h1').text()).toBe(post.title);
      expect($('section[aria-labelledby="page-title"] time').attr('datetime')).toBe(post.date);

      // What a reader reads: the body and the two lists, without the step numbers drawn for the eye or the screen reader.
      const itemText = (li: Parameters<typeof $>[0]) =>
        $(li).clone().find('.sr-only, [aria-hidden="true"]').remove().end().text().trim();
      const read = [
        $('article > div').first().text(),
        ...$('article section li')
          .map((_, li) => itemText(li))
          .get(),
      ];
      const minutes = Math.ceil(read.reduce((n, text) => n + words(text), 0) / 230);
      expect($('section[aria-labelledby="page-title"]').text()).toContain(`${minutes} min read`);

      expect($('#takeaways-title').text()).toBe('Key Takeaways');
      expect(
        $('section[aria-labelledby="takeaways-title"] li')
          .map((_, li) => $(li).text())
          .get(),
      ).toEqual(post.keyTakeaways);
      expect($('#implementation-title').text()).toBe('Implementation Strategy');
      expect(
        $('section[aria-labelledby="implementation-title"] li')
          .map((_, li) => itemText(li))
          .get(),
      ).toEqual(post.implementation);

      // The body is the Markdown as HTML: every '## ' heading of the file is an h2 of the article.
      const headings = [...post.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(
        $('article > div h2')
          .map((_, h) => $(h).text())
          .get(),
      ).toEqual(headings);
    },
  );

  it.each(posts.map((p) => [p.slug, p] as const))(
    '%s: three related articles, newest first, never itself, excerpts cut to 100 characters',
    (slug) => {
      const $ = page(`/blog/${slug}/`);
      const expected = posts.filter((p) => p.slug !== slug).slice(0, 3);
      const cards = $('section[aria-labelledby="related-title"] article');
      expect(cards.map((_, c) => $(c).find('h3 a').attr('href')).get()).toEqual(
        expected.map((p) => `/blog/${p.slug}/`),
      );
      cards.each((i, c) => {
        const full = expected[i]!.excerpt.replace(/\s+/g, ' ').trim();
        const shown = $(c).find('p').last().text();
        expect(shown.length).toBeLessThanOrEqual(100);
        if (full.length <= 100) return void expect(shown).toBe(full);
        expect(shown.endsWith('…')).toBe(true);
        expect(full.startsWith(shown.slice(0, -1))).toBe(true);
        expect(full.slice(shown.length - 1)).toMatch(/^[,.;:]* /); // cut between words
      });
    },
  );

  it('carries BlogPosting structured data with the president as author, the date, the image and the publisher', () => {
    const post = posts[0]!;
    const data = jsonLdBlocks(readPage(distDir, `/blog/${post.slug}/`)).find(
      (d) => (d as { '@type': string })['@type'] === 'BlogPosting',
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      url: `${SITE_URL}/blog/${post.slug}/`,
      image: `${SITE_URL}/og-default.png`,
      author: { '@type': 'Person', name: 'Daniel Reyes' },
      publisher: { '@type': 'Organization', name: 'Vitalis' },
    });
    expect(page(`/blog/${post.slug}/`)('meta[property="og:type"]').attr('content')).toBe('article');
  });

  it("has the spec's post: plastic surgery patient leads, dated 2024-12-15, an article of 900 to 1,400 words", () => {
    const post = posts.find((p) => p.date === '2024-12-15')!;
    expect(post.title).toMatch(/plastic surgery/i);
    expect(post.title).toMatch(/patient leads/i);
    expect(words(page(`/blog/${post.slug}/`)('article > div').first().text())).toBeGreaterThanOrEqual(900);
    expect(words(page(`/blog/${post.slug}/`)('article > div').first().text())).toBeLessThanOrEqual(1400);
  });
});

describe('/podcast/', () => {
  it('is a card per episode with title, description, date and duration, newest first, each to its page', () => {
    const $ = page('/podcast/');
    const cards = $('section[aria-labelledby="episodes-list-title"] article');
    expect(cards.map((_, c) => $(c).find('h3 a').attr('href')).get()).toEqual(
      episodes.map((e) => `/podcast/${e.slug}/`),
    );
    cards.each((i, c) => {
      const episode = episodes[i]!;
      expect($(c).find('h3').text()).toBe(episode.title);
      expect($(c).find('time').first().attr('datetime')).toBe(episode.date);
      expect($(c).text()).toContain(episode.duration);
      expect($(c).text().replace(/\s+/g, ' ')).toContain(episode.description.replace(/\s+/g, ' ').trim());
    });
    expect($('link[rel="alternate"][type="application/rss+xml"]').attr('href')).toBe('/podcast/feed.xml');
  });
});

describe('/podcast/{slug}/', () => {
  it.each(episodes.map((e) => [e.slug, e] as const))(
    '%s: a native audio player, the body split into paragraphs, PodcastEpisode data',
    (slug, episode) => {
      const html = readPage(distDir, `/podcast/${slug}/`);
      const $ = load(html);
      const audio = $('[data-island="audio-player"] audio');
      expect(audio.attr('controls')).toBeDefined();
      expect(audio.attr('preload')).toBe('none');
      expect(audio.find('source').attr('src')).toBe(episode.audioUrl);
      expect(audio.find('source').attr('type')).toBe('audio/mpeg');
      // The player's CDN files are not in the page: the island loads them on demand.
      expect(html).not.toContain('cdn.plyr.io/3.7.8/plyr.min.js"');
      expect($('script[src*="cdn.plyr.io"], link[href*="cdn.plyr.io"]')).toHaveLength(0);

      const paragraphs = episode.body.trim().split(/\n\s*\n/);
      expect($('section[aria-labelledby="notes-title"] p')).toHaveLength(paragraphs.length);

      const data = jsonLdBlocks(html).find((d) => (d as { '@type': string })['@type'] === 'PodcastEpisode') as Record<
        string,
        unknown
      >;
      const [m, s] = episode.duration.split(':').map(Number);
      expect(data).toMatchObject({
        name: episode.title,
        datePublished: episode.date,
        url: `${SITE_URL}/podcast/${slug}/`,
        associatedMedia: { '@type': 'MediaObject', contentUrl: episode.audioUrl, encodingFormat: 'audio/mpeg' },
        partOfSeries: { '@type': 'PodcastSeries', webFeed: `${SITE_URL}/podcast/feed.xml` },
      });
      expect(data.timeRequired).toBe(
        `PT${m! >= 60 ? `${Math.floor(m! / 60)}H` : ''}${m! % 60 ? `${m! % 60}M` : ''}${s ? `${s}S` : ''}`,
      );
    },
  );

  it("has the spec's episode: dated 2025-07-15, 52:30 long", () => {
    expect(episodes.find((e) => e.date === '2025-07-15')?.duration).toBe('52:30');
  });
});

describe('not-found views', () => {
  it.each([
    ['/blog/404.html', 'Post not found', '/blog/'],
    ['/podcast/404.html', 'Episode not found', '/podcast/'],
  ])('%s says %s, links back to %s and is noindex', (route, heading, back) => {
    const $ = page(route);
    expect($('h1').text()).toBe(heading);
    expect(
      $('main a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toContain(back);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex,nofollow');
    expect($('link[rel="canonical"]')).toHaveLength(0);
  });
});

describe('sitemap and home page', () => {
  it('gives every post and episode its date as lastmod, and the indexes their newest', () => {
    const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
    const lastmod = (route: string) =>
      sitemap.match(new RegExp(`<loc>${SITE_URL}${route}</loc><lastmod>([^<]+)</lastmod>`))?.[1]?.slice(0, 10);
    for (const post of posts) expect(lastmod(`/blog/${post.slug}/`)).toBe(post.date);
    for (const episode of episodes) expect(lastmod(`/podcast/${episode.slug}/`)).toBe(episode.date);
    expect(lastmod('/blog/')).toBe(posts[0]!.date);
    expect(lastmod('/podcast/')).toBe(episodes[0]!.date);
  });

  it('lists the three newest posts and episodes, each linking to its page', () => {
    const $ = page('/');
    expect(
      $('section[aria-labelledby="articles-title"] h3 a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(posts.slice(0, 3).map((p) => `/blog/${p.slug}/`));
    expect(
      $('section[aria-labelledby="podcast-title"] h3 a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(episodes.slice(0, 3).map((e) => `/podcast/${e.slug}/`));
  });
});
