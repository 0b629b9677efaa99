/**
 * The build cache of a command-line build (build/cache.ts): beside the output folder, in .build/cache,
 * keyed on the code fingerprint the compiled runner computed (scripts/compiled.mjs). A build started
 * any other way, or with --no-cache, builds everything.
 */
import path from 'node:path';
import type { CacheOptions } from '../build/cache';

export function cacheFor(outDir: string, argv = process.argv): CacheOptions | undefined {
  const code = process.env.BUILD_CODE_FINGERPRINT;
  if (!code || argv.includes('--no-cache')) return undefined;
  return { dir: path.join(path.dirname(path.resolve(outDir)), '.build', 'cache'), code };
}
