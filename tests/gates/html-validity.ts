/**
 * html-validate over every built page, in one worker thread per core, as one thread takes too long
 * over the real site's pages. Problems come back as `file:line:column rule: message`,
 * in the order of `files`.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export async function validatePages(
  distDir: string,
  files: string[],
  threads = os.availableParallelism(),
): Promise<string[]> {
  const count = Math.max(1, Math.min(threads, Math.ceil(files.length / 50)));
  const shares = Array.from({ length: count }, (_, i) =>
    files.slice(Math.floor((i * files.length) / count), Math.floor(((i + 1) * files.length) / count)),
  );
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<string[]>((resolve, reject) => {
          // A young generation larger than the default: html-validate's short-lived objects (a DOM and
          // metadata per page) had a fifth of the time go to garbage collection.
          const resourceLimits = { maxYoungGenerationSizeMb: 96 };
          const worker = new Worker(new URL('./html-validity-worker.mjs', import.meta.url), {
            workerData: { distDir, files: share },
            resourceLimits,
          });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once(
            'exit',
            (code) => code !== 0 && reject(new Error(`the html-validate worker exited with code ${code}`)),
          );
        }),
    ),
  );
  return results.flat();
}
