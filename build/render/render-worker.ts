/**
 * A render worker: imports the page modules once, then renders the chunks of routes the main thread
 * hands it with the same renderPage, so its output is the same bytes the main thread would write.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadPageModules, type Route } from '../routes';
import type { PoolMessage, WorkerMessage } from './pool';
import { renderPage, type RenderContext } from './render-page';

const port = parentPort!;
const modules = new Map((await loadPageModules((workerData as { pagesDir: string }).pagesDir)).map((m) => [m.kind, m.module]));
let ctx: RenderContext | undefined;
const send = (message: WorkerMessage) => port.postMessage(message);

port.on('message', (message: PoolMessage) => {
  if (message.type === 'context') {
    ctx = message.ctx;
    return;
  }
  try {
    const results = message.routes.map((route): [string, string] => [route.path, renderPage({ ...route, Page: modules.get(route.kind)!.Page } as Route, ctx!)]);
    send({ type: 'rendered', results });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
send({ type: 'ready' });
