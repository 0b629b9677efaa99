/**
 * build(): the pipeline (build/pipeline.ts) run once, into a folder on disk or into memory. With a
 * cache folder, what the run learned is saved there and the next build starts from it, so a build after
 * an edit renders only the pages the edit reaches; without one, everything is built. npm run dev runs
 * the same pipeline and keeps its state in memory instead (build/dev/session.ts).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { type CodeVersion, codeVersion } from './code-version';
import { type DataFiles, diskData } from './content/data-files';
import { diskWriter, type Writer } from './output/writer';
import { type BuildState, emptyState, type RunResult, runBuild } from './pipeline';
import { writeReport } from './report';
import type { AnySite } from './site';
import { codeFingerprint, inputsFingerprint, lastBuild, recordInputs } from './up-to-date';
import { writeWhole } from './util/write-whole';
import { buildYear } from './year';

export interface BuildOptions {
  site: AnySite;
  /** The content: a folder (the site's own by default) or files in memory. */
  data?: string | DataFiles;
  /**
   * The output folder; or `writer` for another place (memory, in tests). It must be empty, new, or a
   * build's output (build/output/out-dir-guard.ts): the data folder and the cache are never it.
   */
  outDir?: string;
  /** Empties an output folder that holds files no build wrote, instead of refusing it. */
  emptyOutDir?: boolean;
  writer?: Writer;
  /** Origin for canonical URLs; the site's own by default. */
  siteUrl?: string;
  year?: number;
  /** The date the checks compare with (a posting's closing date); today by default. */
  today?: string;
  /** Which code makes the pages; by default found from the sources' import graph. Needed only with a cache. */
  code?: CodeVersion;
  /**
   * Where to keep what this build learned for the next one: a folder, or the state of an earlier build
   * in this process (tests). Without it, everything is built.
   */
  cache?: string | { state: BuildState };
  /** Where to write the build's report (build/report.ts); by default beside the cache folder, if any. */
  report?: string;
  /** Whether to make the social cards the pages name (the cards plugin); without, pages share the site's image. */
  cards?: boolean;
  /** Renders again every page kept from the last build and fails if one differs (a read the build did not note). */
  verify?: boolean;
}

export interface BuildResult extends RunResult {
  pages: number;
  /** Pages taken from the last build rather than rendered. */
  reused: number;
  state: BuildState;
}

const STATE_FILE = 'state.bin';

export async function build(options: BuildOptions): Promise<BuildResult> {
  const { site } = options;
  const cacheDir = typeof options.cache === 'string' ? options.cache : undefined;
  const report = options.report ?? (cacheDir && path.join(path.dirname(cacheDir), 'report.json'));
  const apart = [
    {
      dir: typeof options.data === 'object' ? options.data.dir : (options.data ?? site.dataDir),
      name: 'the data folder',
    },
    ...[cacheDir, report].filter((place) => place !== undefined).map((dir) => ({ dir, name: "the build's cache" })),
  ];
  const writer =
    options.writer ??
    (options.outDir ? diskWriter(options.outDir, { apart, emptyOutDir: options.emptyOutDir }) : undefined);
  const data =
    typeof options.data === 'object'
      ? options.data
      : diskData(options.data ?? site.dataDir, cacheDir ? lastBuild(cacheDir)?.files : undefined);
  // Without a state to start from, nothing is compared with the code that made it.
  const code = options.code ?? (options.cache ? await codeVersion(site) : NO_STATE);
  const previous =
    typeof options.cache === 'object' ? options.cache.state : cacheDir ? readState(cacheDir, code) : emptyState(code);
  const year = options.year ?? buildYear();
  const { result, state } = await runBuild(
    {
      site,
      data,
      siteUrl: options.siteUrl,
      year,
      today: options.today,
      code,
      writer,
      cards: options.cards,
      verify: options.verify,
    },
    previous,
  );
  if (options.outDir) {
    if (report) writeReport(report, result.report);
    if (cacheDir) {
      saveState(cacheDir, state);
      recordInputs(
        cacheDir,
        inputsFingerprint({ code: codeFingerprint(code), data, siteUrl: options.siteUrl, year }),
        data,
        state,
        result,
      );
    }
  }
  return { ...result, pages: result.routes.length, reused: result.routes.length - result.rendered.length, state };
}

const NO_STATE: CodeVersion = { shared: '', pages: {}, assets: '' };

/** The state the last build in `dir` kept, if the same code made it; otherwise an empty one. */
export function readState(dir: string, code: CodeVersion): BuildState {
  try {
    const state = deserialize(readFileSync(path.join(dir, STATE_FILE))) as BuildState;
    return state.code.shared === code.shared ? state : emptyState(code);
  } catch {
    return emptyState(code); // none yet, or unreadable: a cold build
  }
}

/** Written whole: a build stopped half-way leaves the last whole state. */
export function saveState(dir: string, state: BuildState): void {
  removeAbandonedSaves(dir);
  writeWhole(path.join(dir, STATE_FILE), serialize(state));
}

/** A half-written state (util/write-whole.ts's temporary name, with its writer's pid). */
const SAVING = /^\.state\.bin\.(\d+)-\d+\.saving$/;

/** Removes the half-written states of processes that ended mid-write (a dev server stopped by a signal). */
function removeAbandonedSaves(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return; // no cache yet
  }
  for (const name of names) {
    const pid = Number(SAVING.exec(name)?.[1]);
    if (pid && pid !== process.pid && !running(pid)) rmSync(path.join(dir, name), { force: true });
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
