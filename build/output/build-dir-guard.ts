/**
 * Whether a build may keep its cache and report in a folder (BUILD_DIR), decided before any work. The
 * build writes fixed names there (cache/state.bin, report.json), so a folder holding anything else is
 * someone's: the project, the data folder, a folder with `.git` or `package.json`, or one holding files
 * no build wrote are refused.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { problems } from '../error-catalogue';
import { BuildFailure, problemIn } from '../problems';
import { type Guarded, shown, within } from './out-dir-guard';

/** What builds, dev servers and the compiler write into the build folder (and earlier versions' spare outputs and trash). */
const BUILD_FOLDER_NAMES = [
  /^cache$/,
  /^code(-bench-\d+)?$/,
  /^graph$/,
  /^report\.json$/,
  /^dev-server\.json$/,
  /^spare-/,
  /^trash$/,
];

const ours = (name: string) => BUILD_FOLDER_NAMES.some((pattern) => pattern.test(name));

/** What a folder holds that no build wrote; another site's build folder inside it (.build/my-site/) is a build's. */
function foreignIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => !ours(entry.name) && !(entry.isDirectory() && readdirSync(path.join(dir, entry.name)).every(ours)),
    )
    .map((entry) => entry.name)
    .sort();
}

/** Throws a BuildFailure naming the folder and what to do, unless the build may write into `buildDir`. */
export function checkBuildDir(buildDir: string, apart: readonly Guarded[] = []): void {
  const dir = path.resolve(buildDir);
  const refuse = (reason: string, slash = '/') => {
    throw new BuildFailure([problemIn(problems.BuildDirRefused, '(BUILD_DIR)', shown(dir, slash), reason)]);
  };
  const info = statSync(dir, { throwIfNoEntry: false });
  if (info && !info.isDirectory()) refuse('is a file, not a folder', '');
  for (const { dir: other, name } of [{ dir: process.cwd(), name: 'the project' }, ...apart]) {
    const guarded = path.resolve(other);
    if (guarded === dir) refuse(`is ${name}`);
    if (within(guarded, dir)) refuse(`holds ${name} (${shown(guarded)})`);
  }
  for (const { dir: other, name } of apart)
    if (within(dir, path.resolve(other))) refuse(`is inside ${name} (${shown(path.resolve(other))})`);
  const foreign = info ? foreignIn(dir) : [];
  if (foreign.length)
    refuse(`holds files no build wrote (${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', …' : ''})`);
}
