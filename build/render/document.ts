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

const meta = (key: 'name' | 'property', name: string, content: string) => tag('meta', [[key, name], ['content', content]]);

/** The complete page: `<!DOCTYPE html>`, the head, and `body` (the page's markup) as it is. */
export function renderDocument({ head, site, siteUrl, path, status, assets }: Props, body: string): string {
  const title = `${head.title} - ${site.brand}`;
  const image = `${siteUrl}/og-default.png`;
  // A not-found page answers for any URL, so it claims none as canonical.
  const canonical = status === 200 ? `${siteUrl}${path}` : undefined;
  const parts = [
    `<!DOCTYPE html><html lang="${escapeHtml(site.language)}"><head><meta charSet="utf-8"/>`,
    meta('name', 'viewport', 'width=device-width, initial-scale=1'),
    // Where React put them: first after the viewport, so the browser asks for them before anything else.
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}" async=""></script>`),
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.noindex ? 'noindex,nofollow' : 'index,follow'),
  ];
  if (head.refreshTo) parts.push(tag('meta', [['http-equiv', 'refresh'], ['content', `0; url=${head.refreshTo}`]]));
  if (canonical) {
    parts.push(
      tag('link', [['rel', 'canonical'], ['href', canonical]]),
      tag('link', [['rel', 'alternate'], ['hrefLang', site.language], ['href', canonical]]),
      tag('link', [['rel', 'alternate'], ['hrefLang', 'x-default'], ['href', canonical]]),
    );
  }
  parts.push(
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
  );
  if (canonical) parts.push(meta('property', 'og:url', canonical));
  parts.push(
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', `${site.brand}: ${site.tagline}`),
    meta('property', 'og:locale', site.language.replace('-', '_')),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'theme-color', site.themeColor),
    tag('link', [['rel', 'icon'], ['href', '/favicon.ico'], ['sizes', '32x32']]),
    tag('link', [['rel', 'icon'], ['href', '/favicon.svg'], ['type', 'image/svg+xml']]),
    tag('link', [['rel', 'apple-touch-icon'], ['href', '/apple-touch-icon.png']]),
    tag('link', [['rel', 'manifest'], ['href', '/site.webmanifest']]),
  );
  for (const feed of head.feeds ?? []) parts.push(tag('link', [['rel', 'alternate'], ['type', 'application/rss+xml'], ['title', feed.title], ['href', feed.href]]));
  parts.push(
    tag('link', [['rel', 'preload'], ['href', assets.font], ['as', 'font'], ['type', 'font/woff2'], ['crossorigin', 'anonymous']]),
    tag('link', [['rel', 'stylesheet'], ['href', assets.css]]),
  );
  for (const data of head.jsonLd ?? []) parts.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  parts.push('</head><body>', body, '</body></html>');
  return parts.join('');
}
