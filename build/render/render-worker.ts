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
import { renderAndWrite, type PoolMessage, type RouteData, type WorkerMessage } from './pool';
import { createWriter, type Writer } from '../emit/writer';
import type { RenderContext } from './render-page';
import type { SiteConfig } from '../site';
import { moduleRuntime } from '../runtime';

const port = parentPort!;
const site = ((await moduleRuntime().load(fileURLToPath((workerData as { siteModule: string }).siteModule))) as { default: SiteConfig }).default;
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
    const results =
      message.type === 'markdown'
        ? // Markdown sent ahead is rendered here unless the main thread took it back first.
          !message.claim || Atomics.compareExchange(message.claim, 0, 0, 1) === 0
          ? message.bodies.map(renderMarkdownBody)
          : []
        : message.type === 'assets'
          ? [await buildHashedAssets(site, createWriter(message.outDir), message.outDir)]
          : message.type === 'public-files'
            ? await copyPublicFiles(site, message.outDir).then(() => [])
            : message.type === 'flush'
              ? await writer!.flush().then(() => [])
              : renderAndWrite(await pageRoutes(message.routes), ctx!, site.Provider, writer!, hashPages);
    send({ type: 'done', id, results });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    send({ type: 'failed', id, message, template: error instanceof TemplateError ? { template: error.template, making: error.making, detail: error.detail } : undefined });
  }
});
send({ type: 'ready' });

async function pageRoutes(routes: RouteData[]): Promise<Route[]> {
  const byKind = await modules;
  return routes.map((route) => ({ ...route, Page: byKind.get(route.kind)!.Page }));
}
