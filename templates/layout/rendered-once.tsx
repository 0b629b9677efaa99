/**
 * The header and footer are the same on hundreds of pages: their inner markup is rendered once per
 * build (per key, such as the header's current section) and reused, which took a fifth off the time
 * to render a page. Parts rendered this way must not contain islands: an island registers itself with
 * the page that renders it, and a reused string registers nothing.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type SiteContextValue } from '../site-context';

// Keyed by the build's content, so a rebuild in the same process (npm run dev) starts afresh.
const cache = new WeakMap<object, Map<string, string>>();

export function renderedOnce(site: SiteContextValue, key: string, element: () => ReactElement): string {
  let parts = cache.get(site.content);
  if (!parts) {
    parts = new Map();
    cache.set(site.content, parts);
  }
  let html = parts.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(<SiteContext.Provider value={site}>{element()}</SiteContext.Provider>);
    parts.set(key, html);
  }
  return html;
}
