/**
 * npm run build [-- --no-cache]: builds DIST_DIR (default dist/) from DATA_DIR (default data/) and prints
 * a one-screen report; content errors exit 1. Run compiled (scripts/compiled.mjs), it reuses what the
 * previous build made from the same inputs (build/cache.ts), and when nothing at all has changed it
 * says so and leaves dist/ as it is, before loading the generator; --no-cache builds everything.
 */
import './production';
import { distDirFrom } from '../server/config';
import { buildUnlessUpToDate } from './build-cache';
import { reportBuildFailure, printSummary } from './cli-output';

const started = performance.now();
try {
  const result = await buildUnlessUpToDate({
    dataDir: process.env.DATA_DIR || 'data',
    // The folder npm start and npm run dev serve (server/config.ts), so the three never disagree.
    outDir: distDirFrom(),
    siteUrl: process.env.SITE_URL,
    renderWorkers: process.env.RENDER_WORKERS ? Number(process.env.RENDER_WORKERS) : undefined,
  });
  printSummary(result, performance.now() - started);
} catch (error) {
  reportBuildFailure(error);
  process.exit(1);
}
