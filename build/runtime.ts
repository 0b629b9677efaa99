/**
 * How this process loads the site's own modules (its configuration and page modules) and starts render
 * workers: from source through tsx by default, or from one compiled bundle when a build runs compiled
 * (scripts/compiled.mjs), where the modules are inside the bundle and the bundle is each worker's entry.
 */
import { pathToFileURL } from 'node:url';

export interface ModuleRuntime {
  /** Imports a module of the site by its absolute file path. */
  load(file: string): Promise<unknown>;
  /** A render worker's entry script. */
  workerEntry: URL;
}

let runtime: ModuleRuntime = {
  load: (file) => import(pathToFileURL(file).href),
  workerEntry: new URL('./render/worker-boot.mjs', import.meta.url),
};

export const moduleRuntime = (): ModuleRuntime => runtime;

/** Called first by a compiled bundle, in the main thread and in each worker. */
export function useModuleRuntime(compiled: ModuleRuntime) {
  runtime = compiled;
}
