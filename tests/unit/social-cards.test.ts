/**
 * The agency site's social cards, built once in memory with every card: each indexable page
 * but the cities has its own card, in its head as og:image and twitter:image with their size and text;
 * a city page shares its state's; the cards are 1200 x 630 PNGs. (The other tests build the site
 * without cards: `npm run build -- --no-cards`.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { build } from '../../build/build';
import { memoryWriter, type MemoryOutput } from '../../build/output/writer';
import siteConfig from '../../templates/site';

const SITE_URL = 'https://www.vitalis.example';
let out: MemoryOutput;
let pages: string[];
beforeAll(async () => {
  out = memoryWriter();
  const result = await build({ site: siteConfig, writer: out, siteUrl: SITE_URL });
  pages = result.routes.filter((r) => r.status === 200 && !r.head.noindex).map((r) => r.path);
}, 120_000);

const head = (page: string) => {
  const $ = load(out.text(`${page.slice(1)}index.html`)!);
  const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
  return {
    image: meta('og:image')?.replace(SITE_URL, ''),
    twitter: meta('twitter:image')?.replace(SITE_URL, ''),
    size: [meta('og:image:width'), meta('og:image:height')],
    alt: meta('og:image:alt'),
  };
};

it('gives a post, a device and a job a card of their own, with its size and text', async () => {
  const cases = [
    ['/blog/bring-botox-patients-back-with-email-and-memberships/', /^Article: Bring Botox Patients Back/],
    ['/industries/medical-spas/inmode/morpheus8/', /^Device: Morpheus8 Marketing for Med Spas \(InMode\)\. Vitalis$/],
    ['/careers/ppc-specialist/', /^Careers: PPC Specialist\. Vitalis$/],
  ] as const;
  const images = new Set<string>();
  for (const [page, alt] of cases) {
    const card = head(page);
    expect(card.image, page).toMatch(/^\/cards\/card-[\w-]+\.png$/);
    expect(card.twitter).toBe(card.image);
    expect(card.size).toEqual(['1200', '630']);
    expect(card.alt).toMatch(alt);
    const meta = await sharp(out.files.get(card.image!.slice(1))!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    images.add(card.image!);
  }
  expect(images.size).toBe(3);
});

it("has a card for every indexable page, a city page showing its state's", () => {
  const cities = pages.filter((p) => /^\/locations\/[^/]+\/[^/]+\/$/.test(p));
  const others = pages.filter((p) => !cities.includes(p) && p !== '/');
  const cards = new Set(others.map((p) => head(p).image));
  expect(cards.has(undefined)).toBe(false);
  expect(head('/locations/arizona/scottsdale/').image).toBe(head('/locations/arizona/').image);
  expect(head('/locations/arizona/tucson/').image).toBe(head('/locations/arizona/').image);
  const files = [...out.files.keys()].filter((f) => f.startsWith('cards/'));
  expect(files.length).toBe(cards.size);
  // The home page shares the site's own image.
  expect(head('/').image).toBe('/og-default.png');
});

it('finds most cards in the committed index, so a fresh clone lays out only new ones', () => {
  // The build above ran on a copy of generated/cards (tests/unit/global-setup.ts) and left there the index
  // of what it built. A new post or title adds a card or two; an edit to the design or the code that draws
  // it changes every key, and its index is to be committed with it.
  const keys = (dir: string) => Object.keys(JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')));
  const committed = new Set(keys('generated/cards'));
  const current = keys(process.env.CARD_STORE!);
  const known = current.filter((key) => committed.has(key)).length;
  expect(known / current.length, 'run npm run build and commit generated/cards').toBeGreaterThan(0.5);
});
