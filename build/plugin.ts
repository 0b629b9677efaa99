/**
 * A plugin adds a feature to every build of the site that lists it (SiteConfig.plugins): social cards,
 * the search index file, the near-duplicate rule, the deployed editor, the site's own files. The core
 * runs the stages (content, routes, assets, render, files, check, write, build/pipeline.ts); a plugin
 * hooks the stages it needs, as Lume's plugins and Astro's integrations do. Each hook is given the run,
 * `R` (PageRun in build/stages/run.ts, where definePlugin is): the content, the routes, and the state
 * this plugin kept from the last run. The run is a parameter here so that this module, which the
 * site's configuration names, imports nothing that imports the configuration.
 */
import type { FileData } from './output/writer';
import type { Problem } from './problems';
import type { HeaderSection } from './emit/headers';
import type { DocumentSettings } from './render/document';
import type { Route } from './routes';

export interface SiteFile {
  file: string;
  data: FileData;
}

export type { HeaderSection };

export interface PluginCheck {
  problems?: Problem[];
  /** Lines the command prints under the build's summary. */
  summary?: string[];
  /** What the plugin found, for tests and tools (BuildResult.plugins). */
  result?: unknown;
}

export interface Plugin<R = unknown> {
  /** Names the plugin in the run's state and result; one plugin of a name per site. */
  name: string;
  /** Stage render, first: a value every page depends on (a change renders every page again). */
  shared?(run: R): unknown;
  /** Stage render, before any page: starts work that goes on beside rendering (cards being drawn). */
  beforeRender?(run: R): Promise<void> | void;
  /**
   * While a run answers on demand (npm run dev's first update), a file of this plugin's that a page
   * names (its card), made ahead of the others if it is not yet; undefined if the file is not its to make.
   */
  asset?(run: R, file: string): Promise<Uint8Array> | undefined;
  /** The image a page's head names instead of the site's (its card), if the plugin gives it one. */
  pageImage?(run: R, route: Route): DocumentSettings['image'] | undefined;
  /** Whether a page kept from the last run has what this plugin needs of it; otherwise it renders again. */
  keeps?(run: R, route: Route, kept: unknown): boolean;
  /** Stage render, after each page rendered: what to keep of it (its record's share for this plugin). */
  page?(run: R, route: Route, html: string): unknown;
  /** Stage files: whole-site files made from the content and the routes. */
  files?(run: R): Promise<SiteFile[]> | SiteFile[];
  /** Stage files: sections this plugin adds to `_headers`. */
  headers?(run: R): HeaderSection[];
  /** Stage check, after every file is known. */
  check?(run: R): PluginCheck;
}
