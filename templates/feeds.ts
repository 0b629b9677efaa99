/**
 * The blog's RSS feed (library `feed`) and the podcast's RSS feed with Apple Podcasts tags (library
 * `podcast`), built once per build from the same content and paths the pages use.
 */
import { Feed } from 'feed';
import { Podcast } from 'podcast';
import type { Content } from './content/collections';
import { BLOG_FEED_PATH, BLOG_PATH, postPath } from './pages/blog/paths';
import { newestFirst, postAuthor } from './pages/blog/posts';
import { audioType, durationSeconds } from './pages/podcast/audio';
import { hasFeed } from './ui/feed-button';
import { episodePath, PODCAST_FEED_PATH, PODCAST_PATH } from './pages/podcast/paths';

export interface FeedFile {
  /** Path under dist/, e.g. blog/feed.xml. */
  file: string;
  data: string;
}

/** Every feed of the site; a section without entries has none. */
export function renderFeeds(content: Content, siteUrl: string): FeedFile[] {
  const feeds: FeedFile[] = [];
  if (hasFeed(content.posts)) feeds.push({ file: BLOG_FEED_PATH.slice(1), data: renderBlogFeed(content, siteUrl) });
  if (hasFeed(content.episodes))
    feeds.push({ file: PODCAST_FEED_PATH.slice(1), data: renderPodcastFeed(content, siteUrl) });
  return feeds;
}

/**
 * The articles a blog feed carries: the newest, as most sites' feeds do. A reader fetches the whole file
 * on every poll; with every article in it, full text included, the file would grow with every post
 * and cost every reader and every build more.
 */
export const FEED_ITEMS = 20;

export function renderBlogFeed(content: Content, siteUrl: string): string {
  const { site, blogIndex } = content;
  const posts = newestFirst(content.posts).slice(0, FEED_ITEMS);
  const author = { name: postAuthor(content).name, link: `${siteUrl}/about/` };
  const feed = new Feed({
    id: `${siteUrl}${BLOG_PATH}`,
    link: `${siteUrl}${BLOG_PATH}`,
    title: blogIndex.feedTitle,
    description: blogIndex.description,
    language: site.language,
    image: `${siteUrl}/og-default.png`,
    favicon: `${siteUrl}/favicon.ico`,
    copyright: `© ${site.legalName}`,
    // The newest article's date, not the build's clock: the same content makes the same file.
    updated: dateOf(posts[0]!.date),
    generator: false,
    feedLinks: { rss: `${siteUrl}${BLOG_FEED_PATH}` },
    author: { name: site.brand, link: `${siteUrl}/` },
  });
  for (const post of posts) {
    const url = `${siteUrl}${postPath(post.slug)}`;
    feed.addItem({
      title: post.title,
      link: url,
      date: dateOf(post.date),
      description: post.excerpt,
      content: absoluteLinks(post.html, siteUrl),
      author: [author],
    });
  }
  return feed.rss2();
}

export function renderPodcastFeed(content: Content, siteUrl: string): string {
  const { site, podcastIndex } = content;
  const { show } = podcastIndex;
  const episodes = newestFirst(content.episodes);
  const artwork = `${siteUrl}${show.artwork}`;
  const podcast = new Podcast({
    title: show.name,
    description: podcastIndex.description,
    feedUrl: `${siteUrl}${PODCAST_FEED_PATH}`,
    siteUrl: `${siteUrl}${PODCAST_PATH}`,
    imageUrl: artwork,
    author: show.author,
    copyright: `© ${site.legalName}`,
    language: site.language,
    pubDate: dateOf(episodes[0]!.date),
    itunesAuthor: show.author,
    itunesOwner: { name: site.legalName, email: site.emails.general },
    itunesExplicit: show.explicit,
    itunesCategory: [{ text: show.category, ...(show.subcategory ? { subcats: [{ text: show.subcategory }] } : {}) }],
    itunesImage: artwork,
    itunesType: 'episodic',
  });
  for (const episode of episodes) {
    const url = `${siteUrl}${episodePath(episode.slug)}`;
    podcast.addItem({
      title: episode.title,
      description: episode.description,
      // No guid given: the library writes the page URL as a permalink guid, which never changes.
      url,
      date: dateOf(episode.date),
      content: absoluteLinks(episode.html, siteUrl),
      enclosure: { url: episode.audioUrl, size: episode.audioBytes, type: audioType(episode) },
      itunesAuthor: show.author,
      itunesExplicit: show.explicit,
      itunesDuration: durationSeconds(episode.duration),
      itunesEpisodeType: 'full',
      itunesImage: artwork,
    });
  }
  // The library stamps lastBuildDate with the clock; the newest episode's date keeps builds reproducible.
  return podcast
    .buildXml()
    .replace(
      /<lastBuildDate>[^<]*<\/lastBuildDate>/,
      `<lastBuildDate>${dateOf(episodes[0]!.date).toUTCString()}</lastBuildDate>`,
    );
}

/** Content dates are calendar days; feeds carry them as midnight UTC. */
function dateOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** Feed readers show item content away from the site, where site paths do not resolve. */
function absoluteLinks(html: string, siteUrl: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`);
}
