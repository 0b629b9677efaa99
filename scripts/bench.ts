/**
 * npm run bench: measures what the project promises about speed, so no timed test has to.
 * - cold build: `npm run build` as a fresh process, N runs (default 5), min and median wall time
 * - warm build: build() again in one process (what `npm run dev` does on a data change)
 * - static serving: pages per second answered by the server app for every built page
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../build/index';
import { createApp } from '../server/app';
import { createStaticSite } from '../server/static-site';

const runs = Number(process.argv[2] ?? 5);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-'));
const outDir = path.join(scratch, 'dist');
const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `min ${Math.round(sorted[0]!)} ms, median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms (${ms.length} runs)`;
};

try {
  const cold: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const run = spawnSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/build.ts')], { cwd: process.cwd(), env: { ...process.env, SITE_URL: 'https://www.vitalis.example' }, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    cold.push(performance.now() - start);
  }
  console.log(`cold build (new process, npm run build):  ${stats(cold)}`);

  const warm: number[] = [];
  let pages = 0;
  let phases = '';
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = await build({ dataDir: 'data', outDir, siteUrl: 'https://www.vitalis.example' });
    warm.push(performance.now() - start);
    pages = result.routes.length;
    phases = Object.entries(result.timings).map(([k, v]) => `${k} ${v}`).join(', ');
  }
  console.log(`warm build (same process, as npm run dev): ${stats(warm)} for ${pages} pages; last run's phases in ms: ${phases}`);

  const app = createApp({ site: await createStaticSite(outDir) });
  const result = await build({ dataDir: 'data', outDir, siteUrl: 'https://www.vitalis.example' });
  const paths = result.routes.filter((r) => r.status === 200).map((r) => r.path);
  const rounds = 200;
  const start = performance.now();
  for (let i = 0; i < rounds; i++) for (const p of paths) await (await app.request(`http://localhost${p}`)).arrayBuffer();
  const seconds = (performance.now() - start) / 1000;
  console.log(`static serving (in process, no socket):   ${Math.round((rounds * paths.length) / seconds)} pages/s over ${rounds * paths.length} requests`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
await (await import('./bench-api')).benchApi(); // contact submissions/s and p99, RSS during ten 10 MB uploads
