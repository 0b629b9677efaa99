/**
 * The generator kept running for npm run dev: the first build writes the whole site; after that an edit
 * re-renders only the pages it affects and writes them in place. A page is affected when the content
 * it read while rendering changed (a price edit reaches the pages that show that price, not the
 * thousand location pages), when its template or a module that template imports changed, when its
 * head or props changed, or when the stylesheet or an island it loads got a new URL. A mistake leaves
 * the last good pages in place and is returned, for the browser overlay and the terminal.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildCss } from '../assets/css';
import { hashedName } from '../assets/hash';
import { buildIslands } from '../assets/islands';
import { checkAgainstRoutes } from '../check/against-routes';
import { checkLinks, type PageLinks } from '../check/links';
import { ContentErrors, formatError, sortErrors } from '../content/errors';
import { loadContent, parsedInMemory, type LoadedContent, type MarkdownRenderer } from '../content/load';
import { renderMarkdownBody, type RenderedMarkdown } from '../content/markdown';
import { createWriter } from '../emit/writer';
import { buildYear, LinkErrors, siteFiles, swapIn } from '../index';
import { buildAssets } from '../assets/site-assets';
import { renderWithLinks } from '../render/pool';
import type { RenderContext } from '../render/render-page';
import { loadPageModules, outputFile, RouteError, TemplateError, type Route } from '../routes';
import type { SiteConfig } from '../site';
import { freshModules, reachable } from './fresh-modules';
import { PathTree, TrackedPages, trackReads } from './reads';
import { trackedRouteTable } from './tracked-routes';

export interface DevSessionOptions {
  /** The site configuration module (templates/site.ts), imported afresh after a template edit. */
  siteModule: string;
  dataDir: string;
  outDir: string;
  siteUrl?: string;
  /** Folders of the site's own code (templates/, client/): an edit there loads them again. */
  sourceDirs: string[];
}

export interface DevUpdate {
  /** Pages written (paths), and pages whose files were deleted. */
  rendered: string[];
  removed: string[];
  ms: number;
  /** Milliseconds by phase. */
  phases: Record<string, number>;
  /** What stopped the update: content errors as `file:line:column path: message`, or another failure. Empty when it went through. */
  problems: string[];
}

export interface DevSession {
  /** Builds after a change to these files (absolute paths); the first call builds everything. */
  update(changedFiles: string[]): Promise<DevUpdate>;
}

type Lap = (phase: string) => void;

/** What a page read while it rendered, and what it rendered from. */
interface PageRecord {
  reads: Set<number>;
  asked: Set<string>;
  listed: boolean;
  islands: Set<string>;
  links: PageLinks;
}

interface Code {
  site: SiteConfig;
  modules: Awaited<ReturnType<typeof loadPageModules>>;
  /** The files each page kind's module reaches through its imports. */
  filesOf: Map<string, Set<string>>;
}

type Assets = Pick<RenderContext, 'css' | 'font' | 'islands'>;

/** A build that went through: what the site in outDir was made from. */
interface State {
  loaded: LoadedContent;
  routes: Map<string, Route>;
  pages: Set<string>;
  /** What each page kind's routes() and head() read. */
  tableReads: Map<string, Set<number>>;
  records: Map<string, PageRecord>;
  context: Omit<RenderContext, 'content' | 'pages'>;
  siteFiles: Map<string, string>;
  siteFileReads: Set<number>;
}

/** What changed between two builds, as far as pages can tell. */
interface Changes {
  /** Content paths (numbers in the path tree) whose value changed. */
  content: Set<number>;
  /** Kinds whose code changed, or 'all'. */
  code: Set<string> | 'all';
}

