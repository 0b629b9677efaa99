/** What the example blog's components read about the site and the page. */
import { createContext, useContext } from 'react';
import type { PageContext } from '../../build';
import type { Content } from './content';

export const BlogContext = createContext<PageContext<Content> | null>(null);

export function useBlog(): PageContext<Content> {
  const value = useContext(BlogContext);
  if (!value) throw new Error('useBlog() outside a page render');
  return value;
}
