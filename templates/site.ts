/**
 * This site, as the generator sees it (build/site.ts): its folders, the context its components read,
 * its icon set, the third parties its pages use and the feeds it publishes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineSite } from '../build/site';
import { SiteContext } from './site-context';
import { cspOrigins } from './third-party';
import { iconNames } from './ui/icon-names';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineSite({
  module: import.meta.url,
  pagesDir: path.join(root, 'templates/pages'),
  stylesheet: path.join(root, 'templates/styles/site.css'),
  publicDir: path.join(root, 'templates/public'),
  clientDir: path.join(root, 'client'),
  fontFile: path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  Provider: SiteContext.Provider,
  iconNames,
  cspOrigins,
  // Imported when the feeds are written: every render worker imports this module, and needs no feed code.
  files: async (content, siteUrl) => (await import('./feeds')).renderFeeds(content, siteUrl),
});
