/**
 * build({ dataDir, outDir, siteUrl }): content -> route table -> HTML, assets and host files.
 * Everything is written to a temporary folder next to outDir and swapped in at the end, so a failed
 * build leaves the previous dist/ exactly as it was.
 */
import { spawn } from 'node:child_process';
import { access, cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from './content/load';
import { ContentErrors, sortErrors } from './content/errors';
import { buildRouteTable, loadPageModules, outputFile, type Route } from './routes';
import { buildCss } from './assets/css';
import { hashedName } from './assets/hash';
import { buildIslands } from './assets/islands';
import { createRenderPool, type WrittenPage } from './render/pool';
import type { SiteConfig } from './site';
import { createWriter, type Writer } from './emit/writer';
import { renderRobots, renderSitemap } from './emit/sitemap';
import { renderRedirects } from './emit/redirects';
import { renderHeaders } from './emit/headers';
import { renderManifest } from './emit/manifest';
import { checkLinks, LinkErrors, type PageLinks } from './check/links';
import { checkAgainstRoutes, checkRedirectFiles } from './check/against-routes';
import { buildReport, sampleRoutes, writeReport, type BuildReport } from './report';
import { inputsHash, recordUpToDate } from './up-to-date';
import { buildYear } from './year';
import type { Content } from './content/collections';
import { openCache, type BuildCache, type CacheOptions } from './cache';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  /** The site to build: its templates, styles and client code (templates/site.ts for this one). */
  site: SiteConfig;
  dataDir: string;
  outDir: string;
  /** Origin for canonical URLs, e.g. https://www.example.com; defaults to data/site.yaml's url. */
  siteUrl?: string;
  /** Check everything but write nothing (npm run check). */
  dryRun?: boolean;
  /** Render threads besides the main one; default one per extra core, 0 renders on the main thread only. */
  renderWorkers?: number;
  /** Reuse what the previous build in the same place made from the same inputs (build/cache.ts); without it, everything is built. */
  cache?: CacheOptions;
}

export interface BuildResult {
  routes: Route[];
  siteUrl: string;
  /** Milliseconds per phase. */
  timings: Record<string, number>;
  warnings: string[];
  report: BuildReport;
  /** How many pages the site has (routes is empty when the build was up to date). */
  pages: number;
  /** Pages taken from the cache rather than rendered. */
  reused: number;
  /** Nothing had changed since the last build, whose output was left as it was (lastBuildIfUpToDate). */
  upToDate?: boolean;
}

/** The stylesheet, the font, the island scripts and the public files: hashed names for the pages to link. */
export async function buildAssets(site: SiteConfig, writer: Writer, outDir: string) {
  const [assets] = await Promise.all([buildHashedAssets(site, writer, outDir), copyPublicFiles(site, outDir)]);
  return assets;
}

/** The files under assets/: stylesheet, font and island scripts, named by their content. */
async function buildHashedAssets(site: SiteConfig, writer: Writer, outDir: string, stylesheet: typeof buildCss = buildCss) {
  // esbuild works in a process of its own, so the islands build alongside the stylesheet.
  const islandsBuilt = buildIslands(site.clientDir, outDir);
  islandsBuilt.catch(() => {}); // awaited below
  const fontBytes = await readFile(site.fontFile);
  const font = `/assets/${hashedName(path.basename(site.fontFile), fontBytes)}`;
  const cssCode = await stylesheet(site.stylesheet, font);
  const css = `/assets/${hashedName(path.basename(site.stylesheet), cssCode)}`;
  await Promise.all([writer.write(font.slice(1), fontBytes), writer.write(css.slice(1), cssCode)]);
  const islands = await islandsBuilt;
  return { css, font, islands };
}

