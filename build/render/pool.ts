/**
 * Renders routes on every core: worker threads start with the build (so importing React and the
 * templates overlaps loading the content), then the main thread and the workers take chunks of
 * routes from one queue until it is empty. Each route is rendered by the same renderPage wherever it
 * runs, so the output does not depend on the pool (a test compares).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Route } from '../routes';
import { renderPage, type RenderContext } from './render-page';

/** What a worker needs of a route: everything but the component, which it has from its own imports. */
export type RouteData = Omit<Route, 'Page'>;
export type PoolMessage = { type: 'context'; ctx: RenderContext } | { type: 'render'; routes: RouteData[] };
export type WorkerMessage = { type: 'ready' } | { type: 'rendered'; results: [string, string][] } | { type: 'failed'; message: string };

const CHUNK = 40;

export interface RenderPool {
  /** Renders every route; `onPage` sees each page as soon as it is ready (to start writing it). */
  render(routes: Route[], ctx: RenderContext, onPage: (path: string, html: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** Workers besides the main thread: one per extra core by default. */
export const defaultWorkers = () => Math.max(0, availableParallelism() - 1);

export function createRenderPool(pagesDir: string, workers = defaultWorkers()): RenderPool {
  const threads = Array.from({ length: workers }, () => {
    const thread = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { pagesDir } });
    // Listen from the start: 'ready' may come before render() is called, and an unheard message is lost.
    const ready = new Promise<void>((resolve, reject) => {
      thread.once('message', (m: WorkerMessage) => (m.type === 'ready' ? resolve() : reject(new Error(`a render worker failed to start:\n${'message' in m ? m.message : m.type}`))));
      thread.once('error', reject);
    });
    ready.catch(() => {}); // a worker that cannot start fails the render that waits for it, not the process
    return { thread, ready };
  });
  return {
    async render(routes, ctx, onPage) {
      const queue = [...routes];
      const next = () => queue.splice(0, CHUNK);
      const work = threads.map(
        ({ thread, ready }) =>
          new Promise<void>((resolve, reject) => {
            const take = () => {
              const chunk = next();
              if (chunk.length === 0) {
                thread.off('message', onMessage);
                resolve();
                return;
              }
              thread.postMessage({ type: 'render', routes: chunk.map(({ Page: _, ...data }) => data) } satisfies PoolMessage);
            };
            const onMessage = (message: WorkerMessage) => {
              if (message.type === 'failed') reject(new Error(`a render worker failed:\n${message.message}`));
              else if (message.type === 'rendered') {
                for (const [path, html] of message.results) onPage(path, html);
                take();
              }
            };
            thread.on('message', onMessage);
            thread.once('error', reject);
            thread.postMessage({ type: 'context', ctx } satisfies PoolMessage);
            ready.then(take, reject);
          }),
      );
      // The main thread renders too, yielding between chunks so the workers' results are taken in.
      const own = (async () => {
        for (let chunk = next(); chunk.length; chunk = next()) {
          for (const route of chunk) onPage(route.path, renderPage(route, ctx));
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      await Promise.all([own, ...work]);
    },
    async close() {
      await Promise.all(threads.map(({ thread }) => thread.terminate()));
    },
  };
}
