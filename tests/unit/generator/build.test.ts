/**
 * The generator on a small fixture site built in memory: what it writes, and that a build from the last
 * build's state after any kind of edit gives exactly the bytes of a build from nothing, rendering only
 * the pages whose reads changed (issues 32 and 33).
 */
import { describe, expect, it } from 'vitest';
import { files } from '../../../build';
import { memoryWriter } from '../../../build/output/writer';
import type { BuildFailure } from '../../../build/problems';
import { buildMini, type Changes, miniCode, site } from './mini';

const bytes = (files: Map<string, Uint8Array>) =>
  new Map([...files].map(([file, data]) => [file, Buffer.from(data).toString('base64')]));

describe('a build in memory', () => {
  it('writes every page, the assets and the site files, and fills placeholders', async () => {
    const { out, result } = await buildMini();
    expect(result.routes.map((r) => r.path)).toEqual([
      '/',
      '/404.html',
      '/find/',
      '/notes/hello/',
      '/notes/hours/',
      '/products/anvil/',
      '/products/bucket/',
      '/products/candle/',
    ]);
    // The assets are named by their content.
    expect([...out.files.keys()].filter((f) => !f.startsWith('assets/')).sort()).toEqual([
      '404.html',
      '_redirects',
      'find/index.html',
      'index.html',
      'notes/hello/index.html',
      'notes/hours/index.html',
      'prices.txt',
      'products/anvil/index.html',
      'products/bucket/index.html',
      'products/candle/index.html',
      'robots.txt',
      'search-index.json',
      'sitemap.xml',
    ]);
    expect(out.text('products/anvil/index.html')).toContain(
      '<p id="note">Heavy. Call 555-0100 before you order two.</p>',
    );
    expect(out.text('notes/hello/index.html')).toContain(
      '<p>We opened the shop this week. Call 555-0100 with questions.</p>',
    );
    expect(out.text('index.html')).toMatch(
      /<script type="module" src="\/assets\/islands-loader-\w+\.js" async=""><\/script>/,
    );
    expect(out.text('sitemap.xml')).not.toContain('404');
  });

  it('gives the same bytes every time, and a build with nothing changed renders and writes nothing', async () => {
    const first = await buildMini();
    const again = await buildMini();
    expect(bytes(again.out.files)).toEqual(bytes(first.out.files));
    const unchanged = await buildMini({}, { out: first.out, state: first.result.state });
    expect([unchanged.result.rendered, unchanged.result.written]).toEqual([[], []]);
    expect(bytes(first.out.files)).toEqual(bytes(again.out.files));
  });
});

const anvil = (replace: [string, string]) => ({
  'products/anvil.yaml':
    'name: Anvil\nprice: 120\nnote: Heavy. Call {phone} before you order two.\nrelated:\n  - /products/bucket/\n'.replace(
      ...replace,
    ),
});

/** Each kind of edit, and the pages it must render again (undefined: at least the pages it changes, compared by bytes). */
const edits: [string, Changes, string[] | undefined][] = [
  [
    'a value one page and a shared list show (a price)',
    { write: anvil(['price: 120', 'price: 125']) },
    // The price is in the anvil's search entry too, which /find/ lists; every product page names the
    // cheapest product, which it finds from every price.
    ['/', '/find/', '/products/anvil/', '/products/bucket/', '/products/candle/'],
  ],
  [
    'a price that makes another product the cheapest, which every product page names',
    { write: { 'products/candle.yaml': 'name: Candle\nprice: 40\nnote: Burns for six hours on a still night.\n' } },
    ['/', '/find/', '/products/anvil/', '/products/bucket/', '/products/candle/'],
  ],
  ['a value one page shows (a note)', { write: anvil(['Heavy.', 'Very heavy.']) }, ['/products/anvil/']],
  [
    'a Markdown body',
    { write: { 'notes/hello.md': '---\ntitle: Hello\n---\n\nWe opened the shop last week.\n' } },
    ['/notes/hello/'],
  ],
  [
    'a Markdown title, shown on its page and the index',
    {
      write: {
        'notes/hello.md': '---\ntitle: Hi there\n---\n\nWe opened the shop this week. Call {phone} with questions.\n',
      },
    },
    ['/', '/notes/hello/'],
  ],
  [
    'the source of a placeholder, in the shared header of every page',
    { write: { 'settings.yaml': 'title: Mini Shop\nphone: 555-0199\nurl: https://mini.example\n' } },
    ['/', '/find/', '/notes/hello/', '/notes/hours/', '/products/anvil/', '/products/bucket/', '/products/candle/'],
  ],
  [
    'what every page head says (the title)',
    { write: { 'settings.yaml': 'title: Maxi Shop\nphone: 555-0100\nurl: https://mini.example\n' } },
    [
      '/',
      '/404.html',
      '/find/',
      '/notes/hello/',
      '/notes/hours/',
      '/products/anvil/',
      '/products/bucket/',
      '/products/candle/',
    ],
  ],
  [
    'a new entry',
    { write: { 'products/dart.yaml': 'name: Dart\nprice: 3\nnote: Sold by the dozen and never one at a time.\n' } },
    undefined,
  ],
  ['an entry removed', { remove: ['products/candle.yaml'] }, undefined],
  [
    'an entry renamed',
    {
      remove: ['products/candle.yaml'],
      write: {
        'products/taper.yaml':
          'name: Taper\nprice: 4\nnote: Burns for six hours on a still night and less in a draft.\n',
      },
    },
    undefined,
  ],
];

