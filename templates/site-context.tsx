/** What every server-rendered component may read about the site and the page being rendered. */
import { createContext, useContext } from 'react';
import type { Content } from '../build/content/collections';

export interface SiteContextValue {
  content: Content;
  /** Absolute origin for canonical URLs and structured data, without a trailing slash. */
  siteUrl: string;
  /** Every page path of the site; menus link only to pages that exist. */
  pages: ReadonlySet<string>;
  /** The path of the page being rendered. */
  path: string;
  year: number;
  /** Islands rendered on this page, so the document loads the loader only where it is needed. */
  islands: Set<string>;
  /** The script URL of an island, by its name in client/islands/. */
  islandScript: (name: string) => string;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside a page render');
  return value;
}
