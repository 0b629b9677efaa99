/**
 * "Nothing to do": a build whose inputs are those of the last build in the same place, and whose output
 * is still exactly what that build left, stops before loading anything but this module. The inputs are
 * the code's fingerprint, the options that shape the output and every data file by its bytes (taken
 * from the last build for a file whose stamp is the same, data-files.ts); the output is every file by
 * size and modification time.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CodeVersion } from './code-version';
import { type DataFiles, type FileStamps, fileHash } from './content/data-files';
import { untouched } from './output/output-stamp';
import { writeWhole } from './util/write-whole';

const LAST_FILE = 'last.json';

export interface Last {
  inputs: string;
  /** The data folder the build read (absolute), and what it learned of its files. */
  dataDir: string;
  files: FileStamps;
  pages: number;
  siteUrl: string;
  outputs: [file: string, size: number, mtimeMs: number][];
}

/** A hash of the inputs: the settings and every data file, by name and bytes. */
export function inputsFingerprint(inputs: { code: string; data: DataFiles; siteUrl?: string; year: number }): string {
  const hash = createHash('sha256').update(
    JSON.stringify({
      code: inputs.code,
      dir: inputs.data.dir,
      siteUrl: inputs.siteUrl,
      year: inputs.year,
      cwd: process.cwd(),
    }),
  );
  for (const rel of inputs.data.list()) hash.update(`\0${rel}\0${fileHash(inputs.data, rel)}`);
  return hash.digest('hex');
}

/** Notes a build that has just put its output in place. */
export function recordInputs(
  cacheDir: string,
  inputs: string,
  data: DataFiles,
  state: { outputs: Map<string, { size?: number; mtimeMs?: number }> },
  result: { routes: unknown[]; siteUrl: string },
): void {
  const last: Last = {
    inputs,
    dataDir: data.dir,
    files: data.stamps?.() ?? {},
    pages: result.routes.length,
    siteUrl: result.siteUrl,
    outputs: [...state.outputs].map(([file, s]) => [file, s.size ?? -1, s.mtimeMs ?? -1]),
  };
  writeWhole(path.join(cacheDir, LAST_FILE), JSON.stringify(last));
}

/** What the last build in this cache noted, if there was one. */
export function lastBuild(cacheDir: string): Last | undefined {
  try {
    return JSON.parse(readFileSync(path.join(cacheDir, LAST_FILE), 'utf8')) as Last;
  } catch {
    return undefined;
  }
}

/** The last build's pages and site URL when nothing has changed since and its output is untouched. */
export function upToDate(last: Last, outDir: string, inputs: string): { pages: number; siteUrl: string } | undefined {
  if (last.inputs !== inputs) return undefined;
  for (const [file, size, mtimeMs] of last.outputs) {
    if (!untouched(statSync(path.join(outDir, file), { throwIfNoEntry: false }), { size, mtimeMs })) return undefined;
  }
  return { pages: last.pages, siteUrl: last.siteUrl };
}

/** The fingerprint of the code a build runs: the compiled runner's (scripts/compiled.mjs), or its version's. */
export function codeFingerprint(code: CodeVersion): string {
  return process.env.BUILD_CODE_FINGERPRINT ?? `${code.shared}-${code.assets}`;
}
