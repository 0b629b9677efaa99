/**
 * Fresh imports of the site's own modules (templates/, client/) after an edit, in the running dev
 * process: module-hooks.mjs gives every file under those folders a new version on the next import, and
 * reports which of them import which, so an edit re-renders only the page kinds that use the file.
 */
import { register } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';

export interface FreshModules {
  /** Makes the next imports of watched files load them again; resolves once the hooks have it. */
  next(): Promise<void>;
  /** Every import between watched files seen so far, by absolute file path. */
  imports(): Promise<Map<string, string[]>>;
}

export function freshModules(folders: string[]): FreshModules {
  const { port1, port2 } = new MessageChannel();
  port1.unref();
  const roots = folders.map((dir) => pathToFileURL(dir.endsWith('/') ? dir : `${dir}/`).href);
  register('./module-hooks.mjs', { parentURL: import.meta.url, data: { port: port2, roots }, transferList: [port2] });
  let version = 0;
  const ask = (message: object) =>
    new Promise<[string, string[]][]>((resolve) => {
      port1.once('message', (answer: { imports: [string, string[]][] }) => resolve(answer.imports));
      port1.postMessage(message);
    });
  return {
    async next() {
      version += 1;
      await ask({ type: 'version', version });
    },
    async imports() {
      const edges = await ask({ type: 'imports' });
      return new Map(edges.map(([file, children]) => [fileURLToPath(file), children.map((c) => fileURLToPath(c))]));
    },
  };
}

/** Every file `entry` reaches through `imports`, itself included. */
export function reachable(entry: string, imports: Map<string, string[]>): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length)
    for (const child of imports.get(queue.pop()!) ?? []) if (!seen.has(child) && seen.add(child)) queue.push(child);
  return seen;
}
