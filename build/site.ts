/**
 * What a site gives the generator, in one configuration module (templates/site.ts for the agency,
 * examples/blog/site.ts for the example): its collections, the checks and placeholders that need the
 * whole content, its redirects, its pages folder, its assets and what every page's head says. The
 * generator names nothing of any one site.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Collections, ContentOf } from './content/collection';
import type { Resolver, TextPlace } from './content/placeholders';
import type { Path } from './content/source';
import type { CspOrigins } from './emit/headers';
import type { EditorSettings } from './emit/cms-config';
import type { IconSet } from './emit/json-schemas';
import type { RedirectLine } from './emit/redirects';
import type { Plugin } from './plugin';
import type { ProblemKind } from './problems';
import type { DocumentSettings } from './render/document';
import type { SiteProvider } from './render/render-page';
import type { ScaffoldKinds } from './content/scaffold';
import type { FontFace } from './assets/css';

/** What a check is given: the content, and a way to report a problem at any value of it. */
export interface CheckContext<C> {
  content: C;
  /** The build's date, YYYY-MM-DD (build/year.ts). */
  today: string;
  /** An error at `path` under `at` (an entry, or any object or list of the content). */
  error<A extends unknown[]>(kind: ProblemKind<A>, at: object, path: Path, ...args: A): void;
  /** An error at a piece of the text at `path` (a phrase in a paragraph), placed at the piece, not the value's start. */
  errorInText<A extends unknown[]>(
    kind: ProblemKind<A>,
    at: object,
    path: Path,
    piece: { value: string; offset: number; text: string },
    ...args: A
  ): void;
  /** A warning: printed with the build's result, which it does not stop. */
  warn<A extends unknown[]>(kind: ProblemKind<A>, at: object, path: Path, ...args: A): void;
}

/** A check of what only the whole content can tell: references between collections, a date coming up. */
export type Check<C> = (ctx: CheckContext<C>) => void;

/** A redirect the site declares; `at` is the content object that holds it, where a problem with it is reported. */
export interface SiteRedirect extends RedirectLine {
  at?: object;
}

/** How alike pages of one kind may read (build/check/near-duplicates.ts). */
export interface NearDuplicateRule<C> {
  /** The page kind (its module's file name). */
  kind: string;
  /** Most share of the smaller page's five-word phrases that two pages may have in common (0 to 1). */
  threshold: number;
  /** Names taken out of a page's text before comparing (its own place names), from its route's props. */
  names?: (props: never, content: C) => string[];
  /** Pages are compared within their group (the cities of one state); without one, all with all. */
  group?: (props: never) => string;
}

export interface SiteConfig<Cs extends Collections = Collections> {
  /** This configuration module's URL (import.meta.url): where its pages folder and sources are found. */
  module: string;
  /** The data folder, relative to the working directory, unless a build is given another. */
  dataDir: string;
  collections: Cs;
  /** What each text may use as placeholders; made from the content as parsed. */
  placeholders?: (content: ContentOf<Cs>) => (place: TextPlace) => Resolver[];
  /** Checks of the whole content, run once every file is valid. */
  checks?: Check<ContentOf<Cs>>[];
  /** Redirects from the content (a redirects file): checked against the pages and written to _redirects. */
  redirects?: (content: ContentOf<Cs>) => SiteRedirect[];
  /** Sections whose unknown paths go to the section's index page rather than a not-found page. */
  sectionFallbacks?: string[];
  /** One module per page kind (build/routes.ts); by default the `pages` folder beside this module. */
  pagesDir?: string;
  /** The site's own origin, for canonical URLs unless a build is given one (SITE_URL). */
  url(content: ContentOf<Cs>): string;
  /** The Tailwind entry stylesheet. */
  stylesheet?: string;
  /** Copied into the output as they are (favicons, social image). */
  publicDir?: string;
  /** The folder whose islands/ holds the site's islands: .tsx components hydrated, .ts modules that enhance their markup. */
  clientDir?: string;
  /** The self-hosted font, served under a hashed name, preloaded, and named in the stylesheet's @font-face. */
  font?: FontFace;
  /**
   * The folder encoded pictures are kept in (build/images/picture-store.ts); commit it, and a fresh
   * checkout encodes only new ones.
   */
  pictureStore?: string;
  /** Makes the page context available to the site's components. */
  Provider: SiteProvider;
  /** What every page's head says; made from the content (what it reads counts as read by every page). */
  document(content: ContentOf<Cs>): DocumentSettings;
  /** Origins beyond the site's own that the Content-Security-Policy allows. */
  cspOrigins?(content: ContentOf<Cs>): CspOrigins;
  /** The site's icon set, for the editor's JSON Schemas and the content editor's icon choices. */
  icons?: IconSet;
  /** The content editor's Git host (npm run dev's /admin/ saves to the files in any case; the editor plugin deploys it). */
  editor?: EditorSettings;
  /** What `npm run new` can add. */
  scaffolds?: ScaffoldKinds<ContentOf<Cs>>;
  /** The features the site adds to the core (build/plugin.ts): cards, search, near-duplicates, the editor, files. */
  plugins?: Plugin[];
  /**
   * The site's own server parts (an API, its storage), which npm run dev starts in place of serving the
   * pages alone: a module whose `startDevServer(options)` serves the pages given (options.decorateSite)
   * with them. Named by path, so the site's pages never import it.
   */
  server?: string;
}

export function defineSite<Cs extends Collections>(config: SiteConfig<Cs>): SiteConfig<Cs> {
  return config;
}

/** The site's pages folder: its own, or `pages` beside its configuration module (what a compiled build bundles). */
export function pagesDirOf(site: Pick<SiteConfig, 'module' | 'pagesDir'>): string {
  return site.pagesDir ?? path.join(path.dirname(fileURLToPath(site.module)), 'pages');
}

/** The content editor's configuration, beside the site's configuration module (admin/config.yml). */
export function editorConfigPath(site: Pick<SiteConfig, 'module'>): string {
  return path.join(path.dirname(fileURLToPath(site.module)), 'admin', 'config.yml');
}

/** Any site, whatever its collections: what the generator's functions take. */
// biome-ignore lint/suspicious/noExplicitAny: a configuration's functions take its own content
export type AnySite = SiteConfig<any>;

/** The content a site's collections load into. */
export type SiteContent<S> = S extends SiteConfig<infer Cs> ? ContentOf<Cs> : never;
