/**
 * Stage check: every link of every page against the whole output, the redirects' targets, and the
 * plugins' checks of the whole site. The last run's pages had no link broken: while no link target
 * changed (the pages, the files, the ids of the pages rendered again), only the pages rendered again
 * are checked.
 */
import { checkLinks } from '../check/links';
import { checkRedirectFiles } from '../check/data-links';
import { failOnErrors } from './run';
import type { RenderedRun } from './render';

export function checkSite(run: RenderedRun) {
  const { usable, routes, links, rendered, found } = run;
  const files = new Set(run.outputs.keys());
  const sameTargets =
    usable.pages.size > 0 &&
    sameKeys(usable.pages, new Set(routes.map((route) => route.path))) &&
    sameKeys(usable.outputs, files) &&
    [...rendered].every((path) => sameKeys(new Set(usable.pages.get(path)?.links.ids), links.get(path)!.ids));
  const checked = sameTargets ? routes.filter((route) => rendered.has(route.path)) : routes;
  found.push(...checkLinks(links, routes, files, [...run.loaded.loaded.files.values()], checked));
  found.push(...checkRedirectFiles(run.redirects, files, run.loaded.placer));
  const summary: string[] = [];
  const results: Record<string, unknown> = {};
  for (const plugin of run.plugins) {
    const check = plugin.check?.(run);
    if (!check) continue;
    found.push(...(check.problems ?? []));
    summary.push(...(check.summary ?? []));
    if (check.result !== undefined) results[plugin.name] = check.result;
  }
  failOnErrors(run);
  run.lap('check');
  return { ...run, summary, results };
}

/** Whether two collections hold the same keys. */
function sameKeys(
  a: ReadonlyMap<string, unknown> | ReadonlySet<string>,
  b: ReadonlyMap<string, unknown> | ReadonlySet<string>,
): boolean {
  if (a.size !== b.size) return false;
  for (const key of a.keys()) if (!b.has(key)) return false;
  return true;
}
