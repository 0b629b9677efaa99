/** Where a build keeps what it learned: `.build/cache` beside the output folder, next to the report. */
import path from 'node:path';

export function cacheDirFor(outDir: string): string {
  return path.join(path.dirname(path.resolve(outDir)), '.build', 'cache');
}
