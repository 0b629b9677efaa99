/**
 * Stage render: each page rendered unless what it was made from is the same as when the last run had
 * it: its route and head, what it read, and what every page shares (the site URL, the year, the assets,
 * the code, and each plugin's shared value). Plugins start their work first (cards are laid out while
 * pages render) and keep what they need of each page.
 */
import type { PageLinks } from '../check/links';
import { pictureEncoder } from '../images/encode';
import type { PictureFile } from '../images/picture-file';
import type { PageRecord } from '../state';
import type { Plugin } from '../plugin';
import { problemIn } from '../problems';
import { problems as catalogue } from '../error-catalogue';
import { recordReads, readValues, trackedPages } from '../render/reads';
import { type RenderContext, renderPage } from '../render/render-page';
import { sharedRun } from '../render/shared';
import { sampleRoutes } from '../report';
import { outputFile, type Route, templateFailed } from '../routes';
import { contentHash, valueFingerprint, valueHash } from '../util/hash';
import type { SiteAssetsRun } from './routes';
import { failOnErrors, type PageRun } from './run';

export async function renderPages(from: SiteAssetsRun) {
  const { options, usable, state, site, plugins } = from;
  const { code } = options;
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
  const readValue = readValues(from.content as never, from.pages, from.search, (src) => from.images.get(src)?.hash);
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
    [...from.routeReads].map(([kind, reads]) => [kind, { code: code.pages[kind], reads: [...reads] }]),
  );
  const sameRoutes = new Map<string, boolean>();
  const run: PageRun = {
    ...from,
    intact,
    outputs,
    write: new Map(),
    toMake,
    changed: (read) => changedReads.has(read),
    routesKept(kind) {
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
    },
    rendered: new Set(),
  };
  state.shared = valueHash({
    siteUrl: run.siteUrl,
    year: options.year,
    code: code.shared,
    assets: { ...run.assets.urls, islands: [...run.assets.urls.islands] },
    plugins: plugins.map((plugin) => [plugin.name, plugin.shared?.(run) ?? null]),
  });
  for (const plugin of plugins) await plugin.beforeRender?.(run);

  const pictures = pictureEncoder(run.images, site.pictureStore);
  const pictureFiles = new Set<string>();
  const wantPictures = (files: readonly PictureFile[] = []) => {
    for (const picture of files) {
      if (pictureFiles.has(picture.file)) continue;
      pictureFiles.add(picture.file);
      if (toMake(picture.file)) pictures.add(picture);
    }
  };
  const imagePlugins = plugins.filter((plugin) => plugin.pageImage);
  const settings = recordReads(() => site.document(run.tracked as never));
  const render: RenderContext = {
    content: run.tracked,
    pages: trackedPages(run.pages),
    siteUrl: run.siteUrl,
    year: options.year,
    settings: settings.value,
    settingsReads: settings.reads,
    assets: run.assets.urls,
    Provider: site.Provider,
    shared: sharedRun(site.Provider),
    searchIndex: run.search,
    images: run.images,
    pageImage: imagePlugins.length ? (route) => firstImage(imagePlugins, run, route) : undefined,
  };

  if (options.onRenderReady) {
    const byPath = new Map(run.routes.map((route) => [route.path, route]));
    options.onRenderReady({
      page: (path) => {
        const route = byPath.get(path);
        return route && renderPage(route, render).html;
      },
      asset: (file) => {
        const asset = run.assets.files.get(file);
        if (asset !== undefined) return asset;
        for (const plugin of plugins) {
          const made = plugin.asset?.(run, file);
          if (made) return made;
        }
        return undefined;
      },
    });
  }
  const links = new Map<string, PageLinks>();
  const samples = new Map<string, string>();
  const sampleOf = new Set([...sampleRoutes(run.routes).values()].map((r) => r.path));
  let done = 0;
  let yielded = Number.NEGATIVE_INFINITY;
  for (const route of run.routes) {
    if (++done % PROGRESS_EVERY === 0) options.onProgress?.('pages', done, run.routes.length);
    // A run that answers pages on demand lets requests in, and their answers out, every few milliseconds:
    // a request waiting for the next fifty pages waited twice that, once to be made and once to be sent.
    if (options.onRenderReady && performance.now() - yielded > ON_DEMAND_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      yielded = performance.now();
    }
    const file = outputFile(route.path);
    const kept = usable.pages.get(route.path);
    // A route whose kind's routes and heads are the last run's has the key it had.
    const key =
      kept && run.routesKept(route.kind)
        ? kept.key
        : valueHash([route.kind, code.pages[route.kind], route.path, route.props, route.head, route.status]);
    const reusable =
      kept &&
      kept.key === key &&
      usable.shared === state.shared &&
      intact.has(file) &&
      plugins.every((plugin) => plugin.keeps?.(run, route, kept.plugins?.[plugin.name]) ?? true) &&
      !kept.reads.some((read) => changedReads.has(read));
    if (reusable) {
      if (options.verify) verifyKept(run, route, render, usable.outputs.get(file)!.hash);
      state.pages.set(route.path, kept);
      outputs.set(file, usable.outputs.get(file)!.hash);
      links.set(route.path, { refs: kept.links.refs, ids: new Set(kept.links.ids) });
      continue;
    }
    let page: ReturnType<typeof renderPage>;
    try {
      page = renderPage(route, render);
    } catch (error) {
      run.found.push(templateFailed(route.template, `the page ${route.path}`, error));
      continue;
    }
    run.rendered.add(route.path);
    // Each page as bytes at once, off the JavaScript heap: held as strings until the write, the pages
    // raised the build's peak memory far past their own size (npm run bench -- --only speed-code).
    const bytes = Buffer.from(page.html);
    run.write.set(file, bytes);
    outputs.set(file, contentHash(bytes));
    links.set(route.path, page.links);
    if (sampleOf.has(route.path)) samples.set(route.path, page.html);
    wantPictures(page.pictures);
    state.pages.set(route.path, {
      key,
      reads: [...page.reads],
      links: { refs: page.links.refs, ids: [...page.links.ids] },
      ...pluginShares(run, route, page.html),
      ...(page.pictures.length ? { pictures: page.pictures } : {}),
    });
  }
  options.onProgress?.('pages', run.routes.length, run.routes.length);
  failOnErrors(run);
  // The files the pages' pictures show: those of the pages rendered are being made already.
  for (const record of state.pages.values()) wantPictures(record.pictures);
  run.lap('render');
  return { ...run, links, samples, pictures, pictureFiles, hashOf };
}

