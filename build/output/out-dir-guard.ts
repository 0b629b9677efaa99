/**
 * Whether a build may write into a folder, decided before any work. A build empties only a folder it
 * can show it wrote: one holding its marker file. The project, the data folder, the build's own folder
 * and any folder holding `.git` or `package.json` are refused outright; another folder that holds files
 * is refused unless the caller asks for it to be emptied.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { problems } from '../error-catalogue';
import { BuildFailure, problemIn } from '../problems';

/** The file that marks a folder as a build's output. */
export const OUTPUT_MARKER = '.made-by-build';
export const MARKER_TEXT =
  'This folder is the output of a site build. A build empties only folders holding this file.\n';

/** A folder the output must keep clear of, and what to call it in a refusal ('the data folder'). */
export interface Guarded {
  dir: string;
  name: string;
}

/** The data folder as the scripts know it before the site loads: DATA_DIR, or the project's data/. */
export const projectDataFolder = (env: NodeJS.ProcessEnv = process.env): Guarded => ({
  dir: env.DATA_DIR || 'data',
  name: 'the data folder',
});

export interface OutDirRules {
  /** Folders the output may neither be nor hold: the project (the working folder) by default. */
  protect?: readonly Guarded[];
  /** Folders the output may neither be, hold nor sit inside: the data, the build's own folder. */
  apart?: readonly Guarded[];
  /** Empties a folder of other files: the deliberate case, such as a folder an earlier tool wrote. */
  emptyOutDir?: boolean;
}

/** Throws a BuildFailure naming the folder and what to do, unless a build may write into `outDir`. */
export function checkOutDir(outDir: string, rules: OutDirRules = {}): void {
  const dir = path.resolve(outDir);
  const refuse = (reason: string) => {
    throw new BuildFailure([problemIn(problems.OutDirRefused, '(DIST_DIR)', shown(dir), reason)]);
  };
  const info = statSync(dir, { throwIfNoEntry: false });
  if (info && !info.isDirectory())
    throw new BuildFailure([
      problemIn(problems.OutDirRefused, '(DIST_DIR)', shown(dir, ''), 'is a file, not a folder'),
    ]);
  const entries = info ? readdirSync(dir) : [];
  for (const name of ['.git', 'package.json'])
    if (entries.includes(name)) refuse(`holds ${name}: it is a project, not a build's output`);
  const apart = rules.apart ?? [];
  for (const { dir: other, name } of [...(rules.protect ?? [{ dir: process.cwd(), name: 'the project' }]), ...apart]) {
    const guarded = path.resolve(other);
    if (guarded === dir) refuse(`is ${name}`);
    if (within(guarded, dir)) refuse(`holds ${name} (${shown(guarded)})`);
  }
  for (const { dir: other, name } of apart)
    if (within(dir, path.resolve(other))) refuse(`is inside ${name} (${shown(path.resolve(other))})`);
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER) || rules.emptyOutDir) return;
  throw new BuildFailure([problemIn(problems.OutDirNotOurs, '(DIST_DIR)', shown(dir), OUTPUT_MARKER)]);
}

/** Whether the folder already holds a build's output (its marker). */
export const isBuildOutput = (outDir: string) => existsSync(path.join(outDir, OUTPUT_MARKER));

export const within = (inner: string, outer: string) =>
  inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);

/** `dist/` relative to the working folder when inside it; the absolute path otherwise. */
export function shown(dir: string, slash = '/'): string {
  const relative = path.relative(process.cwd(), dir);
  return !relative ? './' : relative.startsWith('..') || path.isAbsolute(relative) ? dir : `${relative}${slash}`;
}
