/**
 * build({ dataDir, outDir, siteUrl }): content -> route table -> HTML, assets and host files.
 * Everything is written to a temporary folder next to outDir and swapped in at the end, so a failed
 * build leaves the previous dist/ exactly as it was.
 */
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from './content/load';
import { ContentErrors } from './content/errors';
import type { Navigation } from './content/schemas/navigation';
import { errorAt } from './content/source';
import { buildRouteTable, loadPageModules, outputFile, type Route } from './routes';
import { buildCss } from './assets/css';
import { hashedName } from './assets/hash';
import { buildIslands } from './assets/islands';
import { renderPage } from './render/render-page';
import { renderRobots, renderSitemap } from './emit/sitemap';
import { findCollisions, renderRedirects } from './emit/redirects';
import { renderHeaders } from './emit/headers';
import { renderManifest } from './emit/manifest';
import { checkLinks } from './check/links';
import { assertMarkdownBodies } from './check/markdown-bodies';
import { renderFeeds } from './emit/feeds';
import { buildReport, type BuildReport } from './report';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  dataDir: string;
  outDir: string;
  /** Origin for canonical URLs, e.g. https://www.example.com; defaults to data/site.yaml's url. */
  siteUrl?: string;
  /** Check everything but write nothing (npm run check). */
  dryRun?: boolean;
}

export interface BuildResult {
  routes: Route[];
  siteUrl: string;
  /** Milliseconds per phase. */
  timings: Record<string, number>;
  warnings: string[];
  report: BuildReport;
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

  const { content, sources } = await time('content', () => loadContent(dataDir));
  const siteUrl = (options.siteUrl ?? content.site.url).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) throw new Error(`SITE_URL must be an origin such as https://www.example.com, got '${siteUrl}'`);

  const routes = await time('routes', async () => buildRouteTable(await loadPageModules(path.join(projectRoot, 'templates/pages')), content, siteUrl));
  const pages = new Set(routes.filter((r) => r.status === 200).map((r) => r.path));
  assertMarkdownBodies(content, sources, pages);

  const redirectsFile = [...sources.keys()].find((f) => f.endsWith('redirects.yaml'));
  const collisions = findCollisions(content.redirects, routes);
  if (collisions.length && redirectsFile) {
    throw new ContentErrors(collisions.map((c) => errorAt(sources.get(redirectsFile)!, [c.index, 'from'], c.message)));
  }
  const hidden = hiddenNavLinks(content.navigation, pages);
  if (hidden.length) warnings.push(`menus leave out links to pages that do not exist yet: ${hidden.join(', ')}`);

  const tmpDir = path.join(path.dirname(outDir), `.dist-tmp-${process.pid}-${Date.now()}`);
  let report: BuildReport | undefined;
  const write = async (rel: string, data: string | Uint8Array) => {
    const full = path.join(tmpDir, rel);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, data);
  };

  try {
    await mkdir(tmpDir, { recursive: true });
    const [css, font, islands] = await time('assets', async () => {
      const fontSource = path.join(projectRoot, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
      const fontBytes = await readFile(fontSource);
      const fontUrl = `/assets/${hashedName('inter-latin-wght.woff2', fontBytes)}`;
      await write(fontUrl.slice(1), fontBytes);
      const cssCode = await buildCss(path.join(projectRoot, 'templates/styles/site.css'), fontUrl);
      const cssUrl = `/assets/${hashedName('site.css', cssCode)}`;
      await write(cssUrl.slice(1), cssCode);
      const islandAssets = await buildIslands(path.join(projectRoot, 'client'), tmpDir);
      await cp(path.join(projectRoot, 'templates/public'), tmpDir, { recursive: true });
      return [cssUrl, fontUrl, islandAssets] as const;
    });

    const html = await time('render', async () => {
      const ctx = { content, siteUrl, pages, year: new Date().getFullYear(), css, font, islands };
      const rendered = new Map<string, string>();
      for (const route of routes) rendered.set(route.path, renderPage(route, ctx));
      return rendered;
    });

    await time('write', async () => {
      await Promise.all(routes.map((route) => write(outputFile(route.path), html.get(route.path)!)));
      const mediaOrigins = [...new Set(content.episodes.map((e) => new URL(e.audioUrl).origin))];
      await write('sitemap.xml', await renderSitemap(routes, siteUrl));
      await write('robots.txt', renderRobots(siteUrl));
      await write('_redirects', renderRedirects(content.redirects, routes));
      await write('_headers', renderHeaders(mediaOrigins));
      await write('site.webmanifest', renderManifest(content.site));
      for (const feed of renderFeeds(content, siteUrl)) await write(feed.file, feed.xml);
    });

    await time('check', async () => {
      const broken = await checkLinks(html, routes, tmpDir, sources, siteUrl);
      if (broken.length) throw new LinkErrors(broken);
    });

    report = await buildReport(routes, html, islands, tmpDir, timings);
    await write('build-report.json', `${JSON.stringify(report, null, 2)}\n`);

    if (options.dryRun) {
      await rm(tmpDir, { recursive: true, force: true });
    } else {
      await time('swap', () => swapIn(tmpDir, outDir));
    }
  } catch (error) {
    await rm(tmpDir, { recursive: true, force: true });
    throw error;
  }
  return { routes, siteUrl, timings, warnings, report: report! };
}

export class LinkErrors extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length} broken internal link${problems.length === 1 ? '' : 's'}:\n${problems.join('\n')}`);
    this.name = 'LinkErrors';
  }
}

/**
 * Puts the new build in place of outDir; any failure leaves the previous site there.
 *
 * dist/ stays a real folder rather than a symlink to versioned builds: deploy tools and hosts upload
 * dist/, and `tar`, `cp -r` and some CI artifact steps copy a symlink as a link, not as the site (git
 * would also see a file where .gitignore expects the folder dist/). Linux cannot rename a folder over a
 * non-empty one, and Node has no atomic exchange, so the swap is two renames: the old site moves aside,
 * the new one moves in, and only then is the old one deleted. If the second rename fails, the old site
 * moves back. For the microseconds between the renames there is no dist/; the local server waits for it
 * and answers every request from one complete build (server/static-site.ts), and static hosts only read
 * dist/ after the build has finished.
 */
async function swapIn(tmpDir: string, outDir: string) {
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
  await rm(old, { recursive: true, force: true });
}

/** Menu links the layout leaves out because their pages do not exist yet; the editor sees them listed. */
function hiddenNavLinks(navigation: Navigation, pages: ReadonlySet<string>): string[] {
  const hrefs = [
    ...navigation.header.menus.flatMap((m) => m.items),
    ...navigation.header.links,
    navigation.header.cta,
    ...navigation.footer.columns.flatMap((c) => c.links),
    ...navigation.footer.legal,
  ].map((l) => l.href);
  return [...new Set(hrefs)].filter((href) => !pages.has(href.split('#')[0]!)).sort();
}
