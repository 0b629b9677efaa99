/**
 * Encoded pictures kept where a fresh checkout finds them, as the card store keeps drawn cards (Hugo's
 * resources/_gen). A picture's file is named by its source's content, width and format; the store keeps
 * it under the encoder that made it (sharp's version, the platform, the settings), so a build encodes
 * only the pictures no earlier build encoded the same way, and a new encoder starts a new folder. A folder
 * is the store's only if it holds the store's mark: a build never removes what it cannot show it wrote.
 */
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readStored } from '../util/read-stored';
import { writeWhole } from '../util/write-whole';

/** A stored picture's name (podcast-cover-q7_dtlZWo4-288.avif); nothing else in the folder is the store's. */
const STORED = /^[\w-]+\.(avif|webp|jpe?g|png)$/;
/** The file that marks an encoder's folder as the store's. */
export const STORE_MARK = '.picture-store';
const MARK_TEXT =
  'Pictures a site build encoded, kept for the next build. A build prunes only folders holding this file.\n';

export interface PictureStore {
  /** The bytes of a picture file (assets/images/<name>) as this encoder made them, if stored. */
  get(file: string): Uint8Array | undefined;
  put(file: string, bytes: Uint8Array): void;
  /** Keeps the pictures of `files` and removes the others, and other encoders' folders: the site's pictures now. */
  keepOnly(files: Iterable<string>): void;
}

export function diskPictureStore(dir: string, encoder: string): PictureStore {
  const folder = path.join(dir, encoder);
  const stored = (file: string) => path.join(folder, path.basename(file));
  const names = (at: string) => {
    try {
      return readdirSync(at);
    } catch {
      return []; // nothing stored yet
    }
  };
  const ours = (at: string) => existsSync(path.join(at, STORE_MARK));
  let marked = false;
  return {
    get: (file) => readStored(stored(file)), // undefined: not encoded yet
    put(file, bytes) {
      if (!marked) writeWhole(path.join(folder, STORE_MARK), MARK_TEXT);
      marked = true;
      writeWhole(stored(file), bytes);
    },
    keepOnly(files) {
      const kept = new Set([...files].map((file) => path.basename(file)));
      if (ours(folder))
        for (const name of names(folder))
          if (STORED.test(name) && !kept.has(name)) rmSync(path.join(folder, name), { force: true });
      for (const other of names(dir)) {
        const at = path.join(dir, other);
        if (other === encoder || !ours(at)) continue;
        for (const name of names(at)) if (STORED.test(name)) rmSync(path.join(at, name), { force: true });
        if (names(at).every((name) => name === STORE_MARK)) {
          rmSync(path.join(at, STORE_MARK));
          rmdirSync(at);
        }
      }
    },
  };
}
