/**
 * build({ dataDir, outDir, siteUrl }): content -> route table -> HTML, assets and host files.
 * Everything is written to a folder of its own next to outDir (the site the build before replaced,
 * recycled: build/emit/output-folder.ts) and swapped in at the end, so a failed build leaves the
 * previous dist/ exactly as it was.
 */
import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent, type MarkdownRenderer } from './content/load';
import { ContentErrors, sortErrors } from './content/errors';
import { buildRouteTable, loadPageModules, outputFile, type Route } from './routes';
import type { HashedAssets } from './assets/site-assets';
import { createRenderPool, type WrittenPage } from './render/pool';
import type { RenderThreads } from './render/threads';
import type { SiteConfig } from './site';
import { createWriter } from './emit/writer';
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
import { keepAsSpare, outputFolder, pruneStalePages, swapIn } from './emit/output-folder';

/** A build with a cache renders on the main thread alone when it has fewer pages than this left to render. */
const FEW_PAGES = 50;

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
  /** Render workers already started for this site (build/render/threads.ts), in place of renderWorkers: the build stops them. */
  renderThreads?: RenderThreads;
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

/** The pages among the public files (copied as they are), which a recycled output folder keeps. */
async function publicPages(site: SiteConfig): Promise<string[]> {
  const entries = await readdir(site.publicDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(site.publicDir, path.join(e.parentPath, e.name)));
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
  const inputs =
    options.cache && !options.dryRun
      ? (options.cache.inputs ??
        inputsHash({ code: options.cache.code, dataDir, siteUrl: options.siteUrl, year: buildYear() }))
      : undefined;

  const tmpDir = path.join(path.dirname(outDir), `.dist-tmp-${process.pid}-${Date.now()}`);
  const writer = createWriter(tmpDir);
  let recycledPages = new Set<string>();
  // Render workers start now (unless the caller started them sooner), so importing React and the
  // templates overlaps loading the content.
  const { site } = options;
  const pool = createRenderPool(site, options.renderThreads ?? options.renderWorkers);
  let report: BuildReport | undefined;
  let assets: Promise<HashedAssets> | undefined;
  let routes: Route[] = [];
  let siteUrl = '';
  let cache: BuildCache | undefined;

  try {
    recycledPages = await outputFolder(outDir, tmpDir);
    cache = options.cache && (await openCache(options.cache));
    // Assets depend on the templates only, not on the content: build them while the content loads.
    assets = time('assets', async () => {
      // Made on a render worker, which has nothing else to do while the content loads.
      const make = () => pool.hashedAssets(tmpDir);
      const [made] = await Promise.all([cache ? cache.assets(tmpDir, make) : make(), pool.publicFiles(tmpDir)]);
      return made;
    });
    assets.catch(() => {}); // awaited below; a content error must not leave it unhandled
    const throughCache =
      (render: MarkdownRenderer): MarkdownRenderer =>
      (bodies) =>
        cache ? cache.markdown(bodies, render) : render(bodies);
    const markdown = throughCache((bodies) => pool.markdown(bodies));
    const markdownAhead = throughCache((bodies) => pool.markdownOnWorker(bodies));
    const aheadDone = () => pool.takeBackMarkdown();
    const loaded = await time('content', () =>
      loadContent(dataDir, {
        iconNames: site.iconNames,
        markdown,
        markdownAhead,
        aheadDone,
        cache: cache?.parsedFiles,
      }),
    );
    const { content, sources } = loaded;
    siteUrl = (options.siteUrl ?? content.site.url).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/]+$/.test(siteUrl))
      throw new Error(`SITE_URL must be an origin such as https://www.example.com, got '${siteUrl}'`);

    routes = await time('routes', async () => buildRouteTable(await loadPageModules(site.pagesDir), content, siteUrl));
    const pages = new Set(routes.filter((r) => r.status === 200).map((r) => r.path));
    const problems = checkAgainstRoutes(loaded, routes);
    if (problems.length) throw new ContentErrors(sortErrors(problems));
    pruneStalePages(
      tmpDir,
      recycledPages,
      new Set([...routes.map((route) => outputFile(route.path)), ...(await publicPages(site))]),
    );

    // The whole-site files need only the content and the routes: they are made on the main thread while
    // the pages render (a worker takes more pages meanwhile) rather than after, when the workers are idle.
    const made = siteFiles(site, content, routes, siteUrl);
    made.catch(() => {}); // awaited in the write phase; a failed render fails the build first
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
        const shared = {
          siteUrl,
          year,
          css,
          font,
          islands: [...islands.byName],
          loader: islands.loader,
          pages: [...pages],
          site: content.site,
        };
        const reuse = cache.reusePages(routes, content, shared, tmpDir, outputFile);
        for (const [routePath, pageLinks] of reuse.reused) links.set(routePath, pageLinks);
        ({ toRender, keep } = reuse);
      }
      const rendered: [Route, WrittenPage][] = [];
      // When the cache leaves only a few pages, this thread renders them: a worker would first have to
      // take in the whole content, which costs more than rendering them.
      const workers = !keep || toRender.length >= FEW_PAGES;
      await pool.render(
        toRender,
        { content, siteUrl, pages, year, css, font, islands },
        { dir: tmpDir, hash: keep !== undefined },
        (route, page) => {
          links.set(route.path, page.links);
          rendered.push([route, page]);
        },
        { workers },
      );
      if (keep)
        for (const [route, page] of rendered) keep(route, page.hash!, page.links, page.reads, outputFile(route.path));
      // The report measures one sample page of each kind, read back from the output.
      for (const routePath of samples.keys())
        html.set(routePath, await readFile(path.join(tmpDir, outputFile(routePath)), 'utf8'));
    });

    await time('write', async () => {
      for (const { file, data } of await made) void writer.write(file, data);
      await writer.flush();
    });

    // Measured (gzip, on libuv's threads) while the links are checked.
    const reporting = buildReport(routes, samples, html, islands, tmpDir, timings);
    reporting.catch(() => {}); // awaited below; a broken link fails the build first
    await time('check', async () => {
      const missing = await checkRedirectFiles(loaded, (file) =>
        access(path.join(tmpDir, file)).then(
          () => true,
          () => false,
        ),
      );
      if (missing.length) throw new ContentErrors(sortErrors(missing));
      const broken = await checkLinks(links, routes, tmpDir, sources);
      if (broken.length) throw new LinkErrors(broken);
    });

    report = await reporting;

    if (options.dryRun) {
      await keepAsSpare(tmpDir, outDir);
    } else {
      await time('swap', () => swapIn(tmpDir, outDir));
      // What the output holds, for the next build to tell it is untouched: listed on a worker while the
      // cache is saved, which only reads the output (linking a page into the cache changes none of what is hashed).
      const outputs = options.cache && inputs ? pool.outputsHash(outDir) : undefined;
      outputs?.catch(() => {}); // awaited below, after the cache
      // The site is in place: a cache that cannot be saved costs the next build time, not this one its result.
      await cache
        ?.save(outDir)
        .catch((error: unknown) =>
          warnings.push(
            `the build cache was not saved (the next build may render pages again): ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      // Beside the site, never in it: it holds timings, and nothing internal is published.
      await writeReport(outDir, report);
      // Without it, the next build only does more.
      if (options.cache && inputs)
        await outputs!
          .then((hash) => recordUpToDate(options.cache!.dir, inputs, hash, routes.length, siteUrl))
          .catch(() => {});
    }
  } catch (error) {
    // The assets may still be writing into the folder (a content error stops the build early).
    await assets?.catch(() => {});
    await writer.flush().catch(() => {});
    await keepAsSpare(tmpDir, outDir); // what it wrote is the next build's to write over
    throw error;
  } finally {
    await pool.close();
  }
  return {
    routes,
    siteUrl,
    timings,
    warnings,
    report: report!,
    pages: routes.length,
    reused: cache?.stats().reused ?? 0,
  };
}

/** The files made from the whole site rather than one page: sitemap, robots.txt, host rules, manifest, feeds. */
export async function siteFiles(
  site: SiteConfig,
  content: Content,
  routes: Route[],
  siteUrl: string,
): Promise<{ file: string; data: string }[]> {
  return [
    { file: 'sitemap.xml', data: await renderSitemap(routes, siteUrl) },
    { file: 'robots.txt', data: renderRobots(siteUrl) },
    { file: '_redirects', data: renderRedirects(content.redirects, routes) },
    { file: '_headers', data: renderHeaders(site.cspOrigins(content)) },
    { file: 'site.webmanifest', data: renderManifest(content.site) },
    ...((await site.files?.(content, siteUrl)) ?? []),
  ];
}

export { LinkErrors, swapIn };
export { buildYear };
