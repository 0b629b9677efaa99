/**
 * The stages every build runs, `npm run build` and `npm run dev` alike (build/stages/): load and check
 * the content, make the route table and check what the content links to, build the assets, render the
 * pages, make the whole-site files, check every link, and hand the output to a writer. The site's
 * plugins (build/plugin.ts) hook the stages they need. What one run learns (parsed files, rendered
 * Markdown, assets, what each page read) is its state, which the next run starts from, so an edit costs
 * what it touches: a page is rendered again only when something it read, its route, or what every page
 * shares has changed.
 */
import type { BuiltAssets } from './assets/site-assets';
import type { CodeVersion } from './code-version';
import type { ParsedCache } from './content/load';
import type { RenderedMarkdown } from './content/markdown';
import type { PictureFile } from './images/picture';
import type { ImageSize } from './images/sources';
import type { OutputStamp } from './output/writer';
import type { Problem } from './problems';
import { type BuildReport, buildReport } from './report';
import type { Route } from './routes';
import { checkSite } from './stages/check';
import { loadContent } from './stages/content';
import { siteFiles } from './stages/files';
import { renderPages } from './stages/render';
import { makeRoutes, siteAssets } from './stages/routes';
import { type RunOptions, startRun } from './stages/run';

export type { RunOptions };

/** What a page was made from and what it made, kept for the next run. */
export interface PageRecord {
  /** Its kind, path, props, head and status. */
  key: string;
  /** The read keys it noted (build/render/reads.ts). */
  reads: string[];
  links: { refs: string[]; ids: string[] };
  /** The image files its pictures show. */
  pictures?: PictureFile[];
  /** What each plugin kept of it (the near-duplicate check's phrases, its card's file), by plugin name. */
  plugins?: Record<string, unknown>;
}

export interface BuildState {
  /** What the state was made by: a state of other shared code is not used. */
  code: CodeVersion;
  parsed: ParsedCache;
  markdown: Map<string, RenderedMarkdown>;
  assets?: { code: string; built: BuiltAssets };
  /** What every page shares: the site URL, the year, the assets' URLs, the code. */
  shared?: string;
  pages: Map<string, PageRecord>;
  /** The fingerprint, in the last run, of the value behind every key some page (or the site's files) read. */
  readHashes: Map<string, string>;
  /** The files of the last output. */
  outputs: Map<string, OutputStamp>;
  /** What each plugin kept for the next run, by plugin name. */
  plugins?: Map<string, unknown>;
  /** The keys the plugins' files read (build/render/reads.ts), compared in the next run as pages' reads are. */
  pluginReads?: string[];
  /** What each kind's routes and heads read, and the kind's code then: while both stand, its routes are the same. */
  routeReads?: Map<string, { code: string | undefined; reads: string[] }>;
  /** The sitemap, and what it was made from. */
  sitemap?: { key: string; data: string };
  /** The size of each image the content named, by its content's fingerprint. */
  imageSizes?: Map<string, ImageSize>;
  report?: BuildReport;
}

export const emptyState = (code: CodeVersion): BuildState => ({
  code,
  parsed: new Map(),
  markdown: new Map(),
  pages: new Map(),
  readHashes: new Map(),
  outputs: new Map(),
});

export interface RunResult {
  routes: Route[];
  siteUrl: string;
  /** Paths of the pages rendered by this run; the others were unchanged. */
  rendered: string[];
  /** Files written and removed. */
  written: string[];
  removed: string[];
  warnings: Problem[];
  timings: Record<string, number>;
  report: BuildReport;
  /** Lines the plugins' checks give the command to print (the most alike pages of a kind). */
  summary: string[];
  /** What each plugin's check found, by plugin name. */
  plugins: Record<string, unknown>;
}

/** Runs every stage from `previous` (a run's state; an empty one builds everything) and returns the result and the new state. */
export async function runBuild(
  options: RunOptions,
  previous: BuildState,
): Promise<{ result: RunResult; state: BuildState }> {
  const content = await loadContent(startRun(options, previous, emptyState));
  const routes = await makeRoutes(content);
  const rendered = await renderPages(await siteAssets(routes));
  const run = checkSite(await siteFiles(rendered));
  const { usable, state, outputs, write, timings } = run;

  const removed = [...usable.outputs.keys()].filter((file) => !outputs.has(file));
  if (options.writer) {
    state.outputs = await options.writer.commit({
      write,
      files: outputs,
      previous: usable.outputs,
      intact: run.intact,
    });
  }
  run.lap('write');

  state.report = buildReport({
    routes: run.routes,
    samples: run.samples,
    asset: (url) => run.assets.files.get(url.slice(1)),
    islands: run.assets.islands,
    timings,
    previous: usable.report,
  });
  return {
    result: {
      routes: run.routes,
      siteUrl: run.siteUrl,
      rendered: [...run.rendered],
      written: [...write.keys()],
      removed,
      warnings: run.found.filter((p) => p.severity === 'warning'),
      timings,
      report: state.report,
      summary: run.summary,
      plugins: run.results,
    },
    state,
  };
}
