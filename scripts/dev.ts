/**
 * npm run dev: builds, serves on PORT (default 8080) and rebuilds when data/ changes. It runs under
 * `tsx watch`, which restarts it when a template, style or build module changes.
 */
import { watch } from 'node:fs';
import { build } from '../build/index';
import { loadConfig } from '../server/config';
import { startServer } from '../server/index';
import { printSummary, reportBuildFailure } from './cli-output';
import siteConfig from '../templates/site';

const config = loadConfig();
const outDir = config.distDir;

async function rebuild(): Promise<void> {
  const started = performance.now();
  try {
    printSummary(await build({ site: siteConfig, dataDir: 'data', outDir, siteUrl: process.env.SITE_URL }), performance.now() - started);
  } catch (error) {
    // A broken edit keeps the last good site on screen; the error says where to look.
    reportBuildFailure(error);
  }
}

await rebuild();
const { site } = await startServer(config);
console.log(`Dev server at http://localhost:${config.port}/ — watching data/ (templates restart the server)`);

let timer: NodeJS.Timeout | undefined;
let running = Promise.resolve();
watch('data', { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    running = running.then(async () => {
      await rebuild();
      await site.reload();
    });
  }, 80);
});
