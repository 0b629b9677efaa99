/**
 * The example blog, built in memory by the same build() as the agency site: its pages, its index in
 * date order, its sitemap, and a new post as one more Markdown file.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { build } from '../../../build/build';
import { diskData, overlayData } from '../../../build/content/data-files';
import { OUTPUT_MARKER } from '../../../build/output/out-dir-guard';
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

  it('pages the index 24 posts at a time, each page linking to its neighbours and canonical to itself', async () => {
    const write: Record<string, string> = {};
    for (let i = 1; i <= 50; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      write[`posts/extra-${String(i).padStart(2, '0')}.md`] =
        `---\ntitle: Extra post ${i}\ndate: "2025-0${(i % 9) + 1}-${day}"\n---\n\nText of post ${i}.\n`;
    }
    const { result, page } = await buildBlog(write);
    // 54 posts: 24, 24 and 6.
    expect(result.routes.filter((r) => r.kind === 'index').map((r) => r.path)).toEqual(['/', '/page/2/', '/page/3/']);
    const first = page('index.html');
    expect(first('.post-list li')).toHaveLength(24);
    expect(
      first('.pager a')
        .map((_, a) => `${first(a).attr('rel')} ${first(a).attr('href')}`)
        .get(),
    ).toEqual(['next /page/2/']);
    const second = page('page/2/index.html');
    expect(second('title').text()).toBe('All posts, page 2 of 3 · Notes from the build');
    expect(second('link[rel="canonical"]').attr('href')).toBe('https://blog.example.com/page/2/');
    expect(
      second('.pager a')
        .map((_, a) => `${second(a).attr('rel')} ${second(a).attr('href')}`)
        .get(),
    ).toEqual(['prev /', 'next /page/3/']);
    const last = page('page/3/index.html');
    expect(last('.post-list li')).toHaveLength(6);
    // Every post is on exactly one page.
    const listed = ['index.html', 'page/2/index.html', 'page/3/index.html'].flatMap((f) =>
      page(f)('.post-list a')
        .map((_, a) => page(f)(a).attr('href'))
        .get(),
    );
    expect(new Set(listed).size).toBe(54);
  });

  it('builds hundreds of posts as npm run build does (compiled, on disk) to the bytes of a build in memory', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'blog-compiled-'));
    try {
      const write: Record<string, string> = {};
      for (let i = 1; i <= 220; i++)
        write[`posts/post-${i}.md`] =
          `---\ntitle: Post ${i}\ndate: "2025-01-01"\n---\n\nBody of *post* ${i}, with [a link](/posts/post-1/).\n`;
      cpSync(site.dataDir, path.join(root, 'data'), { recursive: true });
      for (const [file, text] of Object.entries(write)) writeFileSync(path.join(root, 'data', file), text);
      // The blog's own URL, as the build in memory has it: npm test sets SITE_URL for the agency.
      const { SITE_URL: _, ...env } = process.env;
      await promisify(execFile)(process.execPath, ['scripts/compiled.mjs', 'scripts/build.ts', '--no-cache'], {
        env: {
          ...env,
          SITE: 'examples/blog/site.ts',
          DATA_DIR: path.join(root, 'data'),
          DIST_DIR: path.join(root, 'dist'),
        },
      });
      const { out } = await buildBlog(write);
      // On disk, beside the site, the marker that tells the next build the folder is its own.
      expect(existsSync(path.join(root, 'dist', OUTPUT_MARKER))).toBe(true);
      const onDisk = readdirSync(path.join(root, 'dist'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name !== OUTPUT_MARKER)
        .map((e) => path.relative(path.join(root, 'dist'), path.join(e.parentPath, e.name)));
      expect(onDisk.sort()).toEqual([...out.files.keys()].sort());
      for (const file of onDisk)
        expect(readFileSync(path.join(root, 'dist', file)).equals(Buffer.from(out.files.get(file)!)), file).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
