/**
 * npm run bench: measures what the project promises about speed, so no timed test has to.
 *   npm run bench [-- --sizes 1000,2000,4000,8000 --runs 3 --only build|serve|dev|api]
 * - build: synthetic posts at growing counts through the real pipeline, Hugo and Eleventy on the same
 *   posts where installed (ELEVENTY_BIN, default ~/.cache/vitalis-bench/eleventy), the real site cold and warm
 * - serve: pages per second answered by the static server for every built page
 * - dev: npm run dev, from saving a price to the reloaded browser tab (scripts/bench/dev.ts)
 * - api: contact submissions per second and their p99, memory during ten 10 MB uploads, the outbox's drains (scripts/bench-api.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import './production';
import { build } from '../build/index';
import { createApp } from '../server/app';
import { createStaticSite } from '../server/static-site';
import { benchSiteBuilds } from './bench/site-builds';
import siteConfig from '../templates/site';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,2000,4000,8000' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const eleventyBin =
  process.env.ELEVENTY_BIN ?? path.join(os.homedir(), '.cache/vitalis-bench/eleventy/node_modules/.bin/eleventy');

if (!values.only || values.only === 'build') {
  await benchSiteBuilds({ sizes: values.sizes.split(',').map(Number), runs: Number(values.runs), eleventyBin });
}

if (!values.only || values.only === 'serve') {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-serve-'));
  try {
    const outDir = path.join(scratch, 'dist');
    const result = await build({ site: siteConfig, outDir, siteUrl: 'https://www.vitalis.example' });
    const app = createApp({ site: await createStaticSite(outDir) });
    const paths = result.routes.filter((r) => r.status === 200).map((r) => r.path);
    const rounds = 10;
    const start = performance.now();
    for (let i = 0; i < rounds; i++)
      for (const p of paths) await (await app.request(`http://localhost${p}`)).arrayBuffer();
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `\nstatic serving (in process, no socket): ${Math.round((rounds * paths.length) / seconds)} pages/s over ${rounds * paths.length} requests`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
if (!values.only || values.only === 'dev') await (await import('./bench/dev')).benchDev();
if (!values.only || values.only === 'api') await (await import('./bench-api')).benchApi();
