/**
 * Writes files under one folder with a bounded number open at once (a thousand pages written at once
 * fail with EMFILE under macOS's default limit of 256), creating each folder once.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { limiter } from '../util/limit';

export interface Writer {
  /** Queues a file; resolves when it is on disk. */
  write(rel: string, data: string | Uint8Array): Promise<void>;
  /** Resolves once everything queued so far is written; rejects with the first failure. */
  flush(): Promise<void>;
}

export function createWriter(root: string, concurrency = 32): Writer {
  const folders = new Map<string, Promise<unknown>>();
  const folder = (dir: string) => {
    let made = folders.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      folders.set(dir, made);
    }
    return made;
  };
  const run = limiter(concurrency);
  const pending = new Set<Promise<void>>();
  let failure: unknown;

  return {
    write(rel, data) {
      const full = path.join(root, rel);
      const job = run(async () => {
        await folder(path.dirname(full));
        await writeFile(full, data);
      });
      pending.add(job);
      job.catch((error: unknown) => {
        failure ??= error;
      }).finally(() => pending.delete(job));
      return job;
    },
    async flush() {
      while (pending.size) await Promise.allSettled([...pending]);
      if (failure) throw failure;
    },
  };
}
