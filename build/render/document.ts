/**
 * The HTML document around every page: the head a search engine and a social network read (title,
 * description, robots, canonical and language alternates, Open Graph and Twitter cards, structured
 * data), the site's icons and the assets, then the page's body. Written as a string: a fixed list of
 * tags, escaped as React escapes attribute values, in the order React wrote them when this was a
 * component (tests/unit/document.test.ts).
 */
import type { Head } from '../routes';
import { serializeJsonLd } from './json-ld';

/** What a site says once for every page's head (SiteConfig.document). */
export interface DocumentSettings {
  /** The page's language, e.g. 'en-US'. */
  language: string;
  /** The whole title from a page's own: '{page} - {brand}'. */
  title(page: string): string;
  siteName: string;
  /** The social card every page shares, a path of the site. */
  image?: { path: string; width: number; height: number; alt: string };
  themeColor?: string;
  /** Icons, the manifest: links every page carries. */
  links?: { rel: string; href: string; type?: string; sizes?: string }[];
}

/** The assets a page links to. */
export interface DocumentAssets {
  css?: string;
  /** Preloaded: the self-hosted font. */
  font?: string;
  /** Module scripts of this page: the islands loader where the page has islands. */
  scripts: string[];
}

const ESCAPED: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const SPECIAL = /["&'<>]/g;

/** Text or an attribute value as React writes it. */
export function escapeHtml(text: string): string {
  return text.replace(SPECIAL, (c) => ESCAPED[c]!);
}

/** `<tag a="…" b="…"/>`, escaping each value. */
function tag(name: string, attributes: [string, string | undefined][]): string {
  let html = `<${name}`;
  for (const [attribute, value] of attributes) if (value !== undefined) html += ` ${attribute}="${escapeHtml(value)}"`;
  return `${html}/>`;
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  tag('meta', [
    [key, name],
    ['content', content],
  ]);

export interface DocumentInput {
  head: Head;
  settings: DocumentSettings;
  siteUrl: string;
  path: string;
  status: 200 | 404;
  assets: DocumentAssets;
}

/** The complete page: `<!DOCTYPE html>`, the head, and `body` (the page's markup) as it is. */
export function renderDocument({ head, settings, siteUrl, path, status, assets }: DocumentInput, body: string): string {
  const title = escapeHtml(settings.title(head.title));
  const description = escapeHtml(head.description);
  const image = settings.image && `${siteUrl}${settings.image.path}`;
  // A not-found page answers for any URL, so it claims none as canonical.
  const canonical = status === 200 ? escapeHtml(`${siteUrl}${path}`) : undefined;
  const language = escapeHtml(settings.language);
  let html = `<!DOCTYPE html><html lang="${language}"><head><meta charSet="utf-8"/>${meta('name', 'viewport', 'width=device-width, initial-scale=1')}`;
  // Where React put them: first after the viewport, so the browser asks for them before anything else.
  for (const src of assets.scripts) html += `<script type="module" src="${escapeHtml(src)}" async=""></script>`;
  html += `<title>${title}</title><meta name="description" content="${description}"/><meta name="robots" content="${head.noindex ? 'noindex,nofollow' : 'index,follow'}"/>`;
  if (head.refreshTo)
    html += tag('meta', [
      ['http-equiv', 'refresh'],
      ['content', `0; url=${head.refreshTo}`],
    ]);
  if (canonical) {
    html += `<link rel="canonical" href="${canonical}"/><link rel="alternate" hrefLang="${language}" href="${canonical}"/><link rel="alternate" hrefLang="x-default" href="${canonical}"/>`;
  }
  html += `<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}"/>${meta('property', 'og:site_name', settings.siteName)}<meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/>`;
  if (canonical) html += `<meta property="og:url" content="${canonical}"/>`;
  if (settings.image && image) {
    html += [
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', String(settings.image.width)),
      meta('property', 'og:image:height', String(settings.image.height)),
      meta('property', 'og:image:alt', settings.image.alt),
    ].join('');
  }
  html += meta('property', 'og:locale', settings.language.replace('-', '_'));
  html += meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  html += `<meta name="twitter:title" content="${title}"/><meta name="twitter:description" content="${description}"/>`;
  if (image) html += meta('name', 'twitter:image', image);
  if (settings.themeColor) html += meta('name', 'theme-color', settings.themeColor);
  for (const link of settings.links ?? []) {
    html += tag('link', [
      ['rel', link.rel],
      ['href', link.href],
      ['sizes', link.sizes],
      ['type', link.type],
    ]);
  }
  for (const feed of head.feeds ?? []) {
    html += tag('link', [
      ['rel', 'alternate'],
      ['type', 'application/rss+xml'],
      ['title', feed.title],
      ['href', feed.href],
    ]);
  }
  if (assets.font) {
    html += tag('link', [
      ['rel', 'preload'],
      ['href', assets.font],
      ['as', 'font'],
      ['type', 'font/woff2'],
      ['crossorigin', 'anonymous'],
    ]);
  }
  if (assets.css)
    html += tag('link', [
      ['rel', 'stylesheet'],
      ['href', assets.css],
    ]);
  for (const data of head.jsonLd ?? []) html += `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
  return `${html}</head><body>${body}</body></html>`;
}
