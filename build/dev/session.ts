/**
 * The generator kept running for npm run dev: the same pipeline as npm run build (build/pipeline.ts),
 * starting from the last build's state when there is one, its state kept in memory between edits, so an edit re-renders exactly the pages that read what
 * changed, and writes them in place. An edit to the site's code loads its modules again (fresh-modules.ts)
 * and, its fingerprint changed, renders every page. A mistake leaves the last good pages in place and is
 * returned for the browser's overlay and the terminal.
 */
import path from 'node:path';
import { type CodeVersion, codeVersion, siteCodeDirs } from '../code-version';
import { diskData, type FileStamps } from '../content/data-files';
import { diskWriter } from '../output/writer';
import { readState, saveState } from '../build';
import { buildDirFrom, cacheDirIn } from '../cache-dir';
import { type BuildState, runBuild } from '../pipeline';
import type { OnDemand } from '../stages/run';
import { BuildFailure, explainProblem, type Problem, sortProblems } from '../problems';
import { type LoadedModule, loadPageModules } from '../routes';
import { moduleRuntime, startedCompiled } from '../runtime';
import { type AnySite, pagesDirOf } from '../site';
import { buildYear } from '../year';
import { freshModules } from './fresh-modules';

export interface DevSessionOptions {
  /** The site's configuration module, imported afresh after a code edit. */
  siteModule: string;
  /** The data folder; the site's own by default. */
  dataDir?: string;
  outDir: string;
  /** The build's folder (build/cache-dir.ts): the first run starts from the cache npm run build kept there. */
  buildDir?: string;
  siteUrl?: string;
  /** Whether the social cards are made; by default, when the site draws them. */
  cards?: boolean;
  /** Told how many pages of how many an update has rendered or kept. */
  onProgress?(of: string, done: number, total: number): void;
}

export interface DevUpdate {
  /** Pages rendered; files written and files deleted (relative to the output folder). */
  rendered: string[];
  written: string[];
  removed: string[];
  ms: number;
  /** Milliseconds by phase. */
  phases: Record<string, number>;
  /** What stopped the update, one line each (file:line:column path: message). Empty when it went through. */
  problems: string[];
  warnings: Problem[];
}

export interface DevSession {
  /** Builds after a change to these files (absolute paths); the first call builds everything. */
  update(changedFiles: string[]): Promise<DevUpdate>;
  /** The folders whose edits matter: the data and the site's code. */
  folders(): string[];
  /** The site as last loaded, and its data folder; undefined until its code loads. */
  loaded(): { site: AnySite; dataDir: string } | undefined;
  /**
   * The page that shows a collection's entry (or a file collection) best, from what the pages read:
   * the entry's own page (its path ends with the slug), else one whose path names it, else the one
   * that read most of it, else the shortest path.
   */
  pageOf(collection: string, slug: string | undefined): string | undefined;
  /**
   * Loads the site's code from source once, its result unused, while nothing else runs: in a dev run
   * started compiled, the first edit then finds tsx and the modules' transforms warm.
   */
  warmSource(): Promise<void>;
  /** Writes what the session learned now, for the next session to start from. */
  close(): void;
  /**
   * While the first update runs, what it can already make (a page, an asset), once it can; undefined
   * otherwise, or when that update stopped before it could.
   */
  onDemand(): Promise<OnDemand | undefined>;
}

