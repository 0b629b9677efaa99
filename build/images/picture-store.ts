/**
 * Encoded pictures kept where a fresh checkout finds them, as the card store keeps drawn cards (Hugo's
 * resources/_gen). A picture's file is named by its source's content, width and format; the store keeps
 * it under the encoder that made it (sharp's version, the platform, the settings), so a build encodes
 * only the pictures no earlier build encoded the same way, and a new encoder starts a new folder.
 */
import { readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../util/write-whole';

/** A stored picture's name (podcast-cover-q7_dtlZWo4-288.avif); nothing else in the folder is the store's. */
const STORED = /^[\w-]+\.(avif|webp|jpe?g|png)$/;
/** An encoder's folder: a 16-character hash of what makes its bytes. */
const ENCODER_DIR = /^[\w-]{16}$/;

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
  return {
    get(file) {
      try {
        return readFileSync(stored(file));
      } catch {
        return undefined; // not encoded yet
      }
    },
    put: (file, bytes) => writeWhole(stored(file), bytes),
    keepOnly(files) {
      const kept = new Set([...files].map((file) => path.basename(file)));
      for (const name of names(folder))
        if (STORED.test(name) && !kept.has(name)) rmSync(path.join(folder, name), { force: true });
      for (const other of names(dir)) {
        if (other === encoder || !ENCODER_DIR.test(other)) continue;
        const at = path.join(dir, other);
        for (const name of names(at)) if (STORED.test(name)) rmSync(path.join(at, name), { force: true });
        if (names(at).length === 0) rmdirSync(at);
      }
    },
  };
}
