/**
 * The generator kept running for npm run dev: the same pipeline as npm run build (build/pipeline.ts),
 * its state kept in memory between edits, so an edit re-renders exactly the pages that read what
 * changed, and writes them in place. An edit to the site's code loads its modules again (fresh-modules.ts)
 * and, its fingerprint changed, renders every page. A mistake leaves the last good pages in place and is
 * returned for the browser's overlay and the terminal.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { diskData } from '../content/data-files';
import { diskWriter } from '../output/writer';
import { type BuildState, emptyState, runBuild } from '../pipeline';
import { BuildFailure, formatProblem, type Problem, sortProblems } from '../problems';
import { type LoadedModule, loadPageModules } from '../routes';
import { type AnySite, pagesDirOf } from '../site';
import { codeFingerprint } from '../up-to-date';
import { buildYear } from '../year';
import { freshModules } from './fresh-modules';

export interface DevSessionOptions {
  /** The site's configuration module, imported afresh after a code edit. */
  siteModule: string;
  /** The data folder; the site's own by default. */
  dataDir?: string;
  outDir: string;
  siteUrl?: string;
  /** Folders of the site's own code (templates/, client/): an edit there loads them again. */
  sourceDirs: string[];
}

export interface DevUpdate {
  /** Pages written, and files deleted. */
  rendered: string[];
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
}

export function createDevSession(options: DevSessionOptions): DevSession {
  const sourceDirs = options.sourceDirs.map((dir) => path.resolve(dir));
  const fresh = freshModules(sourceDirs);
  const writer = diskWriter(options.outDir);
  let code: { site: AnySite; modules: LoadedModule[]; fingerprint: string } | undefined;
  let state: BuildState = emptyState('');

  const loadCode = async () => {
    await fresh.next();
    const site = ((await import(pathToFileURL(path.resolve(options.siteModule)).href)) as { default: AnySite }).default;
    const { modules, problems } = await loadPageModules(pagesDirOf(site));
    if (problems.length) throw new BuildFailure(problems);
    return { site, modules, fingerprint: codeFingerprint(site) };
  };

  return {
    async update(changedFiles) {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      try {
        if (!code || changedFiles.some((file) => sourceDirs.some((dir) => file.startsWith(dir + path.sep)))) {
          code = undefined; // code that fails to load is loaded again on the next save
          code = await loadCode();
        }
        const { site, modules, fingerprint } = code;
        const data = diskData(options.dataDir ?? site.dataDir);
        const run = await runBuild(
          { site, data, siteUrl: options.siteUrl, year: buildYear(), code: fingerprint, modules, writer },
          state,
        );
        state = run.state;
        return {
          rendered: run.result.rendered,
          removed: run.result.removed,
          ms: ms(),
          phases: run.result.timings,
          problems: [],
          warnings: run.result.warnings,
        };
      } catch (error) {
        const problems =
          error instanceof BuildFailure
            ? sortProblems(error.errors).map(formatProblem)
            : [error instanceof Error ? (error.stack ?? error.message) : String(error)];
        return { rendered: [], removed: [], ms: ms(), phases: {}, problems, warnings: [] };
      }
    },
  };
}
