/**
 * One build in a fresh process, for the bench, run as npm run build runs (compiled):
 * `node scripts/compiled.mjs scripts/bench/build-once.ts DATA_DIR OUT_DIR [--no-cache] [--workers N]`.
 * Prints one JSON line: pages, pages reused from the cache, whether nothing had changed, phases and peak memory.
 * A failed build prints what npm run build prints (a content error's file:line:column, not a stack).
 */
import '../production';
import { buildUnlessUpToDate } from '../build-cache';
import { reportBuildFailure } from '../cli-output';

const [dataDir, outDir] = process.argv.slice(2) as [string, string];
const workersFlag = process.argv.indexOf('--workers');
try {
  const result = await buildUnlessUpToDate({
    dataDir,
    outDir,
    siteUrl: 'https://www.vitalis.example',
    renderWorkers: workersFlag > 0 ? Number(process.argv[workersFlag + 1]) : undefined,
  });
  console.log(
    JSON.stringify({
      pages: result.pages,
      reused: result.reused,
      upToDate: result.upToDate ?? false,
      timings: result.timings,
      peakMB: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
} catch (error) {
  reportBuildFailure(error);
  process.exit(1);
}
