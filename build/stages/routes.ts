/**
 * Stage routes: the page modules' route table, and what the content links to (links in data files and
 * Markdown bodies, redirects) checked against it. Then stage assets: the stylesheet and islands, built
 * again only when the site's code changed.
 */
import { buildAssets } from '../assets/site-assets';
import { checkBody, checkDataLinks, checkRedirects } from '../check/data-links';
import { searchEntries } from '../emit/search-index';
import { trackedContent } from '../render/reads';
import { buildRouteTable, loadPageModules } from '../routes';
import { pagesDirOf } from '../site';
import { type ContentRun, failOnErrors } from './run';

export async function makeRoutes(run: ContentRun) {
  const { site, options, found, loaded } = run;
  const pageModules = options.modules
    ? { modules: options.modules, problems: [] }
    : await loadPageModules(pagesDirOf(site));
  found.push(...pageModules.problems);
  // The content as pages see it, from here on: what routes, heads and pages read is noted.
  const tracked = trackedContent(run.content as never, site.collections);
  const table = buildRouteTable(pageModules.modules, tracked, run.siteUrl);
  found.push(...table.problems);
  const { routes } = table;
  const pages = new Set(routes.filter((r) => r.status === 200).map((r) => r.path));
  found.push(...checkDataLinks(loaded.loaded.files.values(), pages, loaded.placer));
  for (const body of loaded.bodies) {
    // What the check reads is in the body as written, where its offsets are the file's.
    const { items } = run.renderMarkdown(body.raw);
    found.push(...checkBody(body.file, items, pages));
  }
  const redirects = site.redirects?.(run.content as never) ?? [];
  found.push(...checkRedirects(redirects, routes, loaded.placer));
  failOnErrors(run);
  run.lap('routes');
  return { ...run, routes, pages, tracked, routeReads: table.reads, redirects, search: searchEntries(routes) };
}

export type RoutesRun = Awaited<ReturnType<typeof makeRoutes>>;

export async function siteAssets(run: RoutesRun) {
  const { state, options } = run;
  const assets = state.assets?.code === options.code.assets ? state.assets.built : await buildAssets(run.site);
  state.assets = { code: options.code.assets, built: assets };
  run.lap('assets');
  return { ...run, assets };
}

export type SiteAssetsRun = Awaited<ReturnType<typeof siteAssets>>;