export function createDevSession(options: DevSessionOptions): DevSession {
  const outDir = path.resolve(options.outDir);
  const dataDir = path.resolve(options.dataDir);
  const siteModule = path.resolve(options.siteModule);
  const sourceDirs = options.sourceDirs.map((dir) => path.resolve(dir));
  const fresh = freshModules(sourceDirs);
  const tree = new PathTree();
  const parsed = parsedInMemory();
  const markdownHtml = new Map<string, RenderedMarkdown>();
  const markdown: MarkdownRenderer = async (bodies) =>
    bodies.map((body) => {
      let rendered = markdownHtml.get(body);
      if (!rendered) {
        rendered = renderMarkdownBody(body);
        markdownHtml.set(body, rendered);
      }
      return rendered;
    });
  let code: Code | undefined;
  let state: State | undefined;

  const loadCode = async (): Promise<Code> => {
    await fresh.next();
    const site = ((await import(pathToFileURL(siteModule).href)) as { default: SiteConfig }).default;
    const modules = await loadPageModules(site.pagesDir);
    const imports = await fresh.imports();
    return {
      site,
      modules,
      filesOf: new Map(modules.map((m) => [m.kind, reachable(path.resolve(m.template), imports)])),
    };
  };

  /** Content, what changed in it, route table and the checks that need both; throws ContentErrors. */
  const prepare = async (current: Code, assets: Assets, lap: Lap, changes: Changes) => {
    const loaded = await loadContent(dataDir, { iconNames: current.site.iconNames, markdown, cache: parsed });
    lap('content');
    if (state) changes.content = tree.changed(state.loaded.content, loaded.content);
    lap('compare');
    const siteUrl = (options.siteUrl ?? loaded.content.site.url).replace(/\/+$/, '');
    const rerun = (kind: string) =>
      changes.code === 'all' || changes.code.has(kind) || siteUrl !== state?.context.siteUrl;
    const previous = state && { routes: [...state.routes.values()], readsByKind: state.tableReads };
    const { routes, readsByKind } = trackedRouteTable(
      current.modules,
      loaded.content,
      siteUrl,
      tree,
      previous && { previous, changed: changes.content, rerun },
    );
    lap('routes');
    const problems = checkAgainstRoutes(loaded, routes);
    if (problems.length) throw new ContentErrors(sortErrors(problems));
    lap('checks');
    const next: State = {
      loaded,
      routes: new Map(routes.map((r) => [r.path, r])),
      pages: new Set(routes.filter((r) => r.status === 200).map((r) => r.path)),
      tableReads: readsByKind,
      records: new Map(state?.records),
      context: { siteUrl, year: buildYear(), ...assets },
      siteFiles: state?.siteFiles ?? new Map(),
      siteFileReads: state?.siteFileReads ?? new Set(),
    };
    return next;
  };

  /** The sitemap, host rules, manifest and feeds, with what they read of the content. */
  const makeSiteFiles = async (current: Code, next: State) => {
    const reads = new Set<number>();
    const files = await siteFiles(
      current.site,
      trackReads(next.loaded.content, tree, (id) => reads.add(id)),
      [...next.routes.values()],
      next.context.siteUrl,
    );
    next.siteFiles = new Map(files.map((f) => [f.file, f.data]));
    next.siteFileReads = reads;
  };

  /** Renders routes with their reads tracked; their records go into `next`. */
  const renderPages = (current: Code, next: State, routes: Route[]) => {
    const rendered = new Map<string, { html: string; links: PageLinks }>();
    for (const route of routes) {
      const reads = new Set<number>();
      const pages = new TrackedPages(next.pages);
      const ctx: RenderContext = {
        ...next.context,
        content: trackReads(next.loaded.content, tree, (id) => reads.add(id)),
        pages,
      };
      const page = renderWithLinks(route, ctx, current.site.Provider);
      rendered.set(route.path, page);
      const islands = new Set([...page.html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]!));
      next.records.set(route.path, { reads, asked: pages.asked, listed: pages.listed, islands, links: page.links });
    }
    return rendered;
  };

  /**
   * The link check, before anything is written: of the pages rendered, or of every page when a page or
   * an element id another page may link to has gone.
   */
  const checkPageLinks = async (
    next: State,
    rendered: Map<string, { links: PageLinks }>,
    filesDir: string,
    previous?: State,
  ) => {
    const links = new Map(
      [...next.routes.keys()].map((p) => [p, rendered.get(p)?.links ?? next.records.get(p)!.links]),
    );
    const lost = (p: string) =>
      [...(previous?.records.get(p)?.links.ids ?? [])].some((id) => !links.get(p)!.ids.has(id));
    const everything =
      !previous || [...previous.routes.keys()].some((p) => !next.routes.has(p)) || [...rendered.keys()].some(lost);
    const routes = [...next.routes.values()];
    const broken = await checkLinks(
      links,
      routes,
      filesDir,
      next.loaded.sources,
      everything ? routes : [...rendered.keys()].map((p) => next.routes.get(p)!),
    );
    if (broken.length) throw new LinkErrors(broken);
  };

  /** A full build into a new folder, swapped in for outDir: the first one, or after a failed first one. */
  const buildAll = async (current: Code): Promise<DevUpdate> => {
    const started = performance.now();
    const { phases, lap } = stopwatch();
    const tmpDir = path.join(path.dirname(outDir), `.dist-dev-${process.pid}`);
    await rm(tmpDir, { recursive: true, force: true });
    await mkdir(tmpDir, { recursive: true });
    const writer = createWriter(tmpDir);
    const built = buildAssets(current.site, writer, tmpDir);
    built.catch(() => {}); // awaited below; a content error must not leave it unhandled
    try {
      const next = await prepare(current, await built, lap, { content: new Set(), code: 'all' });
      const rendered = renderPages(current, next, [...next.routes.values()]);
      lap('render');
      await makeSiteFiles(current, next);
      for (const [file, data] of next.siteFiles) void writer.write(file, data);
      await writer.flush();
      await checkPageLinks(next, rendered, tmpDir);
      for (const [routePath, page] of rendered) void writer.write(outputFile(routePath), page.html);
      await writer.flush();
      await swapIn(tmpDir, outDir);
      lap('write');
      state = next;
      return { rendered: [...rendered.keys()], removed: [], ms: performance.now() - started, phases, problems: [] };
    } catch (error) {
      await built.catch(() => {});
      await writer.flush().catch(() => {});
      await rm(tmpDir, { recursive: true, force: true });
      throw error;
    }
  };

  /** The stylesheet (Tailwind reads the templates' classes) and, after a client edit, the islands. */
  const rebuildAssets = async (current: Code, sources: string[]): Promise<Assets> => {
    const was = state!.context;
    const cssCode = await buildCss(current.site.stylesheet, was.font);
    const css = `/assets/${hashedName(path.basename(current.site.stylesheet), cssCode)}`;
    if (css !== was.css) await writeFile(path.join(outDir, css), cssCode);
    const clientDir = path.resolve(current.site.clientDir);
    const islands = sources.some((f) => f.startsWith(clientDir + path.sep))
      ? await buildIslands(clientDir, outDir)
      : was.islands;
    return { css, font: was.font, islands };
  };

  const incremental = async (changedFiles: string[]): Promise<DevUpdate> => {
    const started = performance.now();
    const { phases, lap } = stopwatch();
    const previous = state!;
    const sources = changedFiles.filter((f) => sourceDirs.some((dir) => f.startsWith(dir + path.sep)));
    let current = code!;
    let assets: Assets = previous.context;
    const changes: Changes = { content: new Set(), code: new Set() };
    if (sources.length) {
      current = await loadCode();
      changes.code = sources.includes(siteModule)
        ? 'all'
        : new Set(
            current.modules.filter((m) => sources.some((f) => current.filesOf.get(m.kind)?.has(f))).map((m) => m.kind),
          );
      assets = await rebuildAssets(current, sources);
      lap('code');
    }
    const next = await prepare(current, assets, lap, changes);
    const { routes, heads } = affected(previous, next, changes);
    lap('affected');
    const rendered = renderPages(current, next, routes);
    lap('render');
    const removed = [...previous.routes.keys()].filter((p) => !next.routes.has(p));
    for (const p of removed) next.records.delete(p);
    await checkPageLinks(next, rendered, outDir, previous);
    lap('links');
    // The sitemap reads the route table; the other site files what they read of the content.
    if (
      removed.length ||
      routes.some((r) => !previous.routes.has(r.path)) ||
      heads ||
      changes.code === 'all' ||
      [...changes.content].some((id) => previous.siteFileReads.has(id))
    ) {
      await makeSiteFiles(current, next);
      lap('site files');
    }
    // Each file is replaced whole (written beside, then renamed), so the server never reads half a page.
    await Promise.all([
      ...[...rendered].map(([routePath, page]) => replaceFile(path.join(outDir, outputFile(routePath)), page.html)),
      ...[...next.siteFiles]
        .filter(([file, data]) => previous.siteFiles.get(file) !== data)
        .map(([file, data]) => replaceFile(path.join(outDir, file), data)),
      ...removed.map((p) => rm(path.join(outDir, outputFile(p)), { force: true })),
    ]);
    lap('write');
    code = current;
    state = next;
    return { rendered: [...rendered.keys()], removed, ms: performance.now() - started, phases, problems: [] };
  };

  return {
    async update(changedFiles) {
      const started = performance.now();
      try {
        code ??= await loadCode();
        return state ? await incremental(changedFiles) : await buildAll(code);
      } catch (error) {
        return {
          rendered: [],
          removed: [],
          ms: performance.now() - started,
          phases: {},
          problems: problemLines(error),
        };
      }
    },
  };
}

