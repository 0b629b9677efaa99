/**
 * Writes files under one folder with a bounded number open at once (a thousand pages written at once
 * fail with EMFILE under macOS's default limit of 256), creating each folder once.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Writer {
  /** Queues a file; resolves when it is on disk. */
  write(rel: string, data: string | Uint8Array): Promise<void>;
  /** Resolves once everything queued so far is written; rejects with the first failure. */
  flush(): Promise<void>;
}

export function createWriter(root: string, concurrency = 32): Writer {
  const folders = new Map<string, Promise<unknown>>();
  const pending = new Set<Promise<void>>();
  const waiting: (() => void)[] = [];
  let active = 0;
  let failure: unknown;

  const folder = (dir: string) => {
    let made = folders.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      folders.set(dir, made);
    }
    return made;
  };
  const slot = () => (active < concurrency ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));

  return {
    write(rel, data) {
      const full = path.join(root, rel);
      const job = (async () => {
        await slot();
        active++;
        try {
          await folder(path.dirname(full));
          await writeFile(full, data);
        } catch (error) {
          failure ??= error;
          throw error;
        } finally {
          active--;
          waiting.shift()?.();
        }
      })();
      pending.add(job);
      job.catch(() => {}).finally(() => pending.delete(job));
      return job;
    },
    async flush() {
      while (pending.size) await Promise.allSettled([...pending]);
      if (failure) throw failure;
    },
  };
}
