/**
 * The stages every build runs, `npm run build` and `npm run dev` alike: load and check the content,
 * make the route table, check what the content links to, build the assets, render the pages, make the
 * whole-site files, check every link, and hand the output to a writer. What one run learns (parsed
 * files, rendered Markdown, assets, what each page read) is its state, which the next run starts from,
 * so an edit costs what it touches: a page is rendered again only when something it read, its route,
 * or what every page shares has changed.
 */
import { checkLinks, type PageLinks } from './check/links';
import { checkBody, checkDataLinks, checkRedirectFiles, checkRedirects } from './check/data-links';
import { readContent } from './content/content';
import type { DataFiles } from './content/data-files';
import type { ParsedCache } from './content/load';
import { type RenderedMarkdown, renderMarkdownBody } from './content/markdown';
import { EDITOR_DIR, editorFiles, GITHUB_ORIGINS } from './emit/editor-files';
import { renderHeaders } from './emit/headers';
import { renderRedirects } from './emit/redirects';
import { pictureEncoder } from './images/encode';
import type { PictureFile } from './images/picture';
import { type ImageSize, loadImages } from './images/sources';
import { CARD_SIZE, cardFile, fullCard, makeCards, routeCards } from './emit/cards';
import { renderSearchIndex, SEARCH_INDEX_FILE, searchEntries } from './emit/search-index';
import { indexable, renderRobots, renderSitemap } from './emit/sitemap';
import { problems as catalogue } from './error-catalogue';
import { type BuiltAssets, buildAssets } from './assets/site-assets';
import { BuildFailure, type Problem, problemIn } from './problems';
import { recordReads, readValues, trackedContent, trackedPages } from './render/reads';
import { type RenderContext, renderPage } from './render/render-page';
import { sharedRun } from './render/shared';
import { type BuildReport, buildReport, sampleRoutes } from './report';
import { buildRouteTable, type LoadedModule, loadPageModules, outputFile, type Route, templateFailed } from './routes';
import { type AnySite, type NearDuplicateRule, pagesDirOf } from './site';
import { contentHash, valueFingerprint, valueHash } from './util/hash';
import type { FileData, OutputStamp, Writer } from './output/writer';
import { checkNearDuplicates, type GroupPairs, type KindSimilarity, pagePhrases } from './check/near-duplicates';
import type { CodeVersion } from './code-version';

/** What a page was made from and what it made, kept for the next run. */
export interface PageRecord {
  /** Its kind, path, props, head and status. */
  key: string;
  /** The read keys it noted (build/render/reads.ts). */
  reads: string[];
  links: { refs: string[]; ids: string[] };
  /** Its main text's phrases, for the near-duplicate check of kinds that have one. */
  phrases?: Int32Array;
  /** The image files its pictures show. */
  pictures?: PictureFile[];
  /** Its social card's file, when it has one. */
  card?: string;
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
  /** The site's own files (SiteConfig.files), and what making them read. */
  siteFiles?: { files: { file: string; data: string }[]; reads: string[] };
  /** What each kind's routes and heads read, and the kind's code then: while both stand, its routes are the same. */
  routeReads?: Map<string, { code: string | undefined; reads: string[] }>;
  /** The sitemap, and what it was made from. */
  sitemap?: { key: string; data: string };
  /** The most similar pair of each group of pages the near-duplicate rules compare. */
  similarPairs?: GroupPairs;
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
  /** Whether the social cards are made (SiteConfig.cards): by default, when the site draws them. */
  cards?: boolean;
  /** Renders again every page the run keeps, and fails if one comes out different (StalePage). */
  verify?: boolean;
}

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
  /** The most similar pair of pages of each kind the site's near-duplicate rules name. */
  similar: KindSimilarity[];
}