/**
 * The routes of `next` to render again, and whether any head changed. A kind whose routes() and
 * head() read nothing that changed (and whose code did not change) has the same props and heads.
 */
function affected(previous: State, next: State, changes: Changes): { routes: Route[]; heads: boolean } {
  const was = previous.context;
  const now = next.context;
  const everything =
    changes.code === 'all' ||
    was.css !== now.css ||
    was.font !== now.font ||
    was.islands.loader !== now.islands.loader ||
    was.siteUrl !== now.siteUrl ||
    was.year !== now.year;
  const touched = (reads: Set<number> | undefined) => !reads || [...changes.content].some((id) => reads.has(id));
  // Kinds whose table entries were made again (the others were kept as they were).
  const kindsToCompare = new Set(
    [...next.tableReads.keys()].filter((kind) => next.tableReads.get(kind) !== previous.tableReads.get(kind)),
  );
  const islandMoved = (name: string) => was.islands.byName.get(name)?.src !== now.islands.byName.get(name)?.src;
  const pagesChanged = new Set(
    [...previous.pages, ...next.pages].filter((p) => previous.pages.has(p) !== next.pages.has(p)),
  );
  let heads = false;
  const routes = [...next.routes.values()].filter((route) => {
    const record = previous.records.get(route.path);
    const before = previous.routes.get(route.path);
    if (!record || !before || everything || (changes.code !== 'all' && changes.code.has(route.kind))) return true;
    if (kindsToCompare.has(route.kind)) {
      const headChanged = JSON.stringify(before.head) !== JSON.stringify(route.head);
      heads ||= headChanged;
      if (headChanged || JSON.stringify(before.props) !== JSON.stringify(route.props)) return true;
    }
    if ((record.listed && pagesChanged.size) || [...record.asked].some((p) => pagesChanged.has(p))) return true;
    if ([...record.islands].some(islandMoved)) return true;
    return touched(record.reads);
  });
  return { routes, heads };
}

/** Times phases: each call records the time since the previous one. */
function stopwatch(): { phases: Record<string, number>; lap: Lap } {
  const phases: Record<string, number> = {};
  let last = performance.now();
  const lap: Lap = (name) => {
    const now = performance.now();
    phases[name] = Math.round((phases[name] ?? 0) + now - last);
    last = now;
  };
  return { phases, lap };
}

async function replaceFile(file: string, data: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.dev-${process.pid}`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** A failure as the problems an editor reads: content, link and route errors one each, any other as one (a template's, with its stack). */
function problemLines(error: unknown): string[] {
  if (error instanceof ContentErrors) return error.errors.map(formatError);
  if (error instanceof LinkErrors || error instanceof RouteError) return error.problems;
  if (error instanceof TemplateError) return [error.message];
  return [error instanceof Error ? (error.stack ?? error.message) : String(error)];
}
