/** The route table: paths in canonical form, no path produced twice, and where each route is written. */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../build/problems';
import { bySlug } from '../../build/content/by-slug';
import { trackedContent } from '../../build/render/reads';
import { buildRouteTable, outputFile, type PageModule } from '../../build/routes';
import { site } from './generator/mini';

const Empty = () => null;
const moduleWith = (paths: string[]): PageModule<unknown, unknown> => ({
  routes: () => paths.map((path) => ({ path, props: {} })),
  head: () => ({ title: 'T', description: 'D' }),
  Page: Empty,
});
const problems = (table: ReturnType<typeof buildRouteTable>) =>
  table.problems.map((p) => `${p.name} ${formatProblem(p)}`);

describe('buildRouteTable', () => {
  it('collects every route, sorted, with not-found pages flagged 404 and noindex', () => {
    const table = buildRouteTable(
      [
        { kind: 'b', template: 'templates/pages/b.tsx', module: moduleWith(['/b/', '/b/404.html']) },
        { kind: 'a', template: 'templates/pages/a.tsx', module: moduleWith(['/a/']) },
      ],
      {},
      'https://x.example',
    );
    expect(table.problems).toEqual([]);
    expect(table.routes.map((r) => [r.path, r.kind, r.status, r.head.noindex === true])).toEqual([
      ['/a/', 'a', 200, false],
      ['/b/', 'b', 200, false],
      ['/b/404.html', 'b', 404, true],
    ]);
  });

  it('refuses a path produced by two modules, naming both', () => {
    const table = buildRouteTable(
      [
        { kind: 'legal', template: 'templates/pages/legal.tsx', module: moduleWith(['/services/']) },
        { kind: 'services', template: 'templates/pages/services.tsx', module: moduleWith(['/services/']) },
      ],
      {},
      'https://x.example',
    );
    expect(problems(table)).toEqual([
      'RouteTwice templates/pages/services.tsx:1:1 (file): /services/ is produced twice: by templates/pages/legal.tsx and by this module',
    ]);
  });

  it("notes what each kind's routes and heads read, with the content as pages see it", () => {
    const products = [
      { slug: 'anvil', name: 'Anvil', price: 120 },
      { slug: 'bucket', name: 'Bucket', price: 15 },
    ];
    const content = trackedContent({ products, notes: [], settings: { title: 'Shop' } }, site.collections);
    const product: PageModule<{ slug: string }, typeof content> = {
      routes: (c) => c.products.map((p) => ({ path: `/products/${p.slug}/`, props: { slug: p.slug } })),
      head: ({ slug }, { content: c }) => ({ title: bySlug(c.products, slug)!.name, description: c.settings.title }),
      Page: Empty,
    };
    const table = buildRouteTable(
      [{ kind: 'product', template: 'pages/product.tsx', module: product as PageModule<unknown, unknown> }],
      content,
      'https://x.example',
    );
    // A route's key is kept while none of these changes (build/pipeline.ts): the names are only in the heads.
    expect([...table.reads.get('product')!].sort()).toEqual([
      'products/anvil.name',
      'products/anvil.slug',
      'products/bucket.name',
      'products/bucket.slug',
      'products[]',
      'settings.title',
    ]);
  });

  it('refuses a path that is not in canonical form', () => {
    const table = buildRouteTable(
      [{ kind: 'x', template: 'templates/pages/x.tsx', module: moduleWith(['/About']) }],
      {},
      'https://x.example',
    );
    expect(problems(table)).toEqual([
      "BadRoutePath templates/pages/x.tsx:1:1 (file): path '/About' must be lowercase segments ending in '/', or a section's 404.html",
    ]);
  });
});

it('writes pages as folder indexes and not-found pages by name', () => {
  expect(outputFile('/')).toBe('index.html');
  expect(outputFile('/services/local-seo/')).toBe('services/local-seo/index.html');
  expect(outputFile('/services/404.html')).toBe('services/404.html');
});
