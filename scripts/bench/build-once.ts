/**
 * One build in a fresh process, for the bench, run as npm run build runs (compiled):
 * `node scripts/compiled.mjs scripts/bench/build-once.ts DATA_DIR OUT_DIR [--no-cache] [--workers N]`.
 * Prints one JSON line: pages, pages reused from the cache, whether nothing had changed, phases and peak memory.
 */
import '../production';
import { lastBuildIfUpToDate } from '../../build/up-to-date';
import { cacheFor } from '../build-cache';

const [dataDir, outDir] = process.argv.slice(2) as [string, string];
const workersFlag = process.argv.indexOf('--workers');
const siteUrl = 'https://www.vitalis.example';
const cache = cacheFor(outDir);
let result = cache && (await lastBuildIfUpToDate({ cache, dataDir, outDir, siteUrl }));
if (!result) {
  const [{ build }, { default: site }] = await Promise.all([import('../../build/index'), import('../../templates/site')]);
  result = await build({ site, dataDir, outDir, siteUrl, renderWorkers: workersFlag > 0 ? Number(process.argv[workersFlag + 1]) : undefined, cache });
}
console.log(JSON.stringify({ pages: result.pages, reused: result.reused, upToDate: result.upToDate ?? false, timings: result.timings, peakMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
