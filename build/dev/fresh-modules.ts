/**
 * Fresh imports of the site's own modules (templates/, client/) after an edit, in the running dev
 * process: module-hooks.mjs gives every file under those folders a new version on the next import.
 */
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';

export interface FreshModules {
  /** Makes the next imports of files under `folders` load them again; resolves once the hooks have it. */
  next(folders: string[]): Promise<void>;
}

export function freshModules(): FreshModules {
  const { port1, port2 } = new MessageChannel();
  port1.unref();
  register('./module-hooks.mjs', { parentURL: import.meta.url, data: { port: port2 }, transferList: [port2] });
  let version = 0;
  return {
    async next(folders) {
      version += 1;
      const roots = folders.map((dir) => pathToFileURL(dir.endsWith('/') ? dir : `${dir}/`).href);
      await new Promise((resolve) => {
        port1.once('message', resolve);
        port1.postMessage({ version, roots });
      });
    },
  };
}
