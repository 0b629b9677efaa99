/**
 * npm run build [-- --no-cache]: builds DIST_DIR (default dist/) from DATA_DIR (default data/) and prints
 * a one-screen report; content errors exit 1. Run compiled (scripts/compiled.mjs), it reuses what the
 * previous build made from the same inputs (build/cache.ts), and when nothing at all has changed it
 * says so and leaves dist/ as it is, before loading the generator; --no-cache builds everything.
 */
import './production';
import { lastBuildIfUpToDate } from '../build/up-to-date';
import { distDirFrom } from '../server/config';
import { cacheFor } from './build-cache';
import { reportBuildFailure, printSummary } from './cli-output';

const started = performance.now();
try {
  // The folder npm start and npm run dev serve (server/config.ts), so the three never disagree.
  const outDir = distDirFrom();
  const dataDir = process.env.DATA_DIR || 'data';
  const siteUrl = process.env.SITE_URL;
  const cache = cacheFor(outDir);
  let result = cache && (await lastBuildIfUpToDate({ cache, dataDir, outDir, siteUrl }));
  if (!result) {
    const [{ build }, { default: site }] = await Promise.all([import('../build/index'), import('../templates/site')]);
    result = await build({ site, dataDir, outDir, siteUrl, renderWorkers: process.env.RENDER_WORKERS ? Number(process.env.RENDER_WORKERS) : undefined, cache });
  }
  printSummary(result, performance.now() - started);
} catch (error) {
  reportBuildFailure(error);
  process.exit(1);
}
