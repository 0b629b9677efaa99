/** What every server-rendered component may read about the site and the page being rendered. */
import { createContext, useContext } from 'react';
import type { PageContext } from '../build';
import type { Content } from './content/collections';

export type SiteContextValue = PageContext<Content>;

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside a page render');
  return value;
}
