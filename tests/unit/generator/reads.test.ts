/**
 * What a template reads is noted under keys (build/render/reads.ts): an entry found by its slug notes
 * that entry alone, reaching one by position notes the list's order, and a slug that is not there notes
 * its absence, so adding that entry later renders the page again. A value computed once and shared
 * by pages (computedOnce) counts its reads for every page that asks for it.
 */
import { expect, it } from 'vitest';
import { bySlug } from '../../../build/content/by-slug';
import { computedOnce, readValues, recordReads, trackedContent } from '../../../build/render/reads';
import { site } from './mini';

const products = [
  { slug: 'anvil', name: 'Anvil', price: 120 },
  { slug: 'bucket', name: 'Bucket', price: 15 },
  { slug: 'candle', name: 'Candle', price: 4 },
];
const content = { products, notes: [], settings: { title: 'Shop' } };
const tracked = trackedContent(content, site.collections);

it('notes only the entry a lookup by slug finds, and the fields read of it', () => {
  const { value, reads } = recordReads(() => bySlug(tracked.products, 'bucket')!.name);
  expect(value).toBe('Bucket');
  expect([...reads].sort()).toEqual(['products/bucket.name', 'products/bucket.slug']);
});

it('notes the order when an entry is reached by position', () => {
  const { reads } = recordReads(() => tracked.products[0]!.name);
  expect([...reads].sort()).toEqual(['products/anvil.name', 'products[]']);
});

it("notes a slug's absence, whose value changes when the entry is added", () => {
  const { value, reads } = recordReads(() => bySlug(tracked.products, 'drill'));
  expect(value).toBeUndefined();
  expect([...reads]).toEqual(['products/drill.slug']);
  const before = readValues(content, new Set())('products/drill.slug');
  const added = { ...content, products: [...products, { slug: 'drill', name: 'Drill', price: 80 }] };
  expect(readValues(added, new Set())('products/drill.slug')).not.toEqual(before);
});

it('finds entries in plain lists too (content outside a render)', () => {
  expect(bySlug(products, 'candle')?.price).toBe(4);
  expect(bySlug(products, 'drill')).toBeUndefined();
});

it('counts what a value computed once read for every page that asks for it, not the first alone', () => {
  const cheapest = computedOnce((list: typeof products) => [...list].sort((a, b) => a.price - b.price)[0]!);
  const first = recordReads(() => cheapest(tracked.products).name);
  const second = recordReads(() => cheapest(tracked.products).name);
  expect(second.value).toBe('Candle');
  expect([...second.reads].sort()).toEqual([...first.reads].sort());
  expect([...second.reads]).toEqual(
    expect.arrayContaining(['products[]', 'products/anvil.price', 'products/bucket.price']),
  );
});
