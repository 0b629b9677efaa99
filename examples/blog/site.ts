/**
 * A small Markdown blog built by the same generator as the agency site: two collections, a post layout,
 * an index and a not-found page. It shows the generator names nothing of any one site, and it is the
 * site `npm run bench -- --only posts` builds with thousands of generated posts beside Hugo and Eleventy.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineSite } from '../../build';
import { collections } from './content';
import { BlogContext } from './context';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineSite({
  module: import.meta.url,
  dataDir: path.relative(process.cwd(), path.join(here, 'data')) || '.',
  collections,
  stylesheet: path.join(here, 'styles/blog.css'),
  Provider: BlogContext.Provider as never,
  url: (content) => content.site.url,
  document: ({ site }) => ({
    language: site.language,
    title: (page) => `${page} · ${site.title}`,
    siteName: site.title,
  }),
});
