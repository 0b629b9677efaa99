/**
 * npm run bench: measures what the project promises about speed, so no timed test has to.
 *   npm run bench [-- --only machine|posts|site|speed-code|serve|dev|search|api|soak --sizes 1000,4000,16000 --rounds 5]
 *   npm run bench -- --only soak [--minutes 10]
 * - machine: what a second core gives a build here, which the ratios below depend on (scripts/bench/machine.ts)
 * - posts: the example blog with generated posts, beside Hugo and Eleventy on the same posts where
 *   installed (ELEVENTY_BIN, default ~/.cache/vitalis-bench/eleventy) (scripts/bench/posts.ts)
 * - site: the agency site cold, after a price edit and unchanged (scripts/bench/site.ts)
 * - speed-code: each piece of speed code against the plain code it replaced, on both sites (scripts/bench/speed-code.ts)
 * - serve: pages per second answered by the static server for every built page
 * - dev: npm run dev, from saving a price to the reloaded browser tab (scripts/bench/dev.ts)
 * - search: the site search in Chromium with mobile CPU throttling, per keystroke (scripts/bench/search.ts)
 * - api: contact submissions per second and their p99, memory during ten 10 MB uploads, the outbox's drains (scripts/bench-api.ts)
 * - soak, never in the default run (10 minutes, or --minutes): the form server at 300 submissions/s through a mail
 *   outage, a SIGKILL and hostile uploads; exits 1 unless every acknowledged one is stored and delivered once
 *   (scripts/bench/soak.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import './production';
import { build } from '../build/index';
import { createApp } from '../server/app';
import { createStaticSite } from '../server/static-site';
import { benchMachine } from './bench/machine';
import { benchPosts } from './bench/posts';
import { benchSite } from './bench/site';
import { benchSpeedCode } from './bench/speed-code';
import siteConfig from '../templates/site';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,4000,16000' },
    rounds: { type: 'string', default: '5' },
    only: { type: 'string' },
    minutes: { type: 'string', default: '10' },
  },
});
const eleventyBin =
  process.env.ELEVENTY_BIN ?? path.join(os.homedir(), '.cache/vitalis-bench/eleventy/node_modules/.bin/eleventy');

const SECTIONS = ['machine', 'posts', 'site', 'speed-code', 'serve', 'dev', 'search', 'api', 'soak'];
if (values.only && !SECTIONS.includes(values.only)) {
  console.error(`--only takes one of ${SECTIONS.join(', ')}, not '${values.only}'.`);
  process.exit(2);
}
const minutes = Number(values.minutes);
if (!(minutes > 0)) {
  console.error(`--minutes takes a number of minutes above 0 (the soak's length), not '${values.minutes}'.`);
  process.exit(2);
}
const rounds = Number(values.rounds);
if (!values.only || values.only === 'machine') await benchMachine({ rounds: Math.min(rounds, 3) });
if (!values.only || values.only === 'posts')
  await benchPosts({ sizes: values.sizes.split(',').map(Number), rounds, eleventyBin });
if (!values.only || values.only === 'site') await benchSite({ rounds });
if (!values.only || values.only === 'speed-code') await benchSpeedCode({ rounds });

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
if (!values.only || values.only === 'search') await (await import('./bench/search')).benchSearch({ rounds });
if (!values.only || values.only === 'api') await (await import('./bench-api')).benchApi();
// Not in the default run: it takes minutes.
if (values.only === 'soak' && !(await (await import('./bench/soak')).benchSoak({ minutes }))) process.exitCode = 1;
