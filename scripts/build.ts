/** npm run build: builds DIST_DIR (default dist/) from DATA_DIR (default data/) and prints a one-screen report; content errors exit 1. */
import './production';
import { build } from '../build/index';
import { distDirFrom } from '../server/config';
import { reportBuildFailure, printSummary } from './cli-output';
import siteConfig from '../templates/site';

const started = performance.now();
try {
  // The folder npm start and npm run dev serve (server/config.ts), so the three never disagree.
  const result = await build({ site: siteConfig, dataDir: process.env.DATA_DIR || 'data', outDir: distDirFrom(), siteUrl: process.env.SITE_URL, renderWorkers: process.env.RENDER_WORKERS ? Number(process.env.RENDER_WORKERS) : undefined });
  printSummary(result, performance.now() - started);
} catch (error) {
  reportBuildFailure(error);
  process.exit(1);
}
