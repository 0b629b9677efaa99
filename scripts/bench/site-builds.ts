/**
 * Build-speed measurements: synthetic posts at growing counts through the real pipeline, the same posts
 * built by Hugo and Eleventy where they are installed, and the real site cold and warm.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../build/index';
import { syntheticPosts, writeEleventySite, writeHugoSite, writeSitePosts } from './synthetic-posts';
import siteConfig from '../../templates/site';

const tsx = path.resolve('node_modules/.bin/tsx');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${Math.round(x)} ms`;

interface Run {
  wallMs: number;
  pages: number;
  timings: Record<string, number>;
  peakMB: number;
}

/** One cold build in a fresh process; wall time measured from here, so it includes start-up. */
function coldBuild(dataDir: string, outDir: string): Run {
  const start = performance.now();
  const run = spawnSync(tsx, [path.resolve('scripts/bench/build-once.ts'), dataDir, outDir], { encoding: 'utf8' });
  const wallMs = performance.now() - start;
  if (run.status !== 0) throw new Error(`build failed:\n${run.stderr}`);
  const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Run;
  return { ...report, wallMs };
}

function timed(command: string, args: string[], cwd: string): number {
  const start = performance.now();
  const run = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command} failed:\n${run.stderr}`);
  return performance.now() - start;
}

/** A copy of data/ whose blog holds `count` synthetic posts instead of the real ones. */
function projectWithPosts(root: string, count: number): string {
  const dataDir = path.join(root, 'data');
  cpSync('data', dataDir, { recursive: true });
  rmSync(path.join(dataDir, 'blog'), { recursive: true, force: true });
  writeSitePosts(path.join(dataDir, 'blog'), syntheticPosts(count));
  return dataDir;
}

const phases = (t: Record<string, number>) =>
  Object.entries(t)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

export async function benchSiteBuilds(options: { sizes: number[]; runs: number; eleventyBin: string }) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-build-'));
  try {
    const real = coldBuild(path.resolve('data'), path.join(scratch, 'real-dist'));
    const sitePages = real.pages;
    console.log('\nSynthetic posts (title + three paragraphs each) through the real pipeline and post layout,');
    console.log(`built with the rest of the site (${sitePages - 6} other pages), cold, in a fresh process:`);
    console.log('posts'.padStart(6), 'pages'.padStart(6), 'wall'.padStart(9), 'pages/s'.padStart(8), 'peak MB'.padStart(8), '  phases (ms; they overlap)');
    const byCount = new Map<number, number>();
    for (const count of options.sizes) {
      const root = path.join(scratch, `posts-${count}`);
      const dataDir = projectWithPosts(root, count);
      const runs = Array.from({ length: count <= 4000 ? options.runs : 1 }, () => coldBuild(dataDir, path.join(root, 'dist')));
      const run = runs.find((r) => r.wallMs === median(runs.map((x) => x.wallMs)))!;
      byCount.set(count, run.wallMs);
      console.log(String(count).padStart(6), String(run.pages).padStart(6), ms(run.wallMs).padStart(9), String(Math.round((run.pages / run.wallMs) * 1000)).padStart(8), String(run.peakMB).padStart(8), ` ${phases(run.timings)}`);
    }

    const peerCount = options.sizes.includes(4000) ? 4000 : options.sizes[0]!;
    const posts = syntheticPosts(peerCount);
    const ours = byCount.get(peerCount)!;
    console.log(`\nPeers on the same ${peerCount} posts (cold, median of ${options.runs}):`);
    console.log(`  this generator: ${ms(ours)} (its posts plus the ${sitePages - 6} other pages of the site)`);
    const hugo = spawnSync('hugo', ['version'], { encoding: 'utf8' });
    if (hugo.status === 0) {
      const root = path.join(scratch, 'hugo');
      writeHugoSite(root, posts);
      const t = median(Array.from({ length: options.runs }, () => timed('hugo', ['--quiet', '--destination', 'public'], root)));
      console.log(`  Hugo ${hugo.stdout.split(' ')[1] ?? ''}: ${ms(t)}; ratio ours/Hugo = ${(ours / t).toFixed(2)}`);
    } else console.log('  Hugo: not installed (apt-get install hugo), skipped');
    if (existsSync(options.eleventyBin)) {
      const root = path.join(scratch, 'eleventy');
      writeEleventySite(root, posts);
      const t = median(Array.from({ length: options.runs }, () => timed(options.eleventyBin, ['--quiet', '--input=src', '--output=_site'], root)));
      console.log(`  Eleventy 3.1.7: ${ms(t)}; ratio ours/Eleventy = ${(ours / t).toFixed(2)}`);
    } else console.log(`  Eleventy: not found at ${options.eleventyBin} (npm i @11ty/eleventy@3.1.7 in a folder outside the project; ELEVENTY_BIN names its bin), skipped`);

    console.log('\nThe real site:');
    const cold = Array.from({ length: options.runs }, () => coldBuild(path.resolve('data'), path.join(scratch, 'cold-dist')));
    const c = cold.find((r) => r.wallMs === median(cold.map((x) => x.wallMs)))!;
    console.log(`  cold (fresh process, incl. start-up): ${ms(c.wallMs)} for ${c.pages} pages, peak ${c.peakMB} MB; phases ${phases(c.timings)}`);
    const warmDir = path.join(scratch, 'warm-dist');
    mkdirSync(warmDir, { recursive: true });
    await build({ site: siteConfig, dataDir: 'data', outDir: warmDir, siteUrl: 'https://www.vitalis.example' });
    const warm: number[] = [];
    let last: Record<string, number> = {};
    for (let i = 0; i < options.runs; i++) {
      const start = performance.now();
      last = (await build({ site: siteConfig, dataDir: 'data', outDir: warmDir, siteUrl: 'https://www.vitalis.example' })).timings;
      warm.push(performance.now() - start);
    }
    console.log(`  warm (same process, as npm run dev): ${ms(median(warm))}; phases ${phases(last)}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
