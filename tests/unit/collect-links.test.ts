/** What the link check reads of each rendered page (build/check/links.ts collectLinks), and the check itself. */
import { expect, it } from 'vitest';
import { checkLinks, collectLinks, type PageLinks } from '../../build/check/links';
import { formatProblem } from '../../build/problems';
import type { Route } from '../../build/routes';

it('finds the references to the site and the element ids, decoded, and nothing else', () => {
  const page = [
    '<html><head><meta property="og:url" content="https://www.example.com/services/"/><meta name="description" content="/not-a-link because it is text"/>',
    '<link rel="stylesheet" href="/assets/site.css"/></head><body id="top">',
    '<a href="/services/local-seo/#prices">SEO</a><a href="https://elsewhere.example/">out</a><a href="//cdn.example/x.js">cdn</a>',
    '<a href="#faq">FAQ</a><section id="faq"><h2 id="a&amp;b">Q&amp;A</h2></section><span data-id="not-an-id"></span><p id="">empty</p>',
    '<form action="/api/contact"></form><img src="/og.png" alt=""/><a href="/?q=a&amp;b=c">search</a></body></html>',
  ].join('');
  const { refs, ids } = collectLinks(page, 'https://www.example.com');
  expect(refs).toEqual([
    '/services/',
    '/assets/site.css',
    '/services/local-seo/#prices',
    '#faq',
    '/api/contact',
    '/og.png',
    '/?q=a&b=c',
  ]);
  expect([...ids]).toEqual(['top', 'faq', 'a&b']);
});

it('checks every reference against the pages and the files of the output, and names each broken one in page order', () => {
  const route = (p: string) => ({ path: p, template: `templates/pages${p}page.tsx`, status: 200 }) as Route;
  const routes = [route('/'), route('/services/'), route('/about/')];
  const links = new Map<string, PageLinks>([
    [
      '/',
      {
        refs: ['/services/', '/assets/site.css', '/assets/gone.css', '/services#top', '/about/#team'],
        ids: new Set(['top']),
      },
    ],
    ['/services/', { refs: ['#top', '/', '/servicez/', '/about'], ids: new Set(['top']) }],
    ['/about/', { refs: ['/assets/site.css', '/services/#top'], ids: new Set() }],
  ]);
  // A link written in a data file is reported where it is written; others at the page's template.
  const data = [{ file: 'data/navigation.yaml', text: 'footer:\n  - { label: Oops, href: /servicez/ }\n' }];
  expect(
    checkLinks(links, routes, new Set(['assets/site.css']), data).map((p) => `${p.name} ${formatProblem(p)}`),
  ).toEqual([
    'BrokenLink templates/pages/page.tsx:1:1 (file): the page / links to /assets/gone.css, which is not a page or file of the site',
    'BrokenLink templates/pages/page.tsx:1:1 (file): the page / links to /services#top; use the canonical form /services/',
    "BrokenLink templates/pages/page.tsx:1:1 (file): the page / links to /about/#team, but /about/ has no element with id 'team'",
    'BrokenLink data/navigation.yaml:2:26 (link): the page /services/ links to /servicez/, which is not a page or file of the site',
    'BrokenLink templates/pages/services/page.tsx:1:1 (file): the page /services/ links to /about; use the canonical form /about/',
  ]);
});
