/** The HTML document around every page: the head rules of spec 000 section 2 and the asset links. */
import type { ReactNode } from 'react';
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
  children: ReactNode;
}

export function Document({ head, site, siteUrl, path, status, assets, children }: Props) {
  const title = `${head.title} - ${site.brand}`;
  const image = `${siteUrl}/og-default.png`;
  // A not-found page answers for any URL, so it claims none as canonical.
  const canonical = status === 200 ? `${siteUrl}${path}` : undefined;
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={head.description} />
        <meta name="robots" content={head.noindex ? 'noindex,nofollow' : 'index,follow'} />
        {head.refreshTo && <meta httpEquiv="refresh" content={`0; url=${head.refreshTo}`} />}
        {canonical && <link rel="canonical" href={canonical} />}
        {canonical && <link rel="alternate" hrefLang={site.language} href={canonical} />}
        {canonical && <link rel="alternate" hrefLang="x-default" href={canonical} />}
        <meta property="og:type" content={head.ogType ?? 'website'} />
        <meta property="og:site_name" content={site.brand} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={head.description} />
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content={`${site.brand}: ${site.tagline}`} />
        <meta property="og:locale" content={site.language.replace('-', '_')} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={image} />
        <meta name="theme-color" content={site.themeColor} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {head.feeds?.map((feed) => (
          <link key={feed.href} rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
        ))}
        <link rel="preload" href={assets.font} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="stylesheet" href={assets.css} />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} async />
        ))}
        {head.jsonLd?.map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
