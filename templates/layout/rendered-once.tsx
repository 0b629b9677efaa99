/**
 * The header and footer are the same on hundreds of pages: their inner markup is rendered once per
 * build (per key, such as the header's current section) and reused, which took a fifth off the time
 * to render a page. Parts rendered this way must not contain islands: an island registers itself with
 * the page that renders it, and a reused string registers nothing. The string goes into the page as
 * markup (dangerouslySetInnerHTML): while a page renders it stands for the part, which the page keeps
 * by reference (build/render/shared-markup.ts). The content a part read is counted as read by every
 * page that reuses it, so the build cache knows those pages depend on it.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { replayReads, trackReads } from '../../build/render/reads';
import { placeShared, renderingPart, SharedMarkup } from '../../build/render/shared-markup';
import { SiteContext, type SiteContextValue } from '../site-context';

// Keyed by the build's content, so a rebuild in the same process (npm run dev) starts afresh.
const cache = new WeakMap<object, Map<string, { markup: SharedMarkup; reads: string[] }>>();

export function renderedOnce(site: SiteContextValue, key: string, element: () => ReactElement): string {
  let parts = cache.get(site.content);
  if (!parts) {
    parts = new Map();
    cache.set(site.content, parts);
  }
  let part = parts.get(key);
  if (part === undefined) {
    const { value, reads } = trackReads(() =>
      renderingPart(() => renderToStaticMarkup(<SiteContext.Provider value={site}>{element()}</SiteContext.Provider>)),
    );
    part = { markup: new SharedMarkup(value), reads };
    parts.set(key, part);
  } else replayReads(part.reads);
  // A page keeps the part by reference, with its bytes and links (build/render/shared-markup.ts).
  return placeShared(part.markup);
}
