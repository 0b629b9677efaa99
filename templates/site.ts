/**
 * The agency site, as the generator sees it (build/site.ts): its content (collections, checks,
 * placeholders, redirects), its folders and assets, what every page's head says, and what `npm run new`
 * can add. The page modules are in pages/, beside this file.
 */
import { cardDesign } from './seo/card';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bySlug,
  type ContentOf,
  cards,
  defineSite,
  files,
  type NearDuplicateRule,
  nearDuplicates,
  search,
} from '../build';
import { checks } from './content/checks';
import { completeEntry } from './content/editor';
import { collections } from './content/collections';
import { sitePlaceholders } from './content/placeholders';
import { scaffolds } from './content/scaffolds';
import { icon } from './content/schemas/common';
import { renderFeeds } from './feeds';
import { renderManifest } from './manifest';
import { outlineFiles } from './pages/locations/locator-map';
import { SiteContext } from './site-context';
import { cspOrigins } from './third-party';
import { iconNames } from './ui/icon-names';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type Content = ContentOf<typeof collections>;

// City pages are a doorway page each if they read alike: two cities of one state, their own names
// taken out, may share at most three quarters of their text.
export const cityPagesRule: NearDuplicateRule<Content> = {
  kind: 'location-city',
  threshold: 0.75,
  names: ({ state, city }: { state: string; city: string }, content) => {
    const place = bySlug(content.locations, state)!;
    return [bySlug(place.cities, city)!.name, place.name];
  },
  group: ({ state }: { state: string }) => state,
};

export default defineSite({
  module: import.meta.url,
  dataDir: 'data',
  collections,
  placeholders: sitePlaceholders,
  checks,
  redirects: (content) => content.redirects.map((redirect) => ({ ...redirect, at: redirect })),
  // An unknown job id redirects to /careers/.
  sectionFallbacks: ['/careers/'],
  stylesheet: path.join(root, 'templates/styles/site.css'),
  publicDir: path.join(root, 'templates/public'),
  clientDir: path.join(root, 'client'),
  // The Latin subset of Inter's variable font: the only font the site loads.
  font: {
    file: path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    family: 'Inter Variable',
    weight: '100 900',
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  // Encoded pictures are committed in generated/pictures (PICTURE_STORE moves it), as the cards are.
  pictureStore: process.env.PICTURE_STORE || path.join(root, 'generated/pictures'),
  Provider: SiteContext.Provider as never,
  url: (content) => content.site.url,
  document: ({ site }) => ({
    language: site.language,
    title: (page) => `${page} - ${site.brand}`,
    siteName: site.brand,
    image: { path: '/og-default.png', width: 1200, height: 630, alt: `${site.brand}: ${site.tagline}` },
    themeColor: site.themeColor,
    links: [
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/site.webmanifest' },
    ],
  }),
  cspOrigins,
  icons: { schema: icon, names: iconNames },
  // The content editor of npm run dev (README, 'Editing in the browser'): a city added there gets its facts.
  editor: { complete: completeEntry },
  scaffolds,
  // The form API and its storage (server/): npm run dev serves the pages with them.
  server: path.join(root, 'server/index.ts'),
  plugins: [
    files((content: Content, siteUrl) => [
      { file: 'site.webmanifest', data: renderManifest(content.site) },
      ...renderFeeds(content, siteUrl),
      ...outlineFiles(content.locations),
    ]),
    search(),
    // Drawn cards are committed in generated/cards (CARD_STORE moves it): a fresh checkout draws only new ones.
    cards(cardDesign(), { store: process.env.CARD_STORE || path.join(root, 'generated/cards') }),
    nearDuplicates([cityPagesRule]),
  ],
});
