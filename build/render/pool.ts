/**
 * Uses every core: worker threads start with the build (so importing React and the templates overlaps
 * loading the content), then the main thread and the workers take chunks of one queue until it is
 * empty: Markdown bodies while the content loads, pages once the route table exists. Each task runs the
 * same code wherever it runs, so the output does not depend on the pool (a test compares).
 */
import { collectMarkupLinks, type PageLinks } from '../check/links';
import { renderMarkdownBody, type RenderedMarkdown } from '../content/markdown';
import { buildHashedAssets, copyPublicFiles, type HashedAssets } from '../assets/site-assets';
import { outputFile, TemplateError, type Route } from '../routes';
import { createWriter, type Writer } from '../emit/writer';
import { contentHash } from '../util/hash';
import { outputsHash } from '../up-to-date';
import type { SiteConfig } from '../site';
import { renderPageMarkup, type RenderContext } from './render-page';
import { markupChunks, markupText, type PageMarkup } from './shared-markup';
import { trackReads } from './reads';
import { defaultWorkers, startRenderThreads, stopRenderThreads, type RenderThreads } from './threads';

/** What a worker needs of a route: everything but the component, which it has from its own imports. */
export type RouteData = Omit<Route, 'Page'>;
export type PoolTask =
  | { type: 'render'; routes: RouteData[] }
  /** `claim`, for Markdown sent ahead: 0 while nobody has started it; the worker sets 1 to render it, the main thread 2 to take it back. */
  | { type: 'markdown'; bodies: string[]; claim?: Int32Array }
  /** The site's hashed assets (build/assets/site-assets.ts), or its public files, made into `outDir`. */
  | { type: 'assets'; outDir: string }
  | { type: 'public-files'; outDir: string }
  | { type: 'outputs-hash'; outDir: string }
  | { type: 'flush' };
export type PoolMessage = { type: 'context'; ctx: RenderContext; output: PageOutput } | ({ id: number } & PoolTask);

/** Where pages go, and whether each page's contentHash is wanted (the build cache names kept pages by it). */
export interface PageOutput {
  dir: string;
  hash: boolean;
}
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; results: RenderedMarkdown[] | WrittenPage[] | HashedAssets[] | string[] }
  /** `template`: a template threw (TemplateError's fields, which a thread's message cannot carry as the error itself). */
  | { type: 'failed'; id?: number; message: string; template?: { template: string; making: string; detail: string } };

/** A page, the links the link check needs and the collections it read (for the cache), taken where it was rendered. */
export interface RenderedPage {
  html: string;
  links: PageLinks;
  reads: string[];
}

export function renderWithLinks(route: Route, ctx: RenderContext, Provider: SiteConfig['Provider']): RenderedPage {
  const { markup, links, reads } = renderMarkupWithLinks(route, ctx, Provider);
  return { html: markupText(markup), links, reads };
}

function renderMarkupWithLinks(
  route: Route,
  ctx: RenderContext,
  Provider: SiteConfig['Provider'],
): { markup: PageMarkup; links: PageLinks; reads: string[] } {
  let rendered: { value: PageMarkup; reads: string[] };
  try {
    rendered = trackReads(() => renderPageMarkup(route, ctx, Provider));
  } catch (error) {
    throw TemplateError.of(error, route.template, `the page ${route.path}`);
  }
  return { markup: rendered.value, links: collectMarkupLinks(rendered.value, ctx.siteUrl), reads: rendered.reads };
}

/** What the main thread learns of a page written where it was rendered: no HTML, which only the file needs. */
export interface WrittenPage {
  links: PageLinks;
  reads: string[];
  /** The HTML's contentHash, which names the page's file in the build cache; only when asked for. */
  hash?: string;
}

/**
 * Renders routes and starts writing each page where it was rendered (its HTML never crosses threads:
 * copying fifty megabytes of pages to the main thread, and encoding them there, held up the writes).
 */
export function renderAndWrite(
  routes: Route[],
  ctx: RenderContext,
  Provider: SiteConfig['Provider'],
  writer: Writer,
  hash: boolean,
): WrittenPage[] {
  return routes.map((route) => {
    const { markup, links, reads } = renderMarkupWithLinks(route, ctx, Provider);
    const chunks = markupChunks(markup);
    void writer.write(outputFile(route.path), chunks); // failures surface at flush
    return { links, reads, hash: hash ? contentHash(chunks) : undefined };
  });
}

