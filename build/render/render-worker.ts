/**
 * A pool worker: imports the page modules once, then runs the tasks the main thread hands it (Markdown
 * bodies, routes to render, the assets) with the same functions the main thread uses, so the bytes
 * are the same.
 */
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { renderMarkdownBody } from '../content/markdown';
import { buildHashedAssets, copyPublicFiles } from '../assets/site-assets';
import { loadPageModules, TemplateError, type Route } from '../routes';
import { renderAndWrite, type PoolMessage, type PoolTask, type RouteData, type WorkerMessage } from './pool';
import { outputsHash } from '../up-to-date';
import { createWriter, type Writer } from '../emit/writer';
import type { RenderContext } from './render-page';
import type { SiteConfig } from '../site';
import { moduleRuntime } from '../runtime';

const port = parentPort!;
const site = (
  (await moduleRuntime().load(fileURLToPath((workerData as { siteModule: string }).siteModule))) as {
    default: SiteConfig;
  }
).default;
// Imported while the first tasks (the assets) run: only rendering needs them.
const modules = loadPageModules(site.pagesDir).then((loaded) => new Map(loaded.map((m) => [m.kind, m.module])));
modules.catch(() => {}); // a render task awaits it and reports the failure
let ctx: RenderContext | undefined;
let writer: Writer | undefined;
let hashPages = false;
const send = (message: WorkerMessage) => port.postMessage(message);

port.on('message', async (message: PoolMessage) => {
  if (message.type === 'context') {
    ctx = message.ctx;
    writer = createWriter(message.output.dir);
    hashPages = message.output.hash;
    return;
  }
  const { id } = message;
  try {
    const results = await run(message);
    send({ type: 'done', id, results });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    send({
      type: 'failed',
      id,
      message,
      template:
        error instanceof TemplateError
          ? { template: error.template, making: error.making, detail: error.detail }
          : undefined,
    });
  }
});
send({ type: 'ready' });

/** A task's results. */
async function run(task: PoolTask): Promise<Extract<WorkerMessage, { type: 'done' }>['results']> {
  switch (task.type) {
    case 'markdown':
      // Markdown sent ahead is rendered here unless the main thread took it back first.
      return !task.claim || Atomics.compareExchange(task.claim, 0, 0, 1) === 0
        ? task.bodies.map(renderMarkdownBody)
        : [];
    case 'assets':
      return [await buildHashedAssets(site, createWriter(task.outDir), task.outDir)];
    case 'public-files':
      return copyPublicFiles(site, task.outDir).then(() => []);
    case 'outputs-hash':
      return [outputsHash(task.outDir)];
    case 'flush':
      return writer!.flush().then(() => []);
    case 'render':
      return renderAndWrite(await pageRoutes(task.routes), ctx!, site.Provider, writer!, hashPages);
  }
}

async function pageRoutes(routes: RouteData[]): Promise<Route[]> {
  const byKind = await modules;
  return routes.map((route) => ({ ...route, Page: byKind.get(route.kind)!.Page }));
}