describe('a build from the last build state, after each kind of edit', () => {
  it.each(edits)(
    'after %s: the bytes of a build from nothing, and only the pages that read the change rendered',
    async (_, changes, expected) => {
      const before = await buildMini();
      const cached = await buildMini(changes, { out: before.out, state: before.result.state });
      const fresh = await buildMini(changes);
      expect(bytes(cached.out.files)).toEqual(bytes(fresh.out.files));
      if (expected) expect(cached.result.rendered.sort()).toEqual(expected);
    },
  );

  it('after an edit to code every page runs, renders every page', async () => {
    const before = await buildMini();
    const code = { ...miniCode, shared: 'mini, edited' };
    const cached = await buildMini({}, { out: before.out, state: before.result.state, code });
    expect(cached.result.rendered).toHaveLength(before.result.routes.length);
  });

  it("after an edit to one page module, renders that kind's pages only", async () => {
    const before = await buildMini();
    const code = { ...miniCode, pages: { product: 'product, edited' } };
    const cached = await buildMini({}, { out: before.out, state: before.result.state, code });
    expect(cached.result.rendered.sort()).toEqual(['/products/anvil/', '/products/bucket/', '/products/candle/']);
  });

  it('finds a link an edit broke on a page it did not render again', async () => {
    // /notes/hours/ links to /products/anvil/#note; the anvil's note goes, and its id with it.
    const before = await buildMini();
    const edit = { write: anvil(['note: Heavy. Call {phone} before you order two.\n', '']) };
    const cached = buildMini(edit, { out: before.out, state: before.result.state });
    await expect(cached).rejects.toMatchObject({ errors: [expect.objectContaining({ name: 'BrokenLink' })] });
    await expect(buildMini(edit)).rejects.toMatchObject({ errors: [expect.objectContaining({ name: 'BrokenLink' })] });
  });

  it("makes the site's own files again only when what they read changed", async () => {
    let made = 0;
    const prices = site.plugins!.find((plugin) => plugin.name === 'files')!;
    const counted = {
      ...site,
      plugins: [
        ...site.plugins!.filter((plugin) => plugin !== prices),
        files((content: { products: { name: string; price: number }[] }) => {
          made++;
          return [{ file: 'prices.txt', data: content.products.map((p) => `${p.name}: ${p.price}\n`).join('') }];
        }),
      ],
    };
    const before = await buildMini({}, { site: counted });
    const note = await buildMini(
      { write: anvil(['Heavy.', 'Very heavy.']) },
      { out: before.out, state: before.result.state, site: counted },
    );
    expect(made).toBe(1);
    await buildMini(
      { write: anvil(['price: 120', 'price: 125']) },
      { out: note.out, state: note.result.state, site: counted },
    );
    expect(made).toBe(2);
    expect(note.out.text('prices.txt')).toContain('Anvil: 125');
  });

  it('with verify, names a kept page that a template now renders otherwise: a read the build did not note', async () => {
    const before = await buildMini();
    // The bucket's page names the cheapest product; its record forgets the candle's price, as a plain cache would.
    const bucket = before.result.state.pages.get('/products/bucket/')!;
    bucket.reads = bucket.reads.filter((read) => !read.startsWith('products/candle.'));
    const changes = { write: { 'products/candle.yaml': 'name: Candle\nprice: 40\nnote: Burns for six hours.\n' } };
    const kept = await buildMini(changes, { out: before.out, state: before.result.state, verify: true }).catch(
      (error: BuildFailure) => error.problems.map((p) => `${p.name} ${p.file} ${p.message}`),
    );
    expect(kept).toEqual([
      'StalePage tests/fixtures/sites/mini/pages/product.tsx /products/bucket/ was kept from the last build as nothing it read had changed, but rendering it again gives other bytes: the template read something the build did not note',
    ]);
  });

  it('renders again a page whose file was changed in the output since it was written', async () => {
    const before = await buildMini();
    before.out.files.set('products/bucket/index.html', Buffer.from('edited by hand'));
    before.out.files.delete('notes/hours/index.html');
    const cached = await buildMini({}, { out: before.out, state: before.result.state });
    expect(cached.result.rendered.sort()).toEqual(['/notes/hours/', '/products/bucket/']);
    expect(bytes(cached.out.files)).toEqual(bytes((await buildMini({}, { out: memoryWriter() })).out.files));
  });
});
