/**
 * The example blog, built in memory by the same build() as the agency site: its pages, its index in
 * date order, its sitemap, and a new post as one more Markdown file.
 */
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { build } from '../../../build/build';
import { diskData, overlayData } from '../../../build/content/data-files';
import { memoryWriter } from '../../../build/output/writer';
import site from '../site';

async function buildBlog(write: Record<string, string> = {}) {
  const out = memoryWriter();
  const result = await build({ site, data: overlayData(diskData(site.dataDir), { write }), writer: out });
  return { out, result, page: (file: string) => load(out.text(file)!) };
}

describe('the example blog', () => {
  it('has a page per post, an index, a not-found page and a sitemap of the indexable pages', async () => {
    const { out, result } = await buildBlog();
    expect(result.routes.map((r) => r.path)).toEqual([
      '/',
      '/404.html',
      '/posts/content-in-files/',
      '/posts/errors-are-an-interface/',
      '/posts/rebuild-what-an-edit-touches/',
      '/posts/routes-are-the-spine/',
    ]);
    const sitemap = out.text('sitemap.xml')!;
    expect(sitemap.match(/<loc>/g)).toHaveLength(5);
    expect(sitemap).toContain(
      '<loc>https://blog.example.com/posts/content-in-files/</loc><lastmod>2026-09-14T00:00:00.000Z</lastmod>',
    );
  });

  it('lists the posts newest first on the index, each linking to its page', async () => {
    const { page } = await buildBlog();
    const $ = page('index.html');
    expect($('title').text()).toBe('All posts · Notes from the build');
    expect(
      $('.post-list a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual([
      '/posts/routes-are-the-spine/',
      '/posts/rebuild-what-an-edit-touches/',
      '/posts/errors-are-an-interface/',
      '/posts/content-in-files/',
    ]);
  });

  it('renders each post body from Markdown under its title and date', async () => {
    const { page } = await buildBlog();
    const $ = page('posts/errors-are-an-interface/index.html');
    expect($('h1').text()).toBe('An error message is a user interface');
    expect($('time').attr('datetime')).toBe('2026-10-02');
    expect($('article p code').first().text()).toBe('file:line:column');
    expect($('meta[property="og:type"]').attr('content')).toBe('article');
  });

  it('takes a new post as one more file, first on the index', async () => {
    const { page, result } = await buildBlog({
      'posts/a-new-post.md': '---\ntitle: A new post\ndate: "2026-12-01"\n---\n\nNews.\n',
    });
    expect(result.routes.map((r) => r.path)).toContain('/posts/a-new-post/');
    expect(page('index.html')('.post-list a').first().attr('href')).toBe('/posts/a-new-post/');
  });
});
