/** What a site's components are given about the page being rendered (build/render/render-page.tsx). */
import type { ComponentType, ReactNode } from 'react';
import type { SearchEntry } from '../emit/search-index';
import type { PictureFile } from '../images/picture-file';
import type { ImageSource } from '../images/sources';

/** What a page's components may read about the site and the page being rendered. */
export interface PageContext<C = unknown> {
  content: C;
  /** Absolute origin for canonical URLs and structured data, without a trailing slash. */
  siteUrl: string;
  /** Every page path of the site; menus link only to pages that exist. */
  pages: ReadonlySet<string>;
  /** The path of the page being rendered. */
  path: string;
  year: number;
  /** Islands rendered on this page, so the document loads the loader only where it is needed. */
  islands: Set<string>;
  /** The script URL of an island, by its name in the site's islands folder. */
  islandScript: (name: string) => string;
  /** Every page the search finds, from the heads (a site index lists them); reading it is noted. */
  readonly searchIndex: readonly SearchEntry[];
  /** An image the content names, measured (build/images/); reading it is noted. */
  image(src: string): ImageSource | undefined;
  /** Asks for a file a <Picture> shows; returns its path in the output. */
  picture(file: PictureFile): string;
}

export type SiteProvider = ComponentType<{ value: PageContext<never>; children?: ReactNode }>;
