/**
 * One build in a fresh process, for the bench, run as npm run build runs (compiled):
 * `node scripts/compiled.mjs scripts/bench/build-once.ts DATA_DIR OUT_DIR [--no-cache] [--workers N]`.
 * Prints one JSON line: pages, pages reused from the cache, phases and peak memory.
 */
import '../production';
import { build } from '../../build/index';
import { cacheFor } from '../build-cache';
import siteConfig from '../../templates/site';

const [dataDir, outDir] = process.argv.slice(2);
const workersFlag = process.argv.indexOf('--workers');
const result = await build({
  site: siteConfig,
  dataDir: dataDir!,
  outDir: outDir!,
  siteUrl: 'https://www.vitalis.example',
  renderWorkers: workersFlag > 0 ? Number(process.argv[workersFlag + 1]) : undefined,
  cache: cacheFor(outDir!),
});
console.log(JSON.stringify({ pages: result.routes.length, reused: result.reused, timings: result.timings, peakMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
