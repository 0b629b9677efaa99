/**
 * npm run bench -- --only posts: the example blog (examples/blog) with N generated posts, built as its
 * peers build the same posts: Hugo and Eleventy, each with one post layout and an index of 24 posts a
 * page. Every build is a fresh process. For each N: cold (--no-cache, over the last output, as the peers
 * write over theirs), one post edited (with the cache) and nothing changed. At the peer size, rounds
 * interleave ours with theirs so each ratio compares builds made at the same time.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuildRun, buildOnce, median, ms, phases, ratioLine, timedRun, timeLine } from './build-runs';
import { syntheticPosts, writeBlogPosts, writeEleventySite, writeHugoSite } from './synthetic-posts';

const SITE = path.resolve('examples/blog/site.ts');
const PEER_SIZE = 4000;

interface Blog {
  dataDir: string;
  /** Where cold builds go (no cache), and where cached ones go: a --no-cache build would unstamp the cached output. */
  coldOut: string;
  cachedOut: string;
  edits: number;
}

function blogWithPosts(root: string, count: number): Blog {
  const dataDir = path.join(root, 'data');
  mkdirSync(dataDir, { recursive: true });
  cpSync('examples/blog/data/site.yaml', path.join(dataDir, 'site.yaml'));
  writeBlogPosts(path.join(dataDir, 'posts'), syntheticPosts(count));
  return { dataDir, coldOut: path.join(root, 'cold', 'dist'), cachedOut: path.join(root, 'cached', 'dist'), edits: 0 };
}

const cold = (blog: Blog) => buildOnce({ site: SITE, dataDir: blog.dataDir, outDir: blog.coldOut, noCache: true });
const cached = (blog: Blog) => buildOnce({ site: SITE, dataDir: blog.dataDir, outDir: blog.cachedOut });
/** One more sentence at the end of one post, then a build with the cache. */
function edited(blog: Blog): BuildRun {
  appendFileSync(
    path.join(blog.dataDir, 'posts', 'bench-post-00001.md'),
    `\nOne more sentence, edit ${++blog.edits}.\n`,
  );
  return cached(blog);
}

export async function benchPosts(options: { sizes: number[]; rounds: number; eleventyBin: string }): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-posts-'));
  try {
    console.log(
      '\nThe example blog with generated posts (a title and three paragraphs each), a fresh process per build.',
    );
    console.log(
      'cold = --no-cache over the last output; edited = one post changed, with the cache; unchanged = nothing changed.',
    );
    console.log(
      ['posts', 'pages', 'cold', 'ms/1000', 'peak MB', 'edited', 'unchanged'].map((h) => h.padStart(10)).join(''),
      '   cold phases (ms)',
    );
    for (const count of options.sizes) {
      const blog = blogWithPosts(path.join(scratch, `posts-${count}`), count);
      const runs = count <= PEER_SIZE ? 3 : 1;
      cold(blog); // the first build creates every file; the measured ones write over them
      cached(blog);
      const colds = Array.from({ length: runs }, () => cold(blog));
      const edits = Array.from({ length: runs }, () => edited(blog));
      const unchanged = Array.from({ length: runs }, () => cached(blog));
      const coldMedian = colds.find((r) => r.wallMs === median(colds.map((c) => c.wallMs)))!;
      console.log(
        [
          String(count),
          String(coldMedian.pages),
          ms(coldMedian.wallMs),
          ms((coldMedian.wallMs / count) * 1000),
          String(Math.max(...colds.map((r) => r.peakMB))),
          ms(median(edits.map((r) => r.wallMs))),
          ms(median(unchanged.map((r) => r.wallMs))),
        ]
          .map((c) => c.padStart(10))
          .join(''),
        `   ${phases(coldMedian.timings)}`,
      );
    }
    await peers(scratch, options);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function peers(scratch: string, options: { rounds: number; eleventyBin: string }): Promise<void> {
  const posts = syntheticPosts(PEER_SIZE);
  const blog = blogWithPosts(path.join(scratch, 'peers'), PEER_SIZE);
  const hugoVersion = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  const hugo = hugoVersion.status === 0 ? path.join(scratch, 'hugo') : undefined;
  if (hugo) writeHugoSite(hugo, posts);
  const eleventy = existsSync(options.eleventyBin) ? path.join(scratch, 'eleventy') : undefined;
  if (eleventy) writeEleventySite(eleventy, posts);

  cold(blog);
  cached(blog);
  const rounds = Array.from({ length: options.rounds }, () => ({
    cold: cold(blog).wallMs,
    edited: edited(blog).wallMs,
    hugo: hugo ? timedRun('hugo', ['--quiet', '--destination', 'public'], { cwd: hugo }).wallMs : undefined,
    eleventy: eleventy
      ? timedRun(options.eleventyBin, ['--quiet', '--input=src', '--output=_site'], { cwd: eleventy }).wallMs
      : undefined,
  }));
  const ratios = (ours: 'cold' | 'edited', peer: 'hugo' | 'eleventy') =>
    ratioLine(rounds.map((r) => r[ours] / r[peer]!));
  console.log(
    `\nPeers on the same ${PEER_SIZE} posts, ${options.rounds} interleaved rounds (median, and the range over rounds):`,
  );
  console.log(
    `  ours: cold ${timeLine(rounds.map((r) => r.cold))}, one post edited ${timeLine(rounds.map((r) => r.edited))}`,
  );
  if (eleventy) {
    console.log(`  Eleventy 3.1.7: ${timeLine(rounds.map((r) => r.eleventy!))}`);
    console.log(`  cold / Eleventy cold: ${ratios('cold', 'eleventy')}   (target at most 0.6)`);
  } else
    console.log(
      `  Eleventy: not found at ${options.eleventyBin} (npm i @11ty/eleventy@3.1.7 in a folder outside the project; ELEVENTY_BIN names its bin)`,
    );
  if (hugo) {
    console.log(
      `  ${hugoVersion.stdout.split(' ')[0]} ${hugoVersion.stdout.split(' ')[1] ?? ''}: ${timeLine(rounds.map((r) => r.hugo!))}`,
    );
    console.log(`  cold / Hugo cold: ${ratios('cold', 'hugo')}   (target at most 2.0)`);
    console.log(`  one post edited / Hugo cold: ${ratios('edited', 'hugo')}   (target at most 0.35)`);
  } else console.log('  Hugo: not installed (apt-get install hugo)');
}