/** Favicons, the social image and the like, copied as they are. */
function copyPublicFiles(site: SiteConfig, outDir: string) {
  return cp(site.publicDir, outDir, { recursive: true });
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  const time = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[phase] = Math.round(performance.now() - start);
    }
  };
  const dataDir = path.resolve(options.dataDir);
  const outDir = path.resolve(options.outDir);
  const warnings: string[] = [];

  // Noted with the output, so the next build can tell nothing changed (build/up-to-date.ts).
  const inputs = options.cache && !options.dryRun ? (options.cache.inputs ?? inputsHash({ code: options.cache.code, dataDir, siteUrl: options.siteUrl, year: buildYear() })) : undefined;

  const tmpDir = path.join(path.dirname(outDir), `.dist-tmp-${process.pid}-${Date.now()}`);
  const writer = createWriter(tmpDir);
  // Render workers start now, so importing React and the templates overlaps loading the content.
  const { site } = options;
  const pool = createRenderPool(site, options.renderWorkers);
  let report: BuildReport | undefined;
  let assets: ReturnType<typeof buildAssets> | undefined;
  let routes: Route[] = [];
  let siteUrl = '';
  let cache: BuildCache | undefined;

  try {
    await mkdir(tmpDir, { recursive: true });
    cache = options.cache && (await openCache(options.cache));
    // Assets depend on the templates only, not on the content: build them while the content loads.
    assets = time('assets', async () => {
      // The stylesheet is built on a render worker, which has nothing else to do while the content loads.
      const make = () => buildHashedAssets(site, writer, tmpDir, (entry, font) => pool.stylesheet(entry, font));
      const [made] = await Promise.all([cache ? cache.assets(tmpDir, make) : make(), copyPublicFiles(site, tmpDir)]);
      return made;
    });
    assets.catch(() => {}); // awaited below; a content error must not leave it unhandled
    const markdown = (bodies: string[]) => (cache ? cache.markdown(bodies, (missing) => pool.markdown(missing)) : pool.markdown(bodies));
    const loaded = await time('content', () => loadContent(dataDir, { iconNames: site.iconNames, markdown, cache: cache?.parsedFiles }));
    const { content, sources } = loaded;
    siteUrl = (options.siteUrl ?? content.site.url).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/]+$/.test(siteUrl)) throw new Error(`SITE_URL must be an origin such as https://www.example.com, got '${siteUrl}'`);

    routes = await time('routes', async () => buildRouteTable(await loadPageModules(site.pagesDir), content, siteUrl));
    const pages = new Set(routes.filter((r) => r.status === 200).map((r) => r.path));
    const problems = checkAgainstRoutes(loaded, routes);
    if (problems.length) throw new ContentErrors(sortErrors(problems));

    const { css, font, islands } = await assets;
    const year = buildYear();
    // Pages are written where they are rendered and only what the link check needs is kept: holding
    // every page's HTML made garbage collection a third of a build.
    const samples = sampleRoutes(routes);
    const html = new Map<string, string>();
    const links = new Map<string, PageLinks>();
    await time('render', async () => {
      let toRender = routes;
      let keep: ((route: Route, hash: string, pageLinks: PageLinks, reads: string[], file: string) => void) | undefined;
      if (cache) {
        // Everything every page depends on besides its own route and the collections it reads.
        const shared = { siteUrl, year, css, font, islands: [...islands.byName], loader: islands.loader, pages: [...pages], site: content.site };
        const reuse = await cache.reusePages(routes, content, shared, tmpDir, outputFile);
        for (const [routePath, pageLinks] of reuse.reused) links.set(routePath, pageLinks);
        ({ toRender, keep } = reuse);
      }
      const rendered: [Route, WrittenPage][] = [];
      await pool.render(toRender, { content, siteUrl, pages, year, css, font, islands }, { dir: tmpDir, hash: keep !== undefined }, (route, page) => {
        links.set(route.path, page.links);
        rendered.push([route, page]);
      });
      if (keep) for (const [route, page] of rendered) keep(route, page.hash!, page.links, page.reads, outputFile(route.path));
      // The report measures one sample page of each kind, read back from the output.
      for (const routePath of samples.keys()) html.set(routePath, await readFile(path.join(tmpDir, outputFile(routePath)), 'utf8'));
    });

    await time('write', async () => {
      for (const { file, data } of await siteFiles(site, content, routes, siteUrl)) void writer.write(file, data);
      await writer.flush();
    });

    await time('check', async () => {
      const missing = await checkRedirectFiles(loaded, (file) => access(path.join(tmpDir, file)).then(() => true, () => false));
      if (missing.length) throw new ContentErrors(sortErrors(missing));
      const broken = await checkLinks(links, routes, tmpDir, sources);
      if (broken.length) throw new LinkErrors(broken);
    });

    report = await buildReport(routes, samples, html, islands, tmpDir, timings);

    if (options.dryRun) {
      await rm(tmpDir, { recursive: true, force: true });
    } else {
      await time('swap', () => swapIn(tmpDir, outDir));
      // The site is in place: a cache that cannot be saved costs the next build time, not this one its result.
      await cache?.save(outDir).catch((error: unknown) => warnings.push(`the build cache was not saved (the next build may render pages again): ${error instanceof Error ? error.message : String(error)}`));
      // Beside the site, never in it: it holds timings, and nothing internal is published.
      await writeReport(outDir, report);
      if (options.cache && inputs) await recordUpToDate(options.cache.dir, outDir, inputs, routes.length, siteUrl).catch(() => {}); // without it, the next build only does more
    }
  } catch (error) {
    // The assets may still be writing into the folder (a content error stops the build early).
    await assets?.catch(() => {});
    await writer.flush().catch(() => {});
    await rm(tmpDir, { recursive: true, force: true });
    throw error;
  } finally {
    await pool.close();
  }
  return { routes, siteUrl, timings, warnings, report: report!, pages: routes.length, reused: cache?.stats().reused ?? 0 };
}

