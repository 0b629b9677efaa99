/**
 * A plugin adds a feature to every build of the site that lists it (SiteConfig.plugins): social cards,
 * the search index file, the near-duplicate rule, the deployed editor, the site's own files. The core
 * runs the stages (content, routes, assets, render, files, check, write, build/pipeline.ts); a plugin
 * hooks the stages it needs, as Lume's plugins and Astro's integrations do. Each hook is given the run
 * (build/stages/run.ts): the content, the routes, and the state this plugin kept from the last run.
 */
import type { FileData } from './output/writer';
import type { Problem } from './problems';
import type { DocumentSettings } from './render/document';
import type { Route } from './routes';
import type { PageRun } from './stages/run';

export interface SiteFile {
  file: string;
  data: FileData;
}

/** A section of `_headers` a plugin adds (its own files' policy). */
export interface HeaderSection {
  /** The path pattern, such as `/admin/*`. */
  path: string;
  lines: string[];
}

export interface PluginCheck {
  problems?: Problem[];
  /** Lines the command prints under the build's summary. */
  summary?: string[];
  /** What the plugin found, for tests and tools (BuildResult.plugins). */
  result?: unknown;
}

export interface Plugin {
  /** Names the plugin in the run's state and result; one plugin of a name per site. */
  name: string;
  /** Stage render, first: a value every page depends on (a change renders every page again). */
  shared?(run: PageRun): unknown;
  /** Stage render, before any page: starts work that goes on beside rendering (cards being drawn). */
  beforeRender?(run: PageRun): Promise<void> | void;
  /** The image a page's head names instead of the site's (its card), if the plugin gives it one. */
  pageImage?(run: PageRun, route: Route): DocumentSettings['image'] | undefined;
  /** Whether a page kept from the last run has what this plugin needs of it; otherwise it renders again. */
  keeps?(run: PageRun, route: Route, kept: unknown): boolean;
  /** Stage render, after each page rendered: what to keep of it (its record's share for this plugin). */
  page?(run: PageRun, route: Route, html: string): unknown;
  /** Stage files: whole-site files made from the content and the routes. */
  files?(run: PageRun): Promise<SiteFile[]> | SiteFile[];
  /** Stage files: sections this plugin adds to `_headers`. */
  headers?(run: PageRun): HeaderSection[];
  /** Stage check, after every file is known. */
  check?(run: PageRun): PluginCheck;
}

/** A plugin, typed: what a plugin module's factory returns. */
export const definePlugin = (plugin: Plugin): Plugin => plugin;
