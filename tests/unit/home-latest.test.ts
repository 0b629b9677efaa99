/** The home page's Latest Articles and Latest Podcast slots fill from data/blog and data/podcast, newest three first. */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { afterAll, expect, it } from 'vitest';
import { build } from '../../build/index';
import { readPage } from './helpers/dist';
import { scratchProject } from './helpers/project';
import siteConfig from '../../templates/site';

const project = scratchProject('latest');
afterAll(project.remove);

const post = (title: string, date: string) =>
  `---\ntitle: ${title}\nexcerpt: What ${title.toLowerCase()} means for a practice's patient pipeline.\ndate: ${date}\nkeyTakeaways: [One point.]\nimplementation: [One step.]\n---\n\nBody of ${title}.\n`;
const episode = (title: string, date: string) =>
  `---\ntitle: ${title}\ndescription: A conversation about ${title.toLowerCase()}.\ndate: ${date}\nduration: "52:30"\naudioUrl: https://media.example.com/${date}.mp3\naudioBytes: 50400000\n---\n\nFirst paragraph.\n`;

it('shows the three newest posts and episodes, and the slots appear only when there are any', async () => {
  const write = (dir: string, slug: string, text: string) =>
    writeFileSync(path.join(project.dataDir, dir, `${slug}.md`), text);
  // Only this test's posts and episodes: the real ones are newer than these.
  for (const dir of ['blog', 'podcast']) {
    rmSync(path.join(project.dataDir, dir), { recursive: true, force: true });
    mkdirSync(path.join(project.dataDir, dir), { recursive: true });
  }
  write('blog', 'oldest', post('Oldest Post', '2024-01-10'));
  write('blog', 'plastic-surgery-leads', post('Plastic Surgery Leads', '2024-12-15'));
  write('blog', 'med-spa-seo', post('Med Spa SEO', '2024-06-01'));
  write('blog', 'dental-implant-ads', post('Dental Implant Ads', '2024-09-20'));
  write('podcast', 'growth-talk', episode('Growth Talk', '2025-07-15'));

  await build({
    site: siteConfig,
    data: project.dataDir,
    outDir: project.outDir,
    siteUrl: 'https://www.vitalis.example',
    cards: false,
  });
  const $ = load(readPage(project.outDir, '/'));
  expect(
    $('section[aria-labelledby="articles-title"] h3')
      .map((_, h) => $(h).text())
      .get(),
  ).toEqual(['Plastic Surgery Leads', 'Dental Implant Ads', 'Med Spa SEO']);
  expect(
    $('section[aria-labelledby="podcast-title"] h3')
      .map((_, h) => $(h).text())
      .get(),
  ).toEqual(['Growth Talk']);
  expect($('section[aria-labelledby="podcast-title"]').text()).toContain('52:30');
  expect($('section[aria-labelledby="articles-title"] time').first().attr('datetime')).toBe('2024-12-15');
});

it('builds a site without articles or episodes: no slots on the home page, and no feed offered or linked', async () => {
  const empty = scratchProject('no-entries');
  try {
    for (const dir of ['blog', 'podcast']) rmSync(path.join(empty.dataDir, dir), { recursive: true, force: true });
    // Before, /blog/ and /podcast/ linked their feeds, which a section without entries does not have: the link check failed the build.
    await build({
      site: siteConfig,
      data: empty.dataDir,
      outDir: empty.outDir,
      siteUrl: 'https://www.vitalis.example',
      cards: false,
    });
    const home = load(readPage(empty.outDir, '/'));
    expect(home('section[aria-labelledby="articles-title"], section[aria-labelledby="podcast-title"]').length).toBe(0);
    for (const section of ['/blog/', '/podcast/']) {
      const page = readPage(empty.outDir, section);
      expect(page).not.toMatch(/feed\.xml|application\/rss\+xml/);
      expect(existsSync(path.join(empty.outDir, section, 'feed.xml'))).toBe(false);
    }
  } finally {
    empty.remove();
  }
});
