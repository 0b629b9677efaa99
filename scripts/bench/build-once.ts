/**
 * One build in a fresh process, for the bench: `tsx scripts/bench/build-once.ts DATA_DIR OUT_DIR [--workers N]`.
 * Prints one JSON line: pages, wall time since the process started, phases and peak memory.
 */
import '../production';
import { build } from '../../build/index';
import siteConfig from '../../templates/site';

const [dataDir, outDir] = process.argv.slice(2);
const workersFlag = process.argv.indexOf('--workers');
const result = await build({
    site: siteConfig,
  dataDir: dataDir!,
  outDir: outDir!,
  siteUrl: 'https://www.vitalis.example',
  renderWorkers: workersFlag > 0 ? Number(process.argv[workersFlag + 1]) : undefined,
});
console.log(JSON.stringify({ pages: result.routes.length, wallMs: Math.round(performance.now()), timings: result.timings, peakMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
