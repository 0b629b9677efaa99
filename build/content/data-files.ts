/**
 * The data folder as the loader reads it: a list of files and their bytes. On disk for a build; in
 * memory for tests, which lay a broken file over a real folder without copying it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface DataFiles {
  /** The folder, for messages: data/pricing/local-seo.yaml. */
  dir: string;
  /** Every file, as a path relative to the folder with '/' between folders, sorted; dotfiles left out. */
  list(): string[];
  read(rel: string): Uint8Array;
}

/**
 * The folder as one build sees it: listed and each file read once, however many stages ask (the
 * nothing-changed check, the loader, the inputs noted for the next build). A later build makes its own.
 */
export function diskData(dir: string): DataFiles {
  const root = path.resolve(dir);
  let listed: string[] | undefined;
  const bytes = new Map<string, Uint8Array>();
  return {
    dir: root,
    list: () =>
      (listed ??= readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !e.name.startsWith('.'))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort()),
    read: (rel) => {
      let data = bytes.get(rel);
      if (!data) {
        data = readFileSync(path.join(root, rel));
        bytes.set(rel, data);
      }
      return data;
    },
  };
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
