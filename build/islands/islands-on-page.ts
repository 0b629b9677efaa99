/**
 * What an island needs of the page it is rendered on: where to note that the page shows it (so the
 * page loads the loader) and its script's URL. The renderer provides it around every page and every
 * shared part, so a site's components place islands without passing the page along.
 */
import { createContext } from 'react';

export interface IslandsOnPage {
  /** The islands this page (or shared part) renders. */
  islands: Set<string>;
  /** The script URL of an island, by its name in the site's islands folder; throws for an unknown name. */
  islandScript: (name: string) => string;
}

export const IslandsOnPageContext = createContext<IslandsOnPage | null>(null);
