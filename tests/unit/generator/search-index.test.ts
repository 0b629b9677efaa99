/**
 * The search index the build makes from the pages' heads: what it holds, that the same heads
 * give the same bytes, that it is written again only when a head changed, and that a page listing it
 * is rendered again exactly then.
 */
import { describe, expect, it } from 'vitest';
import { renderSearchIndex, searchEntries } from '../../../build/emit/search-index';
import type { Route } from '../../../build/routes';
import { buildMini } from './mini';

const Nothing = () => null;

const route = (path: string, head: Partial<Route['head']>, status: 200 | 404 = 200): Route => ({
  path,
  kind: 'k',
  template: 'k.tsx',
  props: {},
  head: { title: `Title of ${path}`, description: '', ...head },
  Page: Nothing,
  status,
});

describe('searchEntries and renderSearchIndex', () => {
  const routes = [
    route('/a/', { search: { kind: 'City', title: 'Avéli', context: 'Somewhere', terms: ['AV'] } }),
    route('/b/', { search: { kind: 'Page' } }),
    route('/c/', {}),
    route('/d/', { noindex: true, search: { kind: 'Page' } }),
    route('/404.html', { search: { kind: 'Page' } }, 404),
    route('/e/', { search: { kind: 'City', title: 'Elm' } }),
  ];

  it('lists the found pages that declare an entry, titled by the head unless the entry names them', () => {
    expect(searchEntries(routes)).toEqual([
      { path: '/a/', kind: 'City', title: 'Avéli', context: 'Somewhere', terms: ['AV'] },
      { path: '/b/', kind: 'Page', title: 'Title of /b/' },
      { path: '/e/', kind: 'City', title: 'Elm' },
    ]);
  });

  it('writes each kind once and rows of [kind, title, path, context, terms]', () => {
    expect(JSON.parse(renderSearchIndex(searchEntries(routes)))).toEqual({
      kinds: ['City', 'Page'],
      pages: [
        [0, 'Avéli', '/a/', 'Somewhere', ['AV']],
        [1, 'Title of /b/', '/b/'],
        [0, 'Elm', '/e/'],
      ],
    });
  });
});

describe('the index in a build', () => {
  const index = (out: { text(file: string): string | undefined }) => JSON.parse(out.text('search-index.json')!);

  it('holds the pages whose heads declare an entry, and a page can list it; the same bytes every time', async () => {
    const { out } = await buildMini();
    expect(index(out)).toEqual({
      kinds: ['Product'],
      pages: [
        [0, 'Anvil', '/products/anvil/', '$120'],
        [0, 'Bucket', '/products/bucket/', '$15'],
        [0, 'Candle', '/products/candle/', '$4'],
      ],
    });
    expect(out.text('find/index.html')).toContain('<a href="/products/bucket/">Bucket</a> (Product, $15)');
    expect((await buildMini()).out.text('search-index.json')).toBe(out.text('search-index.json'));
  });

  it('is written again, and the page listing it rendered again, only when a head changed', async () => {
    const before = await buildMini();
    const body = await buildMini(
      { write: { 'notes/hello.md': '---\ntitle: Hello\n---\n\nWe opened the shop last week.\n' } },
      { out: before.out, state: before.result.state },
    );
    expect(body.result.written).not.toContain('search-index.json');
    expect(body.result.rendered).not.toContain('/find/');

    const renamed = await buildMini(
      { write: { 'products/bucket.yaml': 'name: Pail\nprice: 15\nnote: Holds ten litres and a little more.\n' } },
      { out: before.out, state: before.result.state },
    );
    expect(renamed.result.written).toContain('search-index.json');
    expect(renamed.result.rendered).toContain('/find/');
    expect(index(renamed.out).pages[1]).toEqual([0, 'Pail', '/products/bucket/', '$15']);
  });
});
