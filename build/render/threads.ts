/**
 * The render workers (build/render/render-worker.ts) and how the main thread sends them tasks. A build
 * started from the command line starts them before it imports the generator (scripts/build-cache.ts), so
 * that their start-up (React, the templates, then the stylesheet) overlaps the import; the render pool
 * (build/render/pool.ts) then hands them work. Kept apart from the pool, which imports the generator.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { TemplateError } from '../route-error';
import { moduleRuntime } from '../runtime';
import type { PoolMessage, PoolTask, WorkerMessage } from './pool';

/**
 * A render worker's young generation, twice V8's default: a worker allocates about a gigabyte while it
 * renders 2,500 pages, and at the default it collected 48 times (0.22 s) in a 4,000-post build, at this
 * size 36 (0.1 s); builds of 4,000 posts took 3 % less, the real site's the same (interleaved rounds).
 */
const WORKER_YOUNG_GENERATION_MB = 96;

/** Workers besides the main thread: one per extra core by default. */
export const defaultWorkers = () => Math.max(0, availableParallelism() - 1);

export interface RenderThread {
  worker: Worker;
  ready: Promise<void>;
  /** Sends a task and resolves with its results. */
  request<R>(task: PoolTask): Promise<R[]>;
}

/** Render workers started for one site: its module (SiteConfig.module), which each worker imports. */
export interface RenderThreads {
  siteModule: string;
  threads: RenderThread[];
}

export function startRenderThreads(siteModule: string, count = defaultWorkers()): RenderThreads {
  const threads = Array.from({ length: count }, () => {
    const worker = new Worker(moduleRuntime().workerEntry, {
      workerData: { siteModule },
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    let nextId = 0;
    const pending = new Map<number, { resolve: (results: never[]) => void; reject: (error: Error) => void }>();
    const failAll = (error: Error) => {
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    // Listen from the start: 'ready' may come before any work is queued, and an unheard message is lost.
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (m: WorkerMessage) => {
        if (m.type === 'ready') resolve();
        else if (m.id === undefined)
          reject(new Error(`a render worker failed to start:\n${'message' in m ? m.message : m.type}`));
        else {
          const waiting = pending.get(m.id);
          pending.delete(m.id);
          if (m.type === 'done') waiting?.resolve(m.results as never[]);
          else if (m.template)
            waiting?.reject(new TemplateError(m.template.template, m.template.making, m.template.detail));
          else waiting?.reject(new Error(`a render worker failed:\n${m.message}`));
        }
      });
      worker.once('error', (error) => {
        reject(error);
        failAll(error);
      });
    });
    ready.catch(() => {}); // a worker that cannot start fails the work that waits for it, not the process
    // Sent at once, not after 'ready': a worker reads what was sent before it started listening, and the
    // main thread, busy loading the content, may not hear 'ready' for a while.
    const request = async <R>(task: PoolTask) => {
      const id = nextId++;
      return new Promise<R[]>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (results: never[]) => void, reject });
        worker.postMessage({ id, ...task } satisfies PoolMessage);
      });
    };
    return { worker, ready, request };
  });
  return { siteModule, threads };
}

/** Stops the workers; stopping one already stopped does nothing. */
export async function stopRenderThreads({ threads }: RenderThreads): Promise<void> {
  await Promise.all(threads.map(({ worker }) => worker.terminate()));
}
