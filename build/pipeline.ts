/**
 * The stages every build runs, `npm run build` and `npm run dev` alike (build/stages/): load and check
 * the content, make the route table and check what the content links to, build the assets, render the
 * pages, make the whole-site files, check every link, and hand the output to a writer. The site's
 * plugins (build/plugin.ts) hook the stages they need. What one run learns (parsed files, rendered
 * Markdown, assets, what each page read) is its state, which the next run starts from, so an edit costs
 * what it touches: a page is rendered again only when something it read, its route, or what every page
 * shares has changed.
 */
import type { Problem } from './problems';
import { type BuildReport, buildReport } from './report';
import type { Route } from './routes';
import { checkSite } from './stages/check';
import { loadContent } from './stages/content';
import { siteFiles } from './stages/files';
import { renderPages } from './stages/render';
import { makeRoutes, siteAssets } from './stages/routes';
import { type RunOptions, startRun } from './stages/run';
import { type BuildState, emptyState } from './state';

export type { RunOptions };
export { type BuildState, emptyState, type PageRecord } from './state';

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