export function createDevSession(options: DevSessionOptions): DevSession {
  const fresh = freshModules();
  const writer = diskWriter(options.outDir);
  let code: { site: AnySite; modules: LoadedModule[]; version: CodeVersion; dirs: string[] } | undefined;
  let state: BuildState | undefined;
  /** What the last update learned of the data files: a file whose stamp is the same is not read again. */
  let stamps: FileStamps = {};
  const dataDir = (site: AnySite) => path.resolve(options.dataDir ?? site.dataDir);
  const cacheDir = cacheDirIn(options.buildDir ?? buildDirFrom());
  // What the session learned is kept where npm run build keeps its own, a moment after each update and
  // when the process ends, so that the next npm run dev (or build) starts from it.
  let unsaved: BuildState | undefined;
  const save = () => {
    if (unsaved) saveState(cacheDir, unsaved);
    unsaved = undefined;
  };
  let saving: NodeJS.Timeout | undefined;
  process.once('exit', save);
  // The running update's pages on demand: settled when it can render them, or when it ends.
  let ready: Promise<OnDemand | undefined> = Promise.resolve(undefined);
  const inside = (file: string, dir: string) => file.startsWith(dir + path.sep);

  const loadCode = async () => {
    // The first import loads the modules; each later one, under the code folders, loads them afresh.
    if (code) await fresh.next(code.dirs);
    const site = ((await moduleRuntime().load(path.resolve(options.siteModule))) as { default: AnySite }).default;
    const { modules, problems } = await loadPageModules(pagesDirOf(site));
    if (problems.length) throw new BuildFailure(problems);
    return { site, modules, version: await codeVersion(site), dirs: siteCodeDirs(site) };
  };
  // The folders of the last code that loaded, kept while an edit leaves it unloadable.
  let dirs = [path.dirname(path.resolve(options.siteModule))];

  const runUpdate = async (changedFiles: string[], settle: (value: OnDemand) => void): Promise<DevUpdate> => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const codeEdited = (file: string) =>
        !code || (!inside(file, dataDir(code.site)) && dirs.some((dir) => inside(file, dir)));
      if (!code || changedFiles.some(codeEdited)) {
        const loaded = await loadCode().catch((error: unknown) => {
          code = undefined; // code that fails to load is loaded again on the next save
          throw error;
        });
        code = loaded;
        dirs = loaded.dirs;
      }
      const { site, modules, version } = code;
      const data = diskData(dataDir(site), stamps);
      const run = await runBuild(
        {
          site,
          data,
          siteUrl: options.siteUrl,
          year: buildYear(),
          code: version,
          modules,
          writer,
          cards: options.cards,
          onRenderReady: settle,
          onProgress: options.onProgress,
        },
        // The first run starts from what the last npm run build into the same folder kept, when the
        // same code made it: pages and cards still in place are not made again.
        state ?? readState(cacheDir, version),
      );
      const first = !state;
      state = run.state;
      unsaved = state;
      clearTimeout(saving);
      // The first update's state is the one a restart needs most: kept at once, before anyone can stop
      // the server (a process ended by a signal may not finish writing it on exit).
      saving = setTimeout(save, first ? 0 : SAVE_AFTER_MS).unref();
      stamps = data.stamps?.() ?? {};
      return {
        rendered: run.result.rendered,
        written: run.result.written,
        removed: run.result.removed,
        ms: ms(),
        phases: run.result.timings,
        problems: [],
        warnings: run.result.warnings,
      };
    } catch (error) {
      const problems =
        error instanceof BuildFailure
          ? sortProblems(error.errors).map(explainProblem)
          : [error instanceof Error ? (error.stack ?? error.message) : String(error)];
      return { rendered: [], written: [], removed: [], ms: ms(), phases: {}, problems, warnings: [] };
    }
  };

  return {
    close() {
      clearTimeout(saving);
      save();
      process.removeListener('exit', save);
    },
    folders: () => (code ? [dataDir(code.site), ...dirs] : dirs),
    loaded: () => code && { site: code.site, dataDir: dataDir(code.site) },
    pageOf(collection, slug) {
      if (!state) return undefined;
      const prefix = slug === undefined ? collection : `${collection}/${slug}`;
      const reads = (key: string) => key === prefix || key.startsWith(`${prefix}.`) || key.startsWith(`${prefix}[`);
      let best: { path: string; score: number[] } | undefined;
      for (const [page, record] of state.pages) {
        const count = record.reads.filter(reads).length;
        if (!count) continue;
        const own = slug !== undefined && page.endsWith(`/${slug}/`) ? 1 : 0;
        const score = [own, slug !== undefined && page.includes(`/${slug}/`) ? 1 : 0, count, -page.length];
        if (!best || firstGreater(score, best.score)) best = { path: page, score };
      }
      return best?.path;
    },
    onDemand: () => ready,
    async warmSource() {
      if (!code || !startedCompiled()) return;
      await loadCode().catch(() => undefined);
    },
    async update(changedFiles) {
      let settle: (value: OnDemand | undefined) => void = () => {};
      // Only the first update, which has no output of its own to serve yet, answers on demand; after an
      // edit the folder's pages stand until the update replaces them.
      if (!state)
        ready = new Promise((resolve) => {
          settle = resolve;
        });
      try {
        return await runUpdate(changedFiles, settle);
      } finally {
        settle(undefined);
        ready = Promise.resolve(undefined);
      }
    },
  };
}

/** Quiet time after an update before its state is written: a burst of saves writes it once. */
const SAVE_AFTER_MS = 1000;

/** Whether `a` ranks above `b`, comparing their numbers in order. */
function firstGreater(a: number[], b: number[]): boolean {
  const i = a.findIndex((v, j) => v !== b[j]);
  return i >= 0 && a[i]! > b[i]!;
}
