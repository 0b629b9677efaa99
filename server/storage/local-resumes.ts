/**
 * Resume files in a local folder outside dist/, never served over HTTP. An upload is written to
 * `<key>.part` and renamed to `<key>` once complete and flushed to disk, so a half-received file never
 * has a final name; the key is random, so a visitor's file name never reaches the file system.
 */
import { createReadStream } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { privateDir } from './private-files';
import type { ResumeFiles, ResumeUpload } from './types';

const KEY = /^[0-9a-f]{32}$/;
const PART = '.part';

export function localResumes(dir: string): ResumeFiles {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a resume key: ${key}`);
    return path.join(dir, key);
  };

  return {
    async begin(): Promise<ResumeUpload> {
      await privateDir(dir);
      const key = randomBytes(16).toString('hex');
      const final = fileOf(key);
      const partial = final + PART;
      const handle = await open(partial, 'wx', 0o600);
      let closed = false;
      const closeHandle = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      return {
        key,
        async write(chunk) {
          await handle.write(chunk);
        },
        async commit() {
          await handle.sync();
          await closeHandle();
          await rename(partial, final);
          await syncDirectory(dir);
        },
        async abort() {
          await closeHandle().catch(() => {});
          await rm(partial, { force: true });
          await rm(final, { force: true });
        },
      };
    },
    async open(key) {
      const file = fileOf(key);
      if (!(await stat(file).catch(() => undefined))?.isFile()) return undefined;
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async sweep(referenced) {
      const names = await readdir(dir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const orphan = name.endsWith(PART)
          ? KEY.test(name.slice(0, -PART.length))
          : KEY.test(name) && !referenced.has(name);
        if (!orphan) continue;
        await rm(path.join(dir, name), { force: true });
        removed++;
      }
      return removed;
    },
  };
}

/** A rename is durable only once the directory entry is on disk too. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the rename itself has happened.
  } finally {
    await handle.close();
  }
}
