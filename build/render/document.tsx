/**
 * The HTML document around every page: the head a search engine and a social network read (title,
 * description, robots, canonical and language alternates, Open Graph and Twitter cards, structured
 * data), the site's icons and the assets, then the page's body, which React has rendered already.
 */
import { renderToStaticMarkup } from 'react-dom/server';
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

export interface DocumentInput {
  head: Head;
  settings: DocumentSettings;
  siteUrl: string;
  path: string;
  status: 200 | 404;
  assets: DocumentAssets;
}

type DocumentHeadProps = Omit<DocumentInput, 'status' | 'path'> & { canonical?: string };

function DocumentHead({ head, settings, siteUrl, canonical, assets }: DocumentHeadProps) {
  const title = settings.title(head.title);
  const image = settings.image && `${siteUrl}${settings.image.path}`;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {assets.scripts.map((src) => (
        <script key={src} type="module" src={src} async />
      ))}
      <title>{title}</title>
      <meta name="description" content={head.description} />
      <meta name="robots" content={head.noindex ? 'noindex,nofollow' : 'index,follow'} />
      {head.refreshTo && <meta httpEquiv="refresh" content={`0; url=${head.refreshTo}`} />}
      {canonical && (
        <>
          <link rel="canonical" href={canonical} />
          <link rel="alternate" hrefLang={settings.language} href={canonical} />
          <link rel="alternate" hrefLang="x-default" href={canonical} />
        </>
      )}
      <meta property="og:type" content={head.ogType ?? 'website'} />
      <meta property="og:site_name" content={settings.siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={head.description} />
      {canonical && <meta property="og:url" content={canonical} />}
      {settings.image && image && (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content={String(settings.image.width)} />
          <meta property="og:image:height" content={String(settings.image.height)} />
          <meta property="og:image:alt" content={settings.image.alt} />
        </>
      )}
      <meta property="og:locale" content={settings.language.replace('-', '_')} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={head.description} />
      {image && <meta name="twitter:image" content={image} />}
      {settings.themeColor && <meta name="theme-color" content={settings.themeColor} />}
      {settings.links?.map((link) => (
        <link key={link.href} rel={link.rel} href={link.href} sizes={link.sizes} type={link.type} />
      ))}
      {head.feeds?.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
      ))}
      {assets.font && <link rel="preload" href={assets.font} as="font" type="font/woff2" crossOrigin="anonymous" />}
      {assets.css && <link rel="stylesheet" href={assets.css} />}
      {head.jsonLd?.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </head>
  );
}

/** `<html lang="…">` as React writes it, made once for each language: every page of a site shares one. */
const openingTags = new Map<string, string>();
function htmlOpeningTag(language: string): string {
  let tag = openingTags.get(language);
  if (tag === undefined) {
    const html = renderToStaticMarkup(<html lang={language} />);
    tag = html.slice(0, html.indexOf('>') + 1);
    openingTags.set(language, tag);
  }
  return tag;
}

/** The complete page: `<!DOCTYPE html>`, the head, and `body` (the page's markup) as it is. */
export function renderDocument({ head, settings, siteUrl, path, status, assets }: DocumentInput, body: string): string {
  // A not-found page answers for any URL, so it claims none as canonical.
  const canonical = status === 200 ? `${siteUrl}${path}` : undefined;
  const headHtml = renderToStaticMarkup(
    <DocumentHead head={head} settings={settings} siteUrl={siteUrl} canonical={canonical} assets={assets} />,
  );
  // The body is markup already, rendered with the page: it goes in as it is.
  return `<!DOCTYPE html>${htmlOpeningTag(settings.language)}${headHtml}<body>${body}</body></html>`;
}
