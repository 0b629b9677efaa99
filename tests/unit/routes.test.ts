/** The route table: paths in canonical form, no path produced twice, and where each route is written. */
import { describe, expect, it } from 'vitest';
import type { Content } from '../../templates/content/collections';
import { buildRouteTable, outputFile, type PageModule, RouteError } from '../../build/routes';

const content = {} as Content;
const Empty = () => null;
const moduleWith = (paths: string[]): PageModule<unknown> => ({
  routes: () => paths.map((path) => ({ path, props: {} })),
  head: () => ({ title: 'T', description: 'D' }),
  Page: Empty,
});

describe('buildRouteTable', () => {
  it('collects every route, sorted, with not-found pages flagged 404 and noindex', () => {
    const routes = buildRouteTable(
      [
        { kind: 'b', template: 'templates/pages/b.tsx', module: moduleWith(['/b/', '/b/404.html']) },
        { kind: 'a', template: 'templates/pages/a.tsx', module: moduleWith(['/a/']) },
      ],
      content,
      'https://x.example',
    );
    expect(routes.map((r) => [r.path, r.kind, r.status, r.head.noindex === true])).toEqual([
      ['/a/', 'a', 200, false],
      ['/b/', 'b', 200, false],
      ['/b/404.html', 'b', 404, true],
    ]);
  });

  it('refuses a path produced by two modules, naming both', () => {
    const build = () =>
      buildRouteTable(
        [
          { kind: 'legal', template: 'templates/pages/legal.tsx', module: moduleWith(['/services/']) },
          { kind: 'services', template: 'templates/pages/services.tsx', module: moduleWith(['/services/']) },
        ],
        content,
        'https://x.example',
      );
    expect(build).toThrow(RouteError);
    expect(build).toThrow(
      '/services/ is produced twice: by templates/pages/legal.tsx and by templates/pages/services.tsx',
    );
    // One problem, as npm run dev lists it.
    expect(() => build()).toThrow(
      expect.objectContaining({
        problems: ['/services/ is produced twice: by templates/pages/legal.tsx and by templates/pages/services.tsx'],
      }),
    );
  });

  it('refuses a path that is not in canonical form', () => {
    expect(() =>
      buildRouteTable(
        [{ kind: 'x', template: 'templates/pages/x.tsx', module: moduleWith(['/About']) }],
        content,
        'https://x.example',
      ),
    ).toThrow("templates/pages/x.tsx: path '/About' must be lowercase segments ending in '/', or a section's 404.html");
  });
});

it('writes pages as folder indexes and not-found pages by name', () => {
  expect(outputFile('/')).toBe('index.html');
  expect(outputFile('/services/local-seo/')).toBe('services/local-seo/index.html');
  expect(outputFile('/services/404.html')).toBe('services/404.html');
});
