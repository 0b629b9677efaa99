/** npm start: builds the site, then serves dist/ (and the API) on PORT, default 8080. */
import path from 'node:path';
import { build } from '../build/index';
import { createApp } from '../server/app';
import { listen } from '../server/listen';
import { createStaticSite } from '../server/static-site';
import { printSummary, reportBuildFailure } from './cli-output';

const port = Number(process.env.PORT ?? 8080);
const outDir = path.resolve('dist');

if (!process.argv.includes('--no-build')) {
  const started = performance.now();
  try {
    printSummary(await build({ dataDir: 'data', outDir, siteUrl: process.env.SITE_URL }), performance.now() - started);
  } catch (error) {
    reportBuildFailure(error);
    process.exit(1);
  }
}

const site = await createStaticSite(outDir);
await listen(createApp({ site }), port);
console.log(`Serving ${path.relative(process.cwd(), outDir)}/ at http://localhost:${port}/`);