/** Runs every stage from `previous` (a run's state; an empty one builds everything) and returns the result and the new state. */
export async function runBuild(
  options: RunOptions,
  previous: BuildState,
): Promise<{ result: RunResult; state: BuildState }> {
  const { site, data, year, code } = options;
  const timings: Record<string, number> = {};
  let last = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    timings[phase] = Math.round(now - last);
    last = now;
  };
  const usable = previous.code.shared === code.shared ? previous : emptyState(code);
  const state: BuildState = {
    ...emptyState(code),
    parsed: usable.parsed,
    markdown: usable.markdown,
    assets: previous.assets,
  };
  const found: Problem[] = [];
  const fail = () => {
    if (found.some((p) => p.severity === 'error')) throw new BuildFailure(found);
  };

  // Content: every file parsed and checked on its own, then placeholders, Markdown and the site's checks.
  const read = readContent(site, data, { parsed: state.parsed, markdown: usable.markdown, today: options.today });
  found.push(...read.problems);
  state.markdown = read.markdown;
  const { content, placer, loaded } = read;
  /** A body rendered once and kept with the state: a body with placeholders is also parsed as written, for the check. */
  const renderMarkdown = (text: string) => {
    const key = contentHash(text);
    let rendered = read.markdown.get(key) ?? usable.markdown.get(key);
    rendered ??= renderMarkdownBody(text);
    read.markdown.set(key, rendered);
    return rendered;
  };
  const siteUrl = (options.siteUrl ?? site.url(content as never)).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) found.push(problemIn(catalogue.SiteUrlInvalid, '(SITE_URL)', siteUrl));
  // Templates take valid content: a problem in it stops the build before any template runs.
  fail();
  // The images the content names: there, images, and measured.
  const {
    images,
    sizes,
    problems: imageProblems,
  } = await loadImages(loaded.files.values(), data, site.publicDir, placer, usable.imageSizes);
  state.imageSizes = sizes;
  found.push(...imageProblems);
  fail();
  lap('content');

  // Routes, and what the content links to.
  const pageModules = options.modules
    ? { modules: options.modules, problems: [] }
    : await loadPageModules(pagesDirOf(site));
  found.push(...pageModules.problems);
  // The content as pages see it, from here on: what routes, heads and pages read is noted.
  const tracked = trackedContent(content, site.collections);
  const table = buildRouteTable(pageModules.modules, tracked, siteUrl);
  found.push(...table.problems);
  const { routes } = table;
  const pages = new Set(routes.filter((r) => r.status === 200).map((r) => r.path));
  found.push(...checkDataLinks(loaded.files.values(), pages, placer));
  for (const body of read.bodies) {
    // What the check reads is in the body as written, where its offsets are the file's.
    const { items } = renderMarkdown(body.raw);
    found.push(...checkBody(body.file, items, pages));
  }
  const redirects = site.redirects?.(content as never) ?? [];
  found.push(...checkRedirects(redirects, routes, placer));
  fail();
  lap('routes');

  // Assets, made again only when the site's code changed.
  const built = state.assets?.code === code.assets ? state.assets.built : await buildAssets(site);
  state.assets = { code: code.assets, built };
  lap('assets');

  const intact = options.writer ? options.writer.unchanged(usable.outputs) : new Set<string>();
  const outputs = new Map<string, string>();
  /**
   * Whether a file named by what it holds (a card, a picture) is to be made: not when the last output has
   * it as it was written, nor in a run that writes nothing (npm run check), where it counts as there.
   */
  const toMake = (file: string): boolean => {
    if (intact.has(file) && usable.outputs.has(file)) outputs.set(file, usable.outputs.get(file)!.hash);
    else if (!options.writer) outputs.set(file, '');
    else return true;
    return false;
  };
  const pictures = pictureEncoder(images);
  const pictureFiles = new Set<string>();
  const wantPictures = (files: readonly PictureFile[] = []) => {
    for (const picture of files) {
      if (pictureFiles.has(picture.file)) continue;
      pictureFiles.add(picture.file);
      if (toMake(picture.file)) pictures.add(picture);
    }
  };

  // What every card shows besides its page's text (the brand) names every page's card: all pages share it.
  const design = options.cards === false ? undefined : site.cards;
  const common = design?.common?.(content as never) ?? {};
  const search = searchEntries(routes);
  state.shared = valueHash({
    siteUrl,
    year,
    code: code.shared,
    assets: { ...built.urls, islands: [...built.urls.islands] },
    cards: design ? common : null,
  });
  const readValue = readValues(content, pages, search, (src) => images.get(src)?.hash);
  const readHashes = new Map<string, string>();
  const hashOf = (key: string) => {
    let hash = readHashes.get(key);
    if (hash === undefined) {
      hash = valueFingerprint(readValue(key));
      readHashes.set(key, hash);
    }
    return hash;
  };
  // The read keys whose value changed since the last run, each fingerprinted once: a kept page must have read none.
  const changedReads = new Set<string>();
  for (const [read, hash] of usable.readHashes) if (hashOf(read) !== hash) changedReads.add(read);
  state.routeReads = new Map(
    [...table.reads].map(([kind, reads]) => [kind, { code: code.pages[kind], reads: [...reads] }]),
  );
  const sameRoutes = new Map<string, boolean>();
  /** Whether a kind's routes and heads are the last run's: nothing they read, nor their code, changed. */
  const routesKept = (kind: string) => {
    let same = sameRoutes.get(kind);
    if (same === undefined) {
      const last = usable.routeReads?.get(kind);
      same =
        usable.shared === state.shared &&
        last !== undefined &&
        last.code === code.pages[kind] &&
        !last.reads.some((read) => changedReads.has(read));
      sameRoutes.set(kind, same);
    }
    return same;
  };
  // Social cards: laid out before the pages render, so that sharp rasterises them on its threads meanwhile.
  // A page whose route is the last run's has the card it had, found without hashing the card's text.
  const cardsOf = design
    ? routeCards(routes, common, (route) => (routesKept(route.kind) ? usable.pages.get(route.path)?.card : undefined))
    : undefined;
  const cards =
    design && cardsOf ? makeCards(new Map([...cardsOf.byFile].filter(([file]) => toMake(file))), design) : undefined;
  cards?.made.catch(() => {}); // awaited below, unless the layout fails first
  await cards?.laidOut;

  // Pages: each rendered unless what it was made from is the same as when the last run had it.
  const trackedPageSet = trackedPages(pages);
  const settings = recordReads(() => site.document(tracked as never));
  const render: RenderContext = {
    content: tracked,
    pages: trackedPageSet,
    siteUrl,
    year,
    settings: settings.value,
    settingsReads: settings.reads,
    assets: built.urls,
    Provider: site.Provider,
    shared: sharedRun(site.Provider),
    searchIndex: search,
    images,
    cardImage:
      design &&
      ((route) => {
        const card = fullCard(route, common);
        return { path: `/${cardsOf?.byPath.get(route.path) ?? cardFile(card)}`, ...CARD_SIZE, alt: design.alt(card) };
      }),
  };

  const ruleOf = new Map((site.nearDuplicates ?? []).map((rule) => [rule.kind, rule as NearDuplicateRule<never>]));
  const write = new Map<string, FileData>();
  const links = new Map<string, PageLinks>();
  const samples = new Map<string, string>();
  const sampleOf = new Set([...sampleRoutes(routes).values()].map((r) => r.path));
  const rendered: string[] = [];
  for (const route of routes) {
    const file = outputFile(route.path);
    const kept = usable.pages.get(route.path);
    // A route whose kind's routes and heads are the last run's has the key it had.
    const key =
      kept && routesKept(route.kind)
        ? kept.key
        : valueHash([route.kind, code.pages[route.kind], route.path, route.props, route.head, route.status]);
    const reusable =
      kept &&
      kept.key === key &&
      usable.shared === state.shared &&
      intact.has(file) &&
      (kept.phrases !== undefined || !ruleOf.has(route.kind)) &&
      !kept.reads.some((read) => changedReads.has(read));
    if (reusable) {
      if (options.verify) verifyKept(route, render, usable.outputs.get(file)!.hash, found);
      state.pages.set(route.path, kept);
      outputs.set(file, usable.outputs.get(file)!.hash);
      links.set(route.path, { refs: kept.links.refs, ids: new Set(kept.links.ids) });
      continue;
    }
    let page: ReturnType<typeof renderPage>;
    try {
      page = renderPage(route, render);
    } catch (error) {
      found.push(templateFailed(route.template, `the page ${route.path}`, error));
      continue;
    }
    rendered.push(route.path);
    // Bytes off the JavaScript heap at once: a thousand pages of strings held until the write made the
    // collector copy them from space to space.
    const bytes = Buffer.from(page.html);
    write.set(file, bytes);
    outputs.set(file, contentHash(bytes));
    links.set(route.path, page.links);
    if (sampleOf.has(route.path)) samples.set(route.path, page.html);
    wantPictures(page.pictures);
    state.pages.set(route.path, {
      key,
      reads: [...page.reads],
      links: { refs: page.links.refs, ids: [...page.links.ids] },
      phrases: ruleOf.has(route.kind) ? pagePhrases(ruleOf.get(route.kind)!, route, page.html, content) : undefined,
      card: cardsOf?.byPath.get(route.path),
      ...(page.pictures.length ? { pictures: page.pictures } : {}),
    });
  }
  fail();
  // The site's own files, made again only when what they read changed, as a page is.
  const keptFiles = usable.siteFiles;
  state.siteFiles =
    keptFiles && usable.shared === state.shared && !keptFiles.reads.some((read) => changedReads.has(read))
      ? keptFiles
      : siteFilesOf(site, tracked, siteUrl);
  // The keys some page, the site's files or the routes read, by their value now.
  const reads = new Set<string>();
  for (const record of [...state.pages.values(), state.siteFiles, ...state.routeReads.values()])
    for (const read of record.reads) reads.add(read);
  for (const read of reads) state.readHashes.set(read, hashOf(read));
  lap('render');

  // The files made from the whole site, and the assets.
  // The sitemap is made again only when the pages it lists or their dates changed.
  const sitemapKey = valueHash([siteUrl, routes.filter(indexable).map((r) => [r.path, r.head.lastmod])]);
  const sitemap = usable.sitemap?.key === sitemapKey ? usable.sitemap.data : await renderSitemap(routes, siteUrl);
  state.sitemap = { key: sitemapKey, data: sitemap };
  const editorHeaders = site.editor?.deploy
    ? {
        dir: EDITOR_DIR,
        connect: [...GITHUB_ORIGINS.connect, ...(site.editor.authUrl ? [new URL(site.editor.authUrl).origin] : [])],
        img: GITHUB_ORIGINS.img,
      }
    : undefined;
  const siteFiles: { file: string; data: FileData }[] = [
    { file: 'sitemap.xml', data: sitemap },
    { file: 'robots.txt', data: renderRobots(siteUrl) },
    { file: '_redirects', data: renderRedirects(redirects, routes, site.sectionFallbacks) },
    ...(site.cspOrigins
      ? [{ file: '_headers', data: renderHeaders(site.cspOrigins(content as never), editorHeaders) }]
      : []),
    ...state.siteFiles.files,
    ...(search.length ? [{ file: SEARCH_INDEX_FILE, data: renderSearchIndex(search) }] : []),
    // The content editor, only when the site asks for it in dist/.
    ...(site.editor?.deploy ? editorFiles(site) : []),
  ];
  for (const [file, data] of built.files) siteFiles.push({ file, data });
  // The files the pages' pictures show: those of the pages rendered are being made already.
  for (const record of state.pages.values()) wantPictures(record.pictures);
  for (const [file, data] of (await cards?.made) ?? []) siteFiles.push({ file, data });
  for (const [file, data] of await pictures.done()) siteFiles.push({ file, data });
  for (const { file, data } of siteFiles) {
    const hash = contentHash(data);
    outputs.set(file, hash);
    if (usable.outputs.get(file)?.hash !== hash || !intact.has(file)) write.set(file, data);
  }

  // Every link of every page, against the whole output. The last run's pages had none broken: while
  // no link target changed (the pages, the files, the ids of the pages rendered again), only the pages
  // rendered again are checked.
  const files = new Set(outputs.keys());
  const sameTargets =
    usable.pages.size > 0 &&
    sameKeys(usable.pages, new Set(routes.map((route) => route.path))) &&
    sameKeys(usable.outputs, files) &&
    rendered.every((path) => sameKeys(new Set(usable.pages.get(path)?.links.ids), links.get(path)!.ids));
  const renderedSet = new Set(rendered);
  const checked = sameTargets ? routes.filter((route) => renderedSet.has(route.path)) : routes;
  found.push(...checkLinks(links, routes, files, [...loaded.files.values()], checked));
  found.push(...checkRedirectFiles(redirects, files, placer));
  const nearDuplicates = checkNearDuplicates(site.nearDuplicates ?? [], routes, state.pages, {
    pairs: usable.similarPairs ?? new Map(),
    rendered: renderedSet,
  });
  state.similarPairs = nearDuplicates.groups;
  found.push(...nearDuplicates.problems);
  fail();
  lap('check');

  const removed = [...usable.outputs.keys()].filter((file) => !outputs.has(file));
  if (options.writer) {
    state.outputs = await options.writer.commit({ write, files: outputs, previous: usable.outputs, intact });
  }
  lap('write');

  const report = buildReport({
    routes,
    samples,
    asset: (url) => built.files.get(url.slice(1)),
    islands: built.islands,
    timings,
    previous: usable.report,
  });
  state.report = report;
  const warnings = found.filter((p) => p.severity === 'warning');
  return {
    result: {
      routes,
      siteUrl,
      rendered,
      written: [...write.keys()],
      removed,
      warnings,
      timings,
      report,
      similar: nearDuplicates.pairs,
    },
    state,
  };
}

/** A kept page rendered again: a problem if its bytes are not the ones kept. */
function verifyKept(route: Route, render: RenderContext, keptHash: string, found: Problem[]): void {
  try {
    if (contentHash(Buffer.from(renderPage(route, render).html)) === keptHash) return;
  } catch {
    // A template that throws now was changed, and so is not a kept page's.
  }
  found.push(problemIn(catalogue.StalePage, route.template, route.path));
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

/** The site's own files, with what making them read. */
function siteFilesOf(site: AnySite, content: unknown, siteUrl: string): NonNullable<BuildState['siteFiles']> {
  const made = recordReads(() => site.files?.(content as never, siteUrl) ?? []);
  return { files: made.value, reads: [...made.reads] };
}