/** The files made from the whole site rather than one page: sitemap, robots.txt, host rules, manifest, feeds. */
export async function siteFiles(site: SiteConfig, content: Content, routes: Route[], siteUrl: string): Promise<{ file: string; data: string }[]> {
  return [
    { file: 'sitemap.xml', data: await renderSitemap(routes, siteUrl) },
    { file: 'robots.txt', data: renderRobots(siteUrl) },
    { file: '_redirects', data: renderRedirects(content.redirects, routes) },
    { file: '_headers', data: renderHeaders(site.cspOrigins(content)) },
    { file: 'site.webmanifest', data: renderManifest(content.site) },
    ...(site.files?.(content, siteUrl) ?? []),
  ];
}

export { LinkErrors };
export { buildYear };

/**
 * Puts the new build in place of outDir; any failure leaves the previous site there.
 *
 * dist/ stays a real folder rather than a symlink to versioned builds: deploy tools and hosts upload
 * dist/, and `tar`, `cp -r` and some CI artifact steps copy a symlink as a link, not as the site (git
 * would also see a file where .gitignore expects the folder dist/). Linux cannot rename a folder over a
 * non-empty one, and Node has no atomic exchange, so the swap is two renames: the old site moves aside,
 * the new one moves in, and only then is the old one deleted (by a process of its own, after the build
 * has finished: deleting a thousand folders took a tenth of a build). If the second rename fails, the old
 * site moves back. For the microseconds between the renames there is no dist/; the local server waits for it
 * and answers every request from one complete build (server/static-site.ts), and static hosts only read
 * dist/ after the build has finished.
 */
export async function swapIn(tmpDir: string, outDir: string) {
  const old = `${tmpDir}-old`;
  const hadSite = await rename(outDir, old).then(
    () => true,
    (e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return false;
      throw e;
    },
  );
  try {
    await rename(tmpDir, outDir);
  } catch (error) {
    if (hadSite) {
      await rename(old, outDir).catch((restore: unknown) => {
        throw new Error(`The new build could not replace ${outDir}, nor could the previous site be put back; it is in ${old}`, { cause: restore });
      });
    }
    throw error;
  }
  if (hadSite) await discard(old, path.join(path.dirname(outDir), '.build', 'trash'));
}

/**
 * Deletes a folder without waiting: it moves into `trash` (beside the output, in .build/) and a detached
 * `rm -rf` empties the trash, including anything an interrupted earlier one left there. Where there is
 * no `rm` (Windows), or the move fails, the folder is deleted before returning.
 */
async function discard(dir: string, trash: string) {
  if (process.platform !== 'win32') {
    const moved = await mkdir(trash, { recursive: true })
      .then(() => rename(dir, path.join(trash, path.basename(dir))))
      .then(() => true, () => false);
    if (moved) {
      const entries = (await readdir(trash)).map((entry) => path.join(trash, entry));
      const rm = spawn('rm', ['-rf', '--', ...entries], { detached: true, stdio: 'ignore' });
      rm.on('error', () => {}); // no rm: the folders wait in the trash for the next build
      rm.unref();
      return;
    }
  }
  await rm(dir, { recursive: true, force: true });
}
