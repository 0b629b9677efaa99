/**
 * What the stages of one run share: the options, the last run's state and this run's, the problems
 * found so far, and what each stage adds for the ones after it (the content, then the routes).
 */
import type { CodeVersion } from '../code-version';
import type { LoadedContent } from '../content/content';
import type { DataFiles } from '../content/data-files';
import type { LoadedModule, Route } from '../routes';
import type { FileData, OutputStamp, Writer } from '../output/writer';
import type { Plugin } from '../plugin';
import { BuildFailure, type Problem } from '../problems';
import type { AnySite } from '../site';
import type { BuildState } from '../state';
import type { ImageSource } from '../images/sources';
import type { SearchEntry } from '../emit/search-index';
import type { BuiltAssets } from '../assets/site-assets';
import type { SiteRedirect } from '../site';
import type { RenderedMarkdown } from '../content/markdown';

export interface RunOptions {
  site: AnySite;
  data: DataFiles;
  /** Origin for canonical URLs; the site's own by default (SiteConfig.url). */
  siteUrl?: string;
  year: number;
  /** The date checks compare with (a posting's closing date); today by default. */
  today?: string;
  /** Which code makes the pages: pages made by other code are rendered again. */
  code: CodeVersion;
  /** The site's page modules when the caller has them (npm run dev, after reloading the templates). */
  modules?: LoadedModule[];
  /** Where the output goes; none: check everything, write nothing (npm run check). */
  writer?: Writer;
  /** Whether the social cards are made (the cards plugin): by default, when the site lists it. */
  cards?: boolean;
  /** Renders again every page the run keeps, and fails if one comes out different (StalePage). */
  verify?: boolean;
  /**
   * Called once the run can render any page on its own, before it renders them all (npm run dev answers
   * the page a person opens at once): a page's HTML by its path, and the assets by their output path.
   */
  onRenderReady?(ready: OnDemand): void;
  /** Called as pages are rendered or kept (`of` is 'pages'), or as a plugin makes its files ('cards'): how many of how many. */
  onProgress?(of: string, done: number, total: number): void;
}

/** What a run can make before it has made everything: the bytes a build will write for a path. */
export interface OnDemand {
  /** The page at `path` (`/about/`), rendered as the run will write it; undefined if no page is there. */
  page(path: string): string | undefined;
  /** An asset (`assets/site-1a2b.css`, a public file) or a plugin's file (a card), as the run will write it. */
  asset(file: string): Uint8Array | string | Promise<Uint8Array> | undefined;
}

export interface Run {
  options: RunOptions;
  site: AnySite;
  /** The plugins this run runs: the site's, less those the options leave out. */
  plugins: Plugin<PageRun>[];
  /** The last run's state when the same shared code made it; otherwise an empty one. */
  usable: BuildState;
  /** What this run learns, for the next. */
  state: BuildState;
  found: Problem[];
  timings: Record<string, number>;
  /** Ends the stage `phase` in the timings. */
  lap(phase: string): void;
}

/** The run once the content is loaded and checked. */
export interface ContentRun extends Run {
  loaded: LoadedContent;
  content: unknown;
  siteUrl: string;
  images: ReadonlyMap<string, ImageSource>;
  /** A Markdown body rendered once and kept with the state. */
  renderMarkdown(text: string): RenderedMarkdown;
}

/** The run once the routes are known: what the render, files and check stages and the plugins see. */
export interface PageRun extends ContentRun {
  routes: Route[];
  /** The paths of the pages (status 200). */
  pages: ReadonlySet<string>;
  /** The content as templates see it, their reads noted. */
  tracked: unknown;
  /** What each kind's routes and heads read (build/render/reads.ts). */
  routeReads: ReadonlyMap<string, ReadonlySet<string>>;
  redirects: SiteRedirect[];
  search: SearchEntry[];
  assets: BuiltAssets;
  /** Last-run files found as they were written. */
  intact: ReadonlySet<string>;
  /** Every file of the output, by path, with its hash. */
  outputs: Map<string, string>;
  /** The files to write. */
  write: Map<string, FileData>;
  /** Whether a file named by what it holds (a card, a picture) is to be made (see render.ts). */
  toMake(file: string): boolean;
  /** Whether a kind's routes and heads are the last run's. */
  routesKept(kind: string): boolean;
  /** Whether a read key's value changed since the last run. */
  changed(read: string): boolean;
  /** The pages this run rendered (filled by the render stage). */
  rendered: Set<string>;
}

export function startRun(options: RunOptions, previous: BuildState, empty: (code: CodeVersion) => BuildState): Run {
  const { site, code } = options;
  const timings: Record<string, number> = {};
  let last = performance.now();
  const usable = previous.code.shared === code.shared ? previous : empty(code);
  return {
    options,
    site,
    plugins: ((site.plugins ?? []) as Plugin<PageRun>[]).filter(
      (plugin) => options.cards !== false || plugin.name !== 'cards',
    ),
    usable,
    state: { ...empty(code), parsed: usable.parsed, markdown: usable.markdown, assets: previous.assets },
    found: [],
    timings,
    lap(phase) {
      const now = performance.now();
      timings[phase] = Math.round(now - last);
      last = now;
    },
  };
}

/** Stops the run with every error found so far, if there is one. */
export function failOnErrors(run: Run): void {
  if (run.found.some((p) => p.severity === 'error')) throw new BuildFailure(run.found);
}

/** A plugin, typed for the run its hooks are given: what a plugin module's factory returns. */
export const definePlugin = (plugin: Plugin<PageRun>): Plugin<PageRun> => plugin;

/** What a plugin kept in the last run's state, and what it keeps in this run's. */
export const keptBy = <T>(run: Run, plugin: string) => run.usable.plugins?.get(plugin) as T | undefined;
export const keepFor = (run: Run, plugin: string, value: unknown) => {
  run.state.plugins ??= new Map();
  run.state.plugins.set(plugin, value);
};

export type { OutputStamp };
