/**
 * Where a build's output goes: a folder on disk for the command line, memory for tests. A build hands
 * the writer the files that changed and the names of those to keep or remove; the writer tells the next
 * build which files of the last output are still as they were written.
 *
 */
import {
  closeSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { contentHash } from '../util/hash';
import { checkOutDir, MARKER_TEXT, OUTPUT_MARKER, type OutDirRules } from './out-dir-guard';
import { untouched } from './output-stamp';

/** A file's content: text or bytes. */
export type FileData = string | Uint8Array;

/** What a written file was: its content hash, and on disk its size and time, to tell it is still untouched. */
export interface OutputStamp {
  hash: string;
  size?: number;
  mtimeMs?: number;
}

export interface OutputChange {
  /** Files to write (new or changed), by their path in the output. */
  write: Map<string, FileData>;
  /** Every file the output holds after this change, by path, with its hash: any other is removed. */
  files: Map<string, string>;
  /** The last output's stamps: the files to remove are its others. Without them, the folder is searched. */
  previous?: ReadonlyMap<string, OutputStamp>;
  /** The files of `previous` unchanged() found intact: kept, they keep their stamps. */
  intact?: ReadonlySet<string>;
}

export interface Writer {
  /** The files of `previous` that are still exactly as they were written. */
  unchanged(previous: ReadonlyMap<string, OutputStamp>): Set<string>;
  /** Writes the change; resolves with the stamp of every file of the output. */
  commit(change: OutputChange): Promise<Map<string, OutputStamp>>;
}

const encode = (data: FileData) => (typeof data === 'string' ? Buffer.from(data) : data);

/**
 * The output folder `outDir`, checked before any work (build/output/out-dir-guard.ts). Only files that
 * changed are written; files the output no longer has are removed. The build found every problem before
 * it writes, so a failed build leaves the folder as it was.
 */
export function diskWriter(outDir: string, rules?: OutDirRules): Writer {
  const root = path.resolve(outDir);
  checkOutDir(root, rules);
  return {
    unchanged(previous) {
      const same = new Set<string>();
      for (const [file, was] of previous) {
        const info = statSync(path.join(root, file), { throwIfNoEntry: false });
        if (info?.isFile() && untouched(info, was)) same.add(file);
      }
      return same;
    },
    async commit({ write, files, previous, intact }) {
      const existed = existsSync(root);
      // The marker first: a build stopped mid-write leaves a folder the next build may still clean.
      mkdirSync(root, { recursive: true });
      overwrite(path.join(root, OUTPUT_MARKER), Buffer.from(MARKER_TEXT));
      const folders = new Set<string>();
      const stamps = new Map<string, OutputStamp>();
      for (const [file, data] of write) {
        const target = inside(root, file);
        const folder = path.dirname(target);
        if (!folders.has(folder)) {
          mkdirSync(folder, { recursive: true });
          folders.add(folder);
        }
        const info = overwrite(target, encode(data));
        stamps.set(file, { hash: files.get(file)!, size: info.size, mtimeMs: info.mtimeMs });
      }
      if (previous?.size) {
        for (const file of previous.keys()) if (!files.has(file)) removeFile(root, file);
      } else if (existed) removeOthers(root, new Set([...files.keys(), OUTPUT_MARKER]));
      for (const [file, hash] of files) {
        if (stamps.has(file)) continue;
        const info = (intact?.has(file) && previous?.get(file)) || statSync(path.join(root, file));
        stamps.set(file, { hash, size: info.size, mtimeMs: info.mtimeMs });
      }
      return stamps;
    },
  };
}

/**
 * Writes the file over its last version, in place, and returns its size and time as written. Emptying
 * it first (writeFileSync) or replacing it would free the old file's blocks, which on a disk mounted
 * with discard cost more than the write (npm run bench -- --only speed-code). A build stopped mid-write
 * leaves a file whose stamp no longer matches, and the next build writes it again.
 */
function overwrite(file: string, data: Uint8Array): { size: number; mtimeMs: number } {
  let fd: number;
  try {
    fd = openSync(file, 'r+');
  } catch {
    fd = openSync(file, 'w');
  }
  try {
    let done = 0;
    while (done < data.length) done += writeSync(fd, data, done, data.length - done, done);
    ftruncateSync(fd, data.length);
    const info = fstatSync(fd);
    return { size: info.size, mtimeMs: info.mtimeMs };
  } finally {
    closeSync(fd);
  }
}

/** The file's place in the output; a name that leads out of it (`../x`) is a bug upstream, never written. */
function inside(root: string, file: string): string {
  const target = path.resolve(root, file);
  if (!target.startsWith(root + path.sep)) throw new Error(`${file} is not a path inside the output folder ${root}`);
  return target;
}

/** Removes a file of the output, if it is still there, and the folders it leaves empty. */
function removeFile(root: string, file: string): void {
  rmSync(inside(root, file), { force: true });
  for (let dir = path.dirname(inside(root, file)); dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
    if (!existsSync(dir)) continue;
    if (readdirSync(dir).length > 0) break;
    rmdirSync(dir);
  }
}

/** Removes every file under `root` that is not in `keep`, and the folders left empty. */
function removeOthers(root: string, keep: ReadonlySet<string>): void {
  const visit = (dir: string): boolean => {
    let empty = true;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (visit(full)) rmdirSync(full);
        else empty = false;
      } else if (keep.has(rel)) empty = false;
      else unlinkSync(full);
    }
    return empty;
  };
  visit(root);
}

/** An output held in memory: tests build into one and read the files back. */
export interface MemoryOutput extends Writer {
  files: Map<string, Uint8Array>;
  /** A file as text. */
  text(file: string): string | undefined;
}

export function memoryWriter(): MemoryOutput {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    text: (file) => {
      const data = files.get(file);
      return data && Buffer.from(data).toString('utf8');
    },
    unchanged(previous) {
      const same = new Set<string>();
      for (const [file, was] of previous) {
        const data = files.get(file);
        if (data && contentHash(data) === was.hash) same.add(file);
      }
      return same;
    },
    async commit({ write, files: all }) {
      for (const [file, data] of write) files.set(file, encode(data));
      for (const file of [...files.keys()]) if (!all.has(file)) files.delete(file);
      return new Map([...all].map(([file, hash]) => [file, { hash }]));
    },
  };
}
