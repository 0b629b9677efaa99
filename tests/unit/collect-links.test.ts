/** What the link check reads of each rendered page (build/check/links.ts collectLinks), in one pass, and the check itself. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { checkLinks, collectLinks, type PageLinks } from '../../build/check/links';
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

it('checks every reference against the pages and the files of the output, and names each broken one in page order', async () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-links-'));
  try {
    mkdirSync(path.join(outDir, 'assets'));
    writeFileSync(path.join(outDir, 'assets/site.css'), '');
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
    expect(await checkLinks(links, routes, outDir, new Map())).toEqual([
      '/ links to /assets/gone.css, which is not a page or file of the site (made by templates/pages/page.tsx)',
      '/ links to /services#top; use the canonical form /services/ (made by templates/pages/page.tsx)',
      "/ links to /about/#team, but /about/ has no element with id 'team' (made by templates/pages/page.tsx)",
      '/services/ links to /servicez/, which is not a page or file of the site (made by templates/pages/services/page.tsx)',
      '/services/ links to /about; use the canonical form /about/ (made by templates/pages/services/page.tsx)',
    ]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

/** The pattern collectLinks once ran over each page; its scan must find exactly what this finds. */
function collectByPattern(page: string, siteUrl: string): PageLinks {
  const refs = new Set<string>();
  const ids = new Set<string>();
  for (const [, name, value] of page.matchAll(/\s(href|src|action|content|id)="([^"]*)"/g)) {
    let ref = value!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    if (name === 'id') {
      if (ref) ids.add(ref);
      continue;
    }
    if (ref.startsWith(`${siteUrl}/`)) ref = ref.slice(siteUrl.length);
    else if (name === 'content') continue;
    if ((ref.startsWith('/') || ref.startsWith('#')) && !ref.startsWith('//')) refs.add(ref);
  }
  return { refs: [...refs], ids };
}

it('finds what the attribute pattern finds, in any arrangement of names, quotes, spaces and values', () => {
  const pieces = [
    ' ',
    '\t',
    '\n',
    '\u00a0',
    '\u2028',
    'href',
    'src',
    'action',
    'content',
    'id',
    'data-',
    'x',
    'class',
    '=',
    '="',
    '"',
    '/a/',
    '#b',
    '//c',
    '&amp;',
    '&quot;',
    'https://www.example.com/',
    '<a ',
    '>',
  ];
  const page = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((parts) => parts.join(''));
  fc.assert(
    fc.property(page, (html) => {
      const found = collectLinks(html, 'https://www.example.com');
      const expected = collectByPattern(html, 'https://www.example.com');
      expect(found.refs).toEqual(expected.refs);
      expect([...found.ids]).toEqual([...expected.ids]);
    }),
    { numRuns: 20_000, seed: 9 },
  );
});

it('names a broken reference on every page that makes it, though it is resolved once', async () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-links-'));
  try {
    const route = (p: string) => ({ path: p, template: `templates/pages${p}page.tsx`, status: 200 }) as Route;
    const routes = [route('/'), route('/a/'), route('/b/')];
    const links = new Map<string, PageLinks>(
      routes.map((r) => [r.path, { refs: ['/gone/', '/gone.css', '/a/#x'], ids: new Set<string>() }]),
    );
    const problems = await checkLinks(links, routes, outDir, new Map());
    expect(problems.map((p) => p.split(' ').slice(0, 4).join(' '))).toEqual(
      routes.flatMap((r) => [
        `${r.path} links to /gone/,`,
        `${r.path} links to /gone.css,`,
        `${r.path} links to /a/#x,`,
      ]),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
