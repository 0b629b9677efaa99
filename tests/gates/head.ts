/**
 * The site's head rules, as a function over built pages so the same gate can be shown to
 * fail on a broken fixture: title pattern, one h1, description, canonical, robots, lang, Open Graph and
 * Twitter tags, and no two indexable pages with one title.
 */
import { load } from 'cheerio';

export interface BuiltPage {
  /** The URL path the page answers, '/about/' or '/services/404.html'. */
  route: string;
  html: string;
}

/** What the rules read of a page, found in one parse and kept for the page's lifetime: the head gate
 * and the sitemap gate each run more than once over the same 1,300 pages, and parsing was most of it. */
interface PageFacts {
  lang: string | undefined;
  title: string;
  h1s: number;
  /** The first content of each meta name or property. */
  meta: Map<string, string | undefined>;
  canonical: string | undefined;
  /** The first href of each hreflang's alternate link. */
  alternates: Map<string, string | undefined>;
}

const factsOfPage = new WeakMap<BuiltPage, PageFacts>();

function factsOf(page: BuiltPage): PageFacts {
  let facts = factsOfPage.get(page);
  if (facts) return facts;
  // The head alone is parsed (the h1s are counted in the body's text): a city page's body is most of it.
  const headEnd = page.html.indexOf('</head>');
  const $ = load(headEnd < 0 ? page.html : `${page.html.slice(0, headEnd)}</head></html>`);
  const meta = new Map<string, string | undefined>();
  for (const element of $('meta')) {
    for (const key of [$(element).attr('name'), $(element).attr('property')]) {
      if (key !== undefined && !meta.has(key)) meta.set(key, $(element).attr('content'));
    }
  }
  const alternates = new Map<string, string | undefined>();
  for (const element of $('link[rel="alternate"][hreflang]')) {
    const language = $(element).attr('hreflang')!;
    if (!alternates.has(language)) alternates.set(language, $(element).attr('href'));
  }
  facts = {
    lang: $('html').attr('lang'),
    title: $('title').text(),
    h1s: page.html.match(/<h1[\s>]/g)?.length ?? 0,
    meta,
    canonical: $('link[rel="canonical"]').attr('href'),
    alternates,
  };
  factsOfPage.set(page, facts);
  return facts;
}

export function checkHead(pages: BuiltPage[], site: { url: string; brand: string; language: string }): string[] {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const page of pages) {
    const { route } = page;
    const { lang, title, h1s, meta: metas, canonical, alternates } = factsOf(page);
    const fail = (message: string) => problems.push(`${route}: ${message}`);
    const meta = (key: string) => metas.get(key);
    const notFound = route.endsWith('404.html');

    if (lang !== site.language) fail(`lang is '${lang}', expected '${site.language}'`);
    if (!title.endsWith(` - ${site.brand}`) || title.length <= site.brand.length + 3)
      fail(`title '${title}' does not follow '{page} - ${site.brand}'`);
    if (h1s !== 1) fail(`has ${h1s} h1 elements, expected 1`);
    if (!meta('description')) fail('has no meta description');
    if (meta('og:title') !== title || !meta('og:description') || !meta('og:image') || !meta('og:type'))
      fail('Open Graph tags are missing or differ from the title');
    if (meta('twitter:card') !== 'summary_large_image' || meta('twitter:title') !== title || !meta('twitter:image'))
      fail('Twitter card tags are missing');

    if (notFound) {
      if (meta('robots') !== 'noindex,nofollow') fail('a not-found page must be noindex,nofollow');
      if (canonical) fail('a not-found page must not claim a canonical URL');
      continue;
    }
    const expected = `${site.url}${route}`;
    if (meta('robots') !== 'index,follow' && meta('robots') !== 'noindex,nofollow')
      fail(`robots is '${meta('robots')}'`);
    if (canonical !== expected) fail(`canonical is '${canonical}', expected '${expected}'`);
    if (meta('og:url') !== expected) fail(`og:url is '${meta('og:url')}', expected '${expected}'`);
    if (alternates.get(site.language) !== expected) fail('missing its alternate-language link');
    if (meta('robots') === 'index,follow') {
      const other = titles.get(title);
      if (other) fail(`shares its title '${title}' with ${other}`);
      titles.set(title, route);
    }
  }
  return problems;
}

/** The sitemap must list exactly the indexable pages, at canonical URLs. */
export function checkSitemap(sitemapXml: string, pages: BuiltPage[], siteUrl: string): string[] {
  const listed = new Set([...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  const indexable = new Set(
    pages.filter((p) => factsOf(p).meta.get('robots') === 'index,follow').map((p) => `${siteUrl}${p.route}`),
  );
  return [
    ...[...indexable].filter((url) => !listed.has(url)).map((url) => `sitemap.xml is missing ${url}`),
    ...[...listed]
      .filter((url) => !indexable.has(url))
      .map((url) => `sitemap.xml lists ${url}, which is not an indexable page`),
  ];
}
