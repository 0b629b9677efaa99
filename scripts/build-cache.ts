/**
 * A command-line build (npm run build, the bench): with the build cache (build/cache.ts) beside the
 * output folder, keyed on the code fingerprint the compiled runner computed (scripts/compiled.mjs), and
 * no build at all when nothing changed since the last one. Started any other way, or with --no-cache,
 * it builds everything.
 */
import path from 'node:path';
import type { CacheOptions } from '../build/cache';
import type { BuildResult } from '../build/index';
import { inputsHash, lastBuildIfUpToDate } from '../build/up-to-date';
import { buildYear } from '../build/year';
import { startRenderThreads, stopRenderThreads } from '../build/render/threads';

/** The site's module, as templates/site.ts names itself (SiteConfig.module), for the workers started before it is imported. */
const SITE_MODULE = new URL('../templates/site.ts', import.meta.url).href;

export function cacheFor(outDir: string, argv = process.argv): CacheOptions | undefined {
  const code = process.env.BUILD_CODE_FINGERPRINT;
  if (!code || argv.includes('--no-cache')) return undefined;
  return { dir: path.join(path.dirname(path.resolve(outDir)), '.build', 'cache'), code };
}

/** The last build's result when nothing changed; otherwise a build, the generator loaded only then. */
export async function buildUnlessUpToDate(options: {
  dataDir: string;
  outDir: string;
  siteUrl?: string;
  renderWorkers?: number;
}): Promise<BuildResult> {
  const found = cacheFor(options.outDir);
  // The inputs are hashed once: to see whether anything changed, and, when something did, for build() to note.
  const cache = found && {
    ...found,
    inputs: inputsHash({ code: found.code, dataDir: options.dataDir, siteUrl: options.siteUrl, year: buildYear() }),
  };
  const last = cache && (await lastBuildIfUpToDate(cache, options.outDir, cache.inputs));
  if (last) return last;
  // The render workers start before the generator is imported: their start-up, then the stylesheet
  // they make, overlap the import (the real site's build waited for the stylesheet).
  const renderThreads = startRenderThreads(SITE_MODULE, options.renderWorkers);
  try {
    const [{ build }, { default: site }] = await Promise.all([import('../build/index'), import('../templates/site')]);
    return await build({ site, ...options, cache, renderThreads });
  } finally {
    await stopRenderThreads(renderThreads); // the build stops them; a failed import would leave them running
  }
}
