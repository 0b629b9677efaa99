/**
 * How this process loads a site's own modules (its configuration and page modules): from source by
 * default, or from one compiled bundle when a build runs compiled (scripts/compiled.mjs), where the
 * modules are inside the bundle.
 */
import { pathToFileURL } from 'node:url';

export type ModuleLoader = (file: string) => Promise<unknown>;

let loader: ModuleLoader = (file) => import(pathToFileURL(file).href);

export const moduleRuntime = () => ({ load: loader });

/** Called first by a compiled bundle. */
export function useModuleRuntime(compiled: ModuleLoader): void {
  loader = compiled;
}
