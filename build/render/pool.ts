/**
 * Uses every core: worker threads start with the build (so importing React and the templates overlaps
 * loading the content), then the main thread and the workers take chunks of one queue until it is
 * empty: Markdown bodies while the content loads, pages once the route table exists. Each task runs the
 * same code wherever it runs, so the output does not depend on the pool (a test compares).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { collectLinks, type PageLinks } from '../check/links';
import { renderMarkdown } from '../content/markdown';
import type { Route } from '../routes';
import type { SiteConfig } from '../site';
import { renderPage, type RenderContext } from './render-page';
import { moduleRuntime } from '../runtime';
import { trackReads } from './reads';

/** What a worker needs of a route: everything but the component, which it has from its own imports. */
export type RouteData = Omit<Route, 'Page'>;
export type PoolMessage = { type: 'context'; ctx: RenderContext } | { type: 'render'; routes: RouteData[] } | { type: 'markdown'; bodies: string[] };
export type WorkerMessage = { type: 'ready' } | { type: 'done'; results: string[] | RenderedPage[] } | { type: 'failed'; message: string };

/** A page, the links the link check needs and the collections it read (for the cache), taken where it was rendered. */
export interface RenderedPage {
  html: string;
  links: PageLinks;
  reads: string[];
}

export function renderWithLinks(route: Route, ctx: RenderContext, Provider: SiteConfig['Provider']): RenderedPage {
  const { value: html, reads } = trackReads(() => renderPage(route, ctx, Provider));
  return { html, links: collectLinks(html, ctx.siteUrl), reads };
}

export interface RenderPool {
  /** Markdown to HTML, in order. */
  markdown(bodies: string[]): Promise<string[]>;
  /** Renders every route; `onPage` sees each page and its links as soon as it is ready (to start writing it). */
  render(routes: Route[], ctx: RenderContext, onPage: (route: Route, page: RenderedPage) => void): Promise<void>;
  close(): Promise<void>;
}

/** Workers besides the main thread: one per extra core by default. */
export const defaultWorkers = () => Math.max(0, availableParallelism() - 1);

interface Thread {
  worker: Worker;
  ready: Promise<void>;
}

export function createRenderPool(site: SiteConfig, workers = defaultWorkers()): RenderPool {
  const threads: Thread[] = Array.from({ length: workers }, () => {
    const worker = new Worker(moduleRuntime().workerEntry, { workerData: { siteModule: site.module } });
    // Listen from the start: 'ready' may come before any work is queued, and an unheard message is lost.
    const ready = new Promise<void>((resolve, reject) => {
      worker.once('message', (m: WorkerMessage) => (m.type === 'ready' ? resolve() : reject(new Error(`a render worker failed to start:\n${'message' in m ? m.message : m.type}`))));
      worker.once('error', reject);
    });
    ready.catch(() => {}); // a worker that cannot start fails the work that waits for it, not the process
    return { worker, ready };
  });

  /** Runs `items` in chunks on the main thread (`local`) and on every worker (`remote` message). */
  async function run<T, R>(items: T[], size: number, local: (chunk: T[]) => R[] | Promise<R[]>, remote: (chunk: T[]) => PoolMessage, onResults: (chunk: T[], results: R[]) => void) {
    const queue = [...items];
    const next = () => queue.splice(0, size);
    const onWorker = ({ worker, ready }: Thread) =>
      new Promise<void>((resolve, reject) => {
        let chunk: T[] = [];
        const take = () => {
          chunk = next();
          if (chunk.length === 0) {
            worker.off('message', onMessage);
            worker.off('error', reject);
            resolve();
          } else worker.postMessage(remote(chunk));
        };
        const onMessage = (message: WorkerMessage) => {
          if (message.type === 'failed') reject(new Error(`a render worker failed:\n${message.message}`));
          else if (message.type === 'done') {
            onResults(chunk, message.results as R[]);
            take();
          }
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
        ready.then(take, reject);
      });
    // The main thread works too, yielding between chunks so the workers' results are taken in.
    const own = (async () => {
      for (let chunk = next(); chunk.length; chunk = next()) {
        onResults(chunk, await local(chunk));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all([own, ...threads.map(onWorker)]);
  }

  return {
    async markdown(bodies) {
      const html = new Map<string, string>();
      await run(
        [...new Set(bodies)],
        8,
        (chunk) => Promise.all(chunk.map(renderMarkdown)),
        (chunk) => ({ type: 'markdown', bodies: chunk }),
        (chunk, results) => {
          chunk.forEach((body, i) => {
            html.set(body, results[i]!);
          });
        },
      );
      return bodies.map((body) => html.get(body)!);
    },
    async render(routes, ctx, onPage) {
      for (const { worker } of threads) worker.postMessage({ type: 'context', ctx } satisfies PoolMessage);
      await run(
        routes,
        40,
        (chunk) => chunk.map((route) => renderWithLinks(route, ctx, site.Provider)),
        (chunk) => ({ type: 'render', routes: chunk.map(({ Page: _, ...data }) => data) }),
        (chunk, results: RenderedPage[]) => {
          chunk.forEach((route, i) => {
            onPage(route, results[i]!);
          });
        },
      );
    },
    async close() {
      await Promise.all(threads.map(({ worker }) => worker.terminate()));
    },
  };
}