export interface RenderPool {
  /** Markdown to HTML (and what the body check reads), in order. */
  markdown(bodies: string[]): Promise<RenderedMarkdown[]>;
  /** The same on a worker only (the main thread where there is none), for bodies rendered while the main thread is busy loading. */
  markdownOnWorker(bodies: string[]): Promise<RenderedMarkdown[]>;
  /** Renders on the main thread, now idle, the bodies sent to a worker that it has not started (it may be building the stylesheet, or behind). */
  takeBackMarkdown(): Promise<void>;
  /**
   * The stylesheet, font and island scripts, written into `outDir`, made on a worker where there is one:
   * it is idle while the content loads, and its event loop, unlike the main thread's, is free to answer
   * esbuild as it bundles the islands.
   */
  hashedAssets(outDir: string): Promise<HashedAssets>;
  /** The output folder's outputsHash (build/up-to-date.ts), made on a worker where there is one. */
  outputsHash(outDir: string): Promise<string>;
  /** The public files copied into `outDir`, on a worker where there is one (a copy is a dozen round trips to the event loop). */
  publicFiles(outDir: string): Promise<void>;
  /**
   * Renders every route into the output folder and resolves once every page is written; `onPage` sees
   * what the build keeps of each. With `workers: false`, on the main thread alone.
   */
  render(
    routes: Route[],
    ctx: RenderContext,
    output: PageOutput,
    onPage: (route: Route, page: WrittenPage) => void,
    options?: { workers?: boolean },
  ): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs `items` in chunks on the main thread (`local`) and on every worker (`remotes`, one function per
 * worker), all taking from one queue until it is empty; `onResults` takes in each chunk's results.
 * The workers take from the front and the main thread from the back: routes come sorted by path, so
 * each thread renders fewer kinds of page, whose code it compiles and optimizes for itself (4,000 posts:
 * 1.6 and 4.7 % less CPU in two runs of interleaved rounds; the real site 2 %).
 */
export async function runInChunks<T, R>(
  items: T[],
  sizes: { local: number; remote: number },
  local: (chunk: T[]) => R[] | Promise<R[]>,
  remotes: ((chunk: T[]) => Promise<R[]>)[],
  onResults: (chunk: T[], results: R[]) => void,
): Promise<void> {
  const queue = [...items];
  // Chunks shrink as the queue drains, so every thread finishes at about the same time: a last large
  // chunk of heavy pages kept one thread rendering while the others, done, had nothing left to take.
  const size = (n: number) => Math.max(1, Math.min(n, Math.ceil(queue.length / (2 * (remotes.length + 1)))));
  const next = (n: number) => queue.splice(0, size(n));
  const last = (n: number) => queue.splice(-size(n));
  // Two chunks in flight per worker: it starts the second as it finishes the first, rather than
  // waiting for the main thread, busy with a chunk of its own, to take in the results and send more.
  const lane = async (remote: (chunk: T[]) => Promise<R[]>) => {
    for (let chunk = next(sizes.remote); chunk.length; chunk = next(sizes.remote))
      onResults(chunk, await remote(chunk));
  };
  // The workers' first chunks are sent before the main thread starts on its own, which runs before
  // anything else does: the workers had waited through it (a fifth of a second with 4,000 posts, the
  // first pages being rendered by code not yet optimized).
  const working = remotes.map((remote) => Promise.all([lane(remote), lane(remote)]));
  // The main thread works too, yielding between chunks so the workers' results are taken in.
  const own = (async () => {
    for (let chunk = last(sizes.local); chunk.length; chunk = last(sizes.local)) {
      onResults(chunk, await local(chunk));
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await Promise.all([own, ...working]);
}

/** Markdown bodies per batch handed to a worker: a message per body is a lot of messages. */
const MARKDOWN_BATCH = 8;

/**
 * The pool over the render threads started for this site (`workers`), or over this many started now
 * (one per extra core by default).
 */
export function createRenderPool(site: SiteConfig, workers: number | RenderThreads = defaultWorkers()): RenderPool {
  const started = typeof workers === 'number' ? startRenderThreads(site.module, workers) : workers;
  if (started.siteModule !== site.module)
    throw new Error(
      `the render workers were started for ${started.siteModule}, not for the site being built (${site.module})`,
    );
  const { threads } = started;
  let nextWorker = 0;
  /** Markdown sent ahead and not answered yet: its claim and how to settle it. */
  const sentAhead = new Set<{ bodies: string[]; claim: Int32Array; settle: (results: RenderedMarkdown[]) => void }>();

  /** A task on the first worker, or `here` on the main thread where there is none. */
  async function onFirstWorker<R>(task: PoolTask, here: () => R | Promise<R>): Promise<R> {
    const thread = threads[0];
    return thread ? (await thread.request<R>(task))[0]! : here();
  }

  /** Bodies sent to a worker with a claim, which the main thread may take back (takeBackMarkdown) until the worker starts them. */
  async function markdownOnWorker(bodies: string[]): Promise<RenderedMarkdown[]> {
    if (!bodies.length) return [];
    const thread = threads[nextWorker++ % Math.max(1, threads.length)];
    if (!thread) return bodies.map(renderMarkdownBody);
    const claim = new Int32Array(new SharedArrayBuffer(4));
    return new Promise<RenderedMarkdown[]>((resolve, reject) => {
      const sent = { bodies, claim, settle: resolve };
      sentAhead.add(sent);
      // Settled by the worker's answer unless the main thread took it back (and settled it) first.
      thread.request<RenderedMarkdown>({ type: 'markdown', bodies, claim }).then(
        (results) => sentAhead.delete(sent) && resolve(results),
        (error: Error) => sentAhead.delete(sent) && reject(error),
      );
    });
  }

  async function takeBackMarkdown(): Promise<void> {
    // The worker renders from the first batch sent, the main thread from the last, one batch at a time,
    // until they meet; between batches the worker's answers are taken in.
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      const last = [...sentAhead].reverse().find((sent) => Atomics.compareExchange(sent.claim, 0, 0, 2) === 0);
      if (!last) return;
      sentAhead.delete(last);
      last.settle(last.bodies.map(renderMarkdownBody));
    }
  }

  return {
    markdown: async (bodies) => {
      // Sent in batches, each with a claim: the workers take them from the first, the main thread, idle
      // once the content is loaded, from the last, so a worker still making the assets holds nothing up
      // (split between the threads, the main thread had waited for the worker's share).
      const unique = [...new Set(bodies)];
      const sent: Promise<RenderedMarkdown[]>[] = [];
      for (let i = 0; i < unique.length; i += MARKDOWN_BATCH)
        sent.push(markdownOnWorker(unique.slice(i, i + MARKDOWN_BATCH)));
      await takeBackMarkdown();
      const rendered = (await Promise.all(sent)).flat();
      const html = new Map(unique.map((body, i) => [body, rendered[i]!]));
      return bodies.map((body) => html.get(body)!);
    },
    markdownOnWorker,
    takeBackMarkdown,
    hashedAssets: (outDir) =>
      onFirstWorker({ type: 'assets', outDir }, () => buildHashedAssets(site, createWriter(outDir), outDir)),
    outputsHash: (outDir) => onFirstWorker({ type: 'outputs-hash', outDir }, () => outputsHash(outDir)),
    publicFiles: (outDir) => onFirstWorker({ type: 'public-files', outDir }, () => copyPublicFiles(site, outDir)),
    async render(routes, ctx, output, onPage, { workers = true } = {}) {
      const helpers = workers ? threads : [];
      for (const { worker } of helpers) worker.postMessage({ type: 'context', ctx, output } satisfies PoolMessage);
      const writer = createWriter(output.dir);
      const flushAll = () =>
        Promise.all([writer.flush(), ...helpers.map((thread) => thread.request({ type: 'flush' }))]);
      const rendering = runInChunks(
        routes,
        // Small chunks on the main thread: between them it takes in the workers' results and the finished writes.
        { local: 10, remote: 40 },
        (chunk) => renderAndWrite(chunk, ctx, site.Provider, writer, output.hash),
        helpers.map(
          (thread) => (chunk) =>
            thread.request<WrittenPage>({ type: 'render', routes: chunk.map(({ Page: _, ...data }) => data) }),
        ),
        (chunk, results) => {
          chunk.forEach((route, i) => {
            onPage(route, results[i]!);
          });
        },
      );
      // A failed build deletes the folder: no write may still be under way then.
      await rendering.catch(async (error: unknown) => {
        await flushAll().catch(() => {});
        throw error;
      });
      await flushAll();
    },
    close: () => stopRenderThreads(started),
  };
}