export type RenderedRun = Awaited<ReturnType<typeof renderPages>>;

/** How many pages between two progress reports. */
const PROGRESS_EVERY = 50;
/** How long the first dev update renders before it lets on-demand requests in. */
const ON_DEMAND_SLICE_MS = 15;

/** The first image a plugin gives the page, if one does. */
function firstImage(plugins: readonly Plugin[], run: PageRun, route: Route) {
  for (const plugin of plugins) {
    const image = plugin.pageImage?.(run, route);
    if (image) return image;
  }
  return undefined;
}

/** What each plugin keeps of a rendered page, in its record. */
function pluginShares(run: PageRun, route: Route, html: string): Pick<PageRecord, 'plugins'> {
  const shares: Record<string, unknown> = {};
  for (const plugin of run.plugins) {
    const share = plugin.page?.(run, route, html);
    if (share !== undefined) shares[plugin.name] = share;
  }
  return Object.keys(shares).length ? { plugins: shares } : {};
}

/** A kept page rendered again: a problem if its bytes are not the ones kept. */
function verifyKept(run: PageRun, route: Route, render: RenderContext, keptHash: string): void {
  try {
    if (contentHash(Buffer.from(renderPage(route, render).html)) === keptHash) return;
  } catch {
    // A template that throws now was changed, and so is not a kept page's.
  }
  run.found.push(problemIn(catalogue.StalePage, route.template, route.path));
}
