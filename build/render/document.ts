/**
 * The HTML document around every page: the head rules of spec 000 section 2 and the asset links.
 *
 * Written as a string, not rendered with React: it is a fixed list of tags that differ from page to page
 * only in a dozen values, and rendering it was a second React render per page, with its own request and
 * a large component for each render thread's compiler to optimize. The markup is the one React wrote for
 * it, attribute names and order included (charSet, hrefLang, the scripts after the viewport), and values
 * are escaped as React escapes them (tests/unit/document.test.ts).
 */
import type { Head } from '../routes';
import type { Site } from '../content/schemas/site';
import { serializeJsonLd } from './json-ld';

export interface DocumentAssets {
  css: string;
  font: string;
  /** Module scripts of this page: the islands loader where the page has islands. */
  scripts: string[];
}

interface Props {
  head: Head;
  site: Site;
  siteUrl: string;
  path: string;
  status: 200 | 404;
  assets: DocumentAssets;
}

const ESCAPED: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const SPECIAL = /["&'<>]/g;

/** Text or an attribute value as React writes it. */
export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (c) => ESCAPED[c]!);
}

/** `<tag a="…" b="…"/>`, escaping each value. */
function tag(name: string, attributes: [string, string][]): string {
  let html = `<${name}`;
  for (const [attribute, value] of attributes) html += ` ${attribute}="${escapeHtml(value)}"`;
  return `${html}/>`;
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  tag('meta', [
    [key, name],
    ['content', content],
  ]);

/** The runs of the head that are the same on every page of a build, made once per site, origin and assets. */
interface SiteRuns {
  open: string;
  siteName: string;
  /** From the social image to the summary card. */
  image: string;
  /** From the Twitter image to the manifest. */
  icons: string;
  assets: string;
  /** The site's language, escaped. */
  language: string;
}

const siteRuns = new WeakMap<Site, Map<string, SiteRuns>>();

function runsFor(site: Site, siteUrl: string, assets: DocumentAssets): SiteRuns {
  let bySite = siteRuns.get(site);
  if (!bySite) {
    bySite = new Map();
    siteRuns.set(site, bySite);
  }
  const key = `${siteUrl}\n${assets.css}\n${assets.font}`;
  let runs = bySite.get(key);
  if (!runs) {
    const image = `${siteUrl}/og-default.png`;
    runs = {
      open: `<!DOCTYPE html><html lang="${escapeHtml(site.language)}"><head><meta charSet="utf-8"/>${meta('name', 'viewport', 'width=device-width, initial-scale=1')}`,
      siteName: meta('property', 'og:site_name', site.brand),
      image: [
        meta('property', 'og:image', image),
        meta('property', 'og:image:width', '1200'),
        meta('property', 'og:image:height', '630'),
        meta('property', 'og:image:alt', `${site.brand}: ${site.tagline}`),
        meta('property', 'og:locale', site.language.replace('-', '_')),
        meta('name', 'twitter:card', 'summary_large_image'),
      ].join(''),
      icons: [
        meta('name', 'twitter:image', image),
        meta('name', 'theme-color', site.themeColor),
        tag('link', [
          ['rel', 'icon'],
          ['href', '/favicon.ico'],
          ['sizes', '32x32'],
        ]),
        tag('link', [
          ['rel', 'icon'],
          ['href', '/favicon.svg'],
          ['type', 'image/svg+xml'],
        ]),
        tag('link', [
          ['rel', 'apple-touch-icon'],
          ['href', '/apple-touch-icon.png'],
        ]),
        tag('link', [
          ['rel', 'manifest'],
          ['href', '/site.webmanifest'],
        ]),
      ].join(''),
      assets:
        tag('link', [
          ['rel', 'preload'],
          ['href', assets.font],
          ['as', 'font'],
          ['type', 'font/woff2'],
          ['crossorigin', 'anonymous'],
        ]) +
        tag('link', [
          ['rel', 'stylesheet'],
          ['href', assets.css],
        ]),
      language: escapeHtml(site.language),
    };
    bySite.set(key, runs);
  }
  return runs;
}

/**
 * The complete page: `<!DOCTYPE html>`, the head, and `body` (the page's markup) as it is. What every
 * page shares is written once per build (runsFor) and each page's own values are escaped once: the
 * head had cost a post's page as much as its body's render.
 */
export function renderDocument({ head, site, siteUrl, path, status, assets }: Props, body: string): string {
  const runs = runsFor(site, siteUrl, assets);
  const title = escapeHtml(`${head.title} - ${site.brand}`);
  const description = escapeHtml(head.description);
  // A not-found page answers for any URL, so it claims none as canonical.
  const canonical = status === 200 ? escapeHtml(`${siteUrl}${path}`) : undefined;
  let html = runs.open;
  // Where React put them: first after the viewport, so the browser asks for them before anything else.
  for (const src of assets.scripts) html += `<script type="module" src="${escapeHtml(src)}" async=""></script>`;
  html += `<title>${title}</title><meta name="description" content="${description}"/><meta name="robots" content="${head.noindex ? 'noindex,nofollow' : 'index,follow'}"/>`;
  if (head.refreshTo)
    html += tag('meta', [
      ['http-equiv', 'refresh'],
      ['content', `0; url=${head.refreshTo}`],
    ]);
  if (canonical)
    html += `<link rel="canonical" href="${canonical}"/><link rel="alternate" hrefLang="${runs.language}" href="${canonical}"/><link rel="alternate" hrefLang="x-default" href="${canonical}"/>`;
  html += `<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}"/>${runs.siteName}<meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/>`;
  if (canonical) html += `<meta property="og:url" content="${canonical}"/>`;
  html += `${runs.image}<meta name="twitter:title" content="${title}"/><meta name="twitter:description" content="${description}"/>${runs.icons}`;
  for (const feed of head.feeds ?? [])
    html += tag('link', [
      ['rel', 'alternate'],
      ['type', 'application/rss+xml'],
      ['title', feed.title],
      ['href', feed.href],
    ]);
  html += runs.assets;
  for (const data of head.jsonLd ?? []) html += `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
  return `${html}</head><body>${body}</body></html>`;
}
