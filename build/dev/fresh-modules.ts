/**
 * Fresh imports of the site's own modules (templates/, client/) after an edit, in the running dev
 * process: module-hooks.mjs gives every file under those folders a new version on the next import.
 * When npm run dev started compiled, those files load from source from then on (build/runtime.ts).
 */
import { pathToFileURL } from 'node:url';
import { sourceHooks, loadSourceUnder } from '../runtime';

export interface FreshModules {
  /** Makes the next imports of files under `folders` load them again; resolves once the hooks have it. */
  next(folders: string[]): Promise<void>;
}

export function freshModules(): FreshModules {
  let version = 0;
  return {
    async next(folders) {
      const hooks = sourceHooks();
      version += 1;
      loadSourceUnder(folders);
      const roots = folders.map((dir) => pathToFileURL(dir.endsWith('/') ? dir : `${dir}/`).href);
      await new Promise((resolve) => {
        hooks.once('message', resolve);
        hooks.postMessage({ version, roots });
      });
    },
  };
}
