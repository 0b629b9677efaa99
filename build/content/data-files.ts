/**
 * The data folder as the loader reads it: a list of files and their bytes. On disk for a build; in
 * memory for tests, which lay a broken file over a real folder without copying it.
 */
import { type Dirent, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { problems } from '../error-catalogue';
import { BuildFailure, problemIn } from '../problems';
import { contentHash } from '../util/hash';

export interface DataFiles {
  /** The folder, for messages: data/pricing/local-seo.yaml. */
  dir: string;
  /** Every file, as a path relative to the folder with '/' between folders, sorted; dotfiles left out. */
  list(): string[];
  read(rel: string): Uint8Array;
  /** The fingerprint of a file's bytes, when the folder knows it without reading them (fileHash). */
  hash?(rel: string): string;
  /** What a folder on disk learned of its files, for the next build to start from (diskData). */
  stamps?(): FileStamps;
}

/** The fingerprint of a file's bytes: the folder's own when it has one, else from the bytes. */
export const fileHash = (data: DataFiles, rel: string): string => data.hash?.(rel) ?? contentHash(data.read(rel));

/** What a folder on disk learned of its files for the next look at it: each file's stamp and fingerprint. */
export type FileStamps = Record<string, [stamp: string, hash: string]>;

/** A file's stamp changes with its bytes: a write moves its change time, which no tool sets back. */
const stampOf = (info: { ino: number; size: number; mtimeMs: number; ctimeMs: number }) =>
  `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`;

/** The stamp of a file (an absolute path), or undefined when there is none. */
export function fileStamp(file: string): string | undefined {
  const info = statSync(file, { throwIfNoEntry: false });
  return info && stampOf(info);
}
/** A file changed this recently may change again within its file system's clock tick: it is not vouched for. */
const SETTLE_MS = 2000;

/**
 * The folder as one build sees it: listed and each file read once, however many stages ask (the
 * nothing-changed check, the loader, the inputs noted for the next build). A later build makes its own.
 * With what the last look learned (`known`), a file whose stamp is the same is not read to know its
 * fingerprint, so an edit reads the files it changed; `stamps()` is what to give the next look. A file
 * changed less than `settleMs` before this look is read again next time.
 */
export function diskData(dir: string, known: FileStamps = {}, settleMs = SETTLE_MS): DataFiles {
  const root = path.resolve(dir);
  const opened = Date.now();
  let listed: string[] | undefined;
  const bytes = new Map<string, Uint8Array>();
  const hashes = new Map<string, string>();
  const stamps: FileStamps = {};
  // Each file's stamp is taken before its bytes are read: bytes written after it are never vouched for by it.
  const statted = new Map<string, { stamp: string; settled: boolean }>();
  const stat = (rel: string) => {
    let seen = statted.get(rel);
    if (!seen) {
      const info = statSync(path.join(root, rel));
      seen = { stamp: stampOf(info), settled: Math.max(info.mtimeMs, info.ctimeMs) < opened - settleMs };
      statted.set(rel, seen);
    }
    return seen;
  };
  const read = (rel: string) => {
    let data = bytes.get(rel);
    if (!data) {
      stat(rel);
      data = readFileSync(path.join(root, rel));
      bytes.set(rel, data);
    }
    return data;
  };
  return {
    dir: root,
    list: () => (listed ??= listFolder(root)),
    read,
    hash(rel) {
      let hash = hashes.get(rel);
      if (hash === undefined) {
        const { stamp, settled } = stat(rel);
        const was = known[rel];
        hash = was?.[0] === stamp && !bytes.has(rel) ? was[1] : contentHash(read(rel));
        hashes.set(rel, hash);
        if (settled) stamps[rel] = [stamp, hash];
      }
      return hash;
    },
    stamps: () => stamps,
  };
}

/** Every file under `root` but dotfiles, sorted; a folder that is not there stops the build, saying so. */
function listFolder(root: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    throw new BuildFailure([problemIn(problems.DataDirMissing, '(DATA_DIR)', displayPath(root))]);
  }
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** `base` with some files written over or added (`write`) and some taken away (`remove`). */
export function overlayData(
  base: DataFiles,
  changes: { write?: Record<string, string | Uint8Array>; remove?: string[] },
): DataFiles {
  const written = new Map(
    Object.entries(changes.write ?? {}).map(([rel, data]) => [
      rel,
      typeof data === 'string' ? Buffer.from(data) : data,
    ]),
  );
  const removed = new Set(changes.remove ?? []);
  return {
    dir: base.dir,
    list: () => [...new Set([...base.list(), ...written.keys()])].filter((rel) => !removed.has(rel)).sort(),
    read: (rel) => {
      if (removed.has(rel)) throw Object.assign(new Error(`no file ${rel}`), { code: 'ENOENT' });
      return written.get(rel) ?? base.read(rel);
    },
  };
}

/** Paths as an editor's terminal shows them: relative to the working directory when inside it. */
export function displayPath(absolute: string): string {
  const rel = path.relative(process.cwd(), absolute);
  return rel.startsWith('..') || path.isAbsolute(rel) ? absolute : rel.split(path.sep).join('/');
}
