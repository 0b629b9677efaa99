/**
 * "Nothing to do": a build whose inputs are those of the last build in the same place, and whose output
 * is still exactly what that build left, changes nothing, so it stops before loading anything. The
 * inputs are the code fingerprint, the options that shape the output (site URL, year, data folder,
 * working directory, which names the data files in messages and pages' sources) and every data file by
 * its bytes. The output is every file and folder of the output folder by name, size, modification time
 * and inode: a file changed in place, replaced, added or removed since makes the build run.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CacheOptions } from './cache';
import type { BuildResult } from './index';
import { reportFile, type BuildReport } from './report';

export interface BuildInputs {
  code: string;
  dataDir: string;
  siteUrl?: string;
  /** The footer's year (buildYear). */
  year: number;
}

interface State {
  inputs: string;
  outputs: string;
  pages: number;
  siteUrl: string;
}

const STATE_FILE = 'up-to-date.json';

/** A hash of the inputs: the settings and every file under the data folder, by name and bytes. */
export function inputsHash(inputs: BuildInputs): string {
  const dataDir = path.resolve(inputs.dataDir);
  const hash = createHash('sha256').update(JSON.stringify({ ...inputs, dataDir, cwd: process.cwd() }));
  for (const file of filesUnder(dataDir)) hash.update(`\0${file}\0`).update(readFileSync(path.join(dataDir, file)));
  return hash.digest('hex');
}

/** A hash of what the output folder holds: every entry's name, size, modification time and inode. */
export function outputsHash(outDir: string): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true }).sort((a, b) =>
    (a.parentPath + a.name).localeCompare(b.parentPath + b.name),
  )) {
    const full = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs, ino } = statSync(full);
    hash.update(`${path.relative(outDir, full)}\0${entry.isDirectory() ? 'dir' : `${size} ${mtimeMs} ${ino}`}\n`);
  }
  return hash.digest('hex');
}

/** What the last build left, if the inputs are the same and the output untouched; otherwise undefined. */
export async function upToDate(
  cacheDir: string,
  outDir: string,
  inputs: string,
): Promise<{ pages: number; siteUrl: string } | undefined> {
  const state = await readJson<State>(path.join(cacheDir, STATE_FILE));
  if (!state || state.inputs !== inputs) return undefined;
  try {
    return outputsHash(outDir) === state.outputs ? { pages: state.pages, siteUrl: state.siteUrl } : undefined;
  } catch {
    return undefined; // no output folder
  }
}

/**
 * The last build's result when nothing has changed since (its output still in place), without loading
 * the generator: a command calls it with the inputsHash of this build before build(), which always builds.
 */
export async function lastBuildIfUpToDate(
  cache: CacheOptions,
  outDir: string,
  inputs: string,
): Promise<BuildResult | undefined> {
  const started = performance.now();
  const last = await upToDate(cache.dir, path.resolve(outDir), inputs);
  const report = last && (await readJson<BuildReport>(reportFile(outDir)));
  if (!last || !report) return undefined;
  const timings = { check: Math.round(performance.now() - started) };
  return {
    routes: [],
    pages: last.pages,
    siteUrl: last.siteUrl,
    timings,
    warnings: [],
    report: { ...report, timingsMs: timings },
    reused: last.pages,
    upToDate: true,
  };
}

/** Notes the inputs of a build that has just put its output in place, and the outputsHash of that output. */
export async function recordUpToDate(
  cacheDir: string,
  inputs: string,
  outputs: string,
  pages: number,
  siteUrl: string,
) {
  const tmp = path.join(cacheDir, `${STATE_FILE}.${process.pid}.tmp`);
  await writeFile(tmp, JSON.stringify({ inputs, outputs, pages, siteUrl } satisfies State));
  await rename(tmp, path.join(cacheDir, STATE_FILE));
}

/** A JSON file's value; undefined when it is absent or was cut short (a build killed while writing it). */
export async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
