/**
 * How this process loads a site's own modules (its configuration and page modules): from source by
 * default, or from one compiled bundle when a build runs compiled (scripts/compiled.mjs), where the
 * modules are inside the bundle. npm run dev starts from its compiled entries (scripts/compiled-modules.mjs)
 * and loads from source, through tsx, what was edited since (loadSourceUnder).
 */
import { realpathSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';

export type ModuleLoader = (file: string) => Promise<unknown>;

/** npm run dev's compiled entries, by their source file's URL (scripts/dev-start.mjs sets them). */
const compiled = (globalThis as { [key: symbol]: Record<string, string> | undefined })[
  Symbol.for('vitalis.compiled-dev')
];
/** Folders edited since npm run dev started: their files load from source. */
let fromSource: string[] = [];
let tsx: Promise<unknown> | undefined;

function compiledEntry(file: string): string | undefined {
  if (!compiled || fromSource.some((dir) => file.startsWith(dir + path.sep))) return undefined;
  try {
    return compiled[pathToFileURL(realpathSync(file)).href];
  } catch {
    return undefined;
  }
}

let loader: ModuleLoader = async (file) => {
  const entry = compiledEntry(file);
  if (entry) return import(entry);
  if (compiled) await typeScriptLoader();
  return import(pathToFileURL(file).href);
};

/**
 * A compiled dev run has no TypeScript loader until it first loads a module from source. The hooks come
 * first, so that they see where tsx resolved each import.
 */
function typeScriptLoader(): Promise<unknown> {
  if (!tsx) {
    sourceHooks();
    tsx = import('tsx/esm/api').then((api) => api.register());
  }
  return tsx;
}

export const moduleRuntime = () => ({ load: loader });

/** Whether this is a dev run started from its compiled entries. */
export const startedCompiled = (): boolean => compiled !== undefined;

/** Called first by a compiled bundle. */
export function useModuleRuntime(compiledLoader: ModuleLoader): void {
  loader = compiledLoader;
}

/** From now on, files under `folders` load from source (an edit in npm run dev); the compiled entries of the others stay. */
export function loadSourceUnder(folders: string[]): void {
  fromSource = [...new Set([...fromSource, ...folders.map((dir) => path.resolve(dir))])];
}

let hooks: MessagePort | undefined;
/**
 * The module hooks of a dev run (dev/module-hooks.mjs), registered at their first use: every import
 * after them takes a round trip to the hooks' thread. They load the edited folders' files afresh, and
 * send an import of a compiled entry from a module loaded from source to the compiled module.
 */
export function sourceHooks(): MessagePort {
  if (hooks) return hooks;
  const { port1, port2 } = new MessageChannel();
  port1.unref();
  register('./dev/module-hooks.mjs', {
    parentURL: import.meta.url,
    data: { port: port2, compiled: compiled ?? {} },
    transferList: [port2],
  });
  hooks = port1;
  return hooks;
}
