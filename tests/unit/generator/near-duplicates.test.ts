/**
 * The near-duplicate check (build/check/near-duplicates.ts): pages of a kind a site names are compared
 * by their main text's five-word phrases, each page's own names taken out, and the most similar pair
 * over the site's threshold stops the build.
 */
import { describe, expect, it } from 'vitest';
import { commonCounts, mostSimilar, phrases, shared, wordHashes } from '../../../build/check/near-duplicates';
import type { PageRecord } from '../../../build/pipeline';
import type { Route } from '../../../build/routes';
import { buildMini, miniData, problemsOf } from './mini';
import { overlayData } from '../../../build/content/data-files';

describe('similarity of two texts', () => {
  it("is the share of the smaller text's five-word phrases the other has too", () => {
    const a = phrases('one two three four five six seven');
    const b = phrases('one two three four five six eight');
    expect(shared(a, b)).toBeCloseTo(2 / 3);
    expect(shared(a, a)).toBe(1);
    expect(shared(a, phrases('nothing in common with the first text at all'))).toBe(0);
  });

  it("takes each page's own names out first, so two pages that differ only by a name are the same", () => {
    expect(phrases('Marketing in Daphne, Alabama for Daphne practices now', ['Daphne', 'Alabama'])).toEqual(
      phrases('marketing in for practices now'),
    );
    const daphne = phrases('We market practices in Daphne, Alabama, and across Baldwin County today', [
      'Daphne',
      'Alabama',
    ]);
    const fairhope = phrases('We market practices in Fairhope, Alabama, and across Baldwin County today', [
      'Fairhope',
      'Alabama',
    ]);
    expect(shared(daphne, fairhope)).toBe(1);
  });
});

describe('common phrases of many pages', () => {
  it('are counted for every two pages as a comparison of the two would count them', () => {
    const texts = [
      'one two three four five six seven eight',
      'one two three four five six nine ten',
      'zero one two three four five six seven',
      'nothing here is shared with any other text at all',
    ];
    const sets = texts.map((t) => phrases(t));
    const common = commonCounts(sets);
    for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++)
        expect(common[i * sets.length + j], `${i} ${j}`).toBe(
          Math.round(shared(sets[i]!, sets[j]!) * Math.min(sets[i]!.length, sets[j]!.length)),
        );
    expect(common[0 * 4 + 1]).toBe(2);
  });
});

describe('a group of pages from the last run', () => {
  const rule = { kind: 'city', threshold: 0.9 };
  const routes = ['/a/', '/b/'].map((path) => ({ kind: 'city', path, props: {} }) as unknown as Route);
  const records = new Map(
    ['/a/', '/b/'].map((path, i) => [
      path,
      { plugins: { 'near-duplicates': phrases(`one two three four five six ${i}`) } } as unknown as PageRecord,
    ]),
  );
  const kept = { a: '/a/', b: '/b/', similarity: 0.5 };
  const pairs = new Map([['city ', { pages: '/a/\n/b/', worst: kept }]]);

  it('keeps its pair while none of its pages rendered again', () => {
    expect(mostSimilar(rule, routes, records, { pairs, rendered: new Set() })).toBe(kept);
  });

  it('is compared again when one did', () => {
    expect(mostSimilar(rule, routes, records, { pairs, rendered: new Set(['/b/']) })?.similarity).toBeCloseTo(2 / 3);
  });
});

describe('words', () => {
  it('are letters, digits, $ and %, lowercased; apostrophes join, markup and character references part', () => {
    expect(wordHashes('<p class="x">The patient&#x27;s $1,250 at 95% &amp; <b>more</b></p>')).toEqual(
      wordHashes('the patients $1 250 at 95% more'),
    );
    expect(wordHashes('Patient’s')).toEqual(wordHashes('patients'));
  });
});

describe('in a build', () => {
  it('passes pages that read differently', async () => {
    const { result } = await buildMini();
    expect(result.routes.length).toBeGreaterThan(0);
  });

  it('stops the build at the most similar pair over the threshold, naming both', async () => {
    const same = 'price: 15\nnote: Holds water, sand or anvil dust, whatever the job of the day needs.\n';
    const found = await problemsOf({ write: { 'products/pail.yaml': `name: Pail\n${same}` } });
    expect(found).toEqual([
      "NearDuplicatePages tests/fixtures/sites/mini/pages/product.tsx:1:1 (file): product: /products/bucket/ and /products/pail/ share 100 % of their text's five-word phrases (at most 90 %)",
    ]);
  });

  it('compares again, in a build from an earlier one, the groups with a page rendered again', async () => {
    const first = await buildMini();
    const pair = (first.result.plugins['near-duplicates'] as { a: string }[])[0]!;
    // An edit no product page shows: the groups are taken as they were.
    const unrelated = await buildMini({}, { state: first.result.state });
    expect(unrelated.result.plugins['near-duplicates']).toEqual([pair]);
    // An edit that makes one product read as another: found from the state as from nothing.
    const same = 'price: 15\nnote: Holds water, sand or anvil dust, whatever the job of the day needs.\n';
    const data = overlayData(miniData, { write: { 'products/pail.yaml': `name: Pail\n${same}` } });
    await expect(buildMini({}, { state: first.result.state, data })).rejects.toMatchObject({
      problems: [expect.objectContaining({ name: 'NearDuplicatePages' })],
    });
  });
});
