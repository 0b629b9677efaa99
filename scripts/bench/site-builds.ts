/**
 * Build-speed measurements, each build in a fresh process started as npm run build starts it (compiled,
 * scripts/compiled.mjs), so every time includes start-up:
 * - synthetic posts at growing counts through the real pipeline and post layout, cold (--no-cache) and
 *   warm (the cache of the previous build: nothing changed, then one post edited);
 * - the same posts built by Hugo and Eleventy where they are installed, in rounds with this generator's
 *   cold build and the site alone, so the ratios compare builds made at the same time (with their range over
 *   the rounds, and each build's CPU time, which tells a slow machine from slower code, and page faults,
 *   with what one costs on this machine now: in some virtual machines tens of times more than usual);
 * - the real site: a fresh clone's first build (compiling included), cold, warm, and warm after an edit.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compiledArgs } from '../build-command';
import { syntheticPosts, writeEleventySite, writeHugoSite, writeSitePosts } from './synthetic-posts';

/** Rounds of the peer comparison, whatever --runs says. */
const MIN_PEER_ROUNDS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The median of CPU times or page faults, or undefined when one is unknown (off Linux). */
const knownMedian = (xs: (number | undefined)[]) =>
  xs.every((x) => x !== undefined) ? median(xs as number[]) : undefined;
const ms = (x: number) => `${Math.round(x)} ms`;

/** What a process used (childrenUsage); undefined off Linux. */
interface Usage {
  /** CPU time, user and system, of the process and of the children it waited for. */
  cpuMs?: number;
  /** Its page faults, the first touches of a memory page (minor faults, and major ones, which read from disk). */
  faults?: number;
}

interface Run extends Usage {
  wallMs: number;
  pages: number;
  reused: number;
  upToDate: boolean;
  timings: Record<string, number>;
  peakMB: number;
}

/** Fields of proc(5)'s /proc/self/stat by their number there (from 1); undefined where there is no /proc (off Linux). */
function procStat(): ((field: number) => number) | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The fields after the command's name (which may hold spaces) start at the third, the state.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (field) => Number(fields[field - 3]);
}

/**
 * What the child processes this one has waited for (and theirs) used so far: CPU time from cutime and
 * cstime (clock ticks of 10 ms), page faults from cminflt and cmajflt.
 */
function childrenUsage(): Required<Usage> | undefined {
  const field = procStat();
  return field && { cpuMs: (field(16) + field(17)) * 10, faults: field(11) + field(13) };
}

/** Runs a command to its end: its wall time, measured from here, and what it used (childrenUsage). */
function timedRun(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv },
): { run: SpawnSyncReturns<string>; wallMs: number } & Usage {
  const before = childrenUsage();
  const start = performance.now();
  const run = spawnSync(command, args, { ...options, encoding: 'utf8' });
  const wallMs = performance.now() - start;
  const after = childrenUsage();
  return {
    run,
    wallMs,
    ...(before && after ? { cpuMs: after.cpuMs - before.cpuMs, faults: after.faults - before.faults } : {}),
  };
}

/**
 * What a page fault costs on this machine, in microseconds: 256 MB of fresh memory touched once. Under a
 * fraction of a microsecond on most machines; in some virtual machines tens of times that (this project's:
 * 15-19 us for every 4 kB page, run after run, while a 2 MB huge page costs about as much as one), and a
 * build that touches more memory loses more than its CPU time shows. Undefined off Linux.
 */
function pageFaultMicros(): number | undefined {
  const faultsBefore = procStat()?.(10);
  const start = performance.now();
  Buffer.alloc(256 << 20).fill(1); // a fresh mapping: every 4 kB page is touched for the first time
  const elapsed = performance.now() - start;
  const faults = faultsBefore === undefined ? 0 : procStat()!(10) - faultsBefore;
  return faults > 0 ? (elapsed * 1000) / faults : undefined;
}

/** One build in a fresh process; wall time measured from here, so it includes start-up. */
function buildOnce(dataDir: string, outDir: string, flags: string[] = [], env: Record<string, string> = {}): Run {
  const { run, ...usage } = timedRun(process.execPath, compiledArgs('scripts/build.ts', flags), {
    env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: outDir, BUILD_JSON: '1', ...env },
  });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stderr}`);
  const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Omit<Run, 'wallMs' | keyof Usage>;
  return { ...report, ...usage };
}

/** The median run of `runs` builds. */
function medianOf(runs: number, once: () => Run): Run {
  const all = Array.from({ length: runs }, once);
  const wall = median(all.map((r) => r.wallMs));
  return all.find((r) => r.wallMs === wall)!;
}

function timed(command: string, args: string[], cwd: string): { wallMs: number } & Usage {
  const { run, ...usage } = timedRun(command, args, { cwd });
  if (run.status !== 0) throw new Error(`${command} failed:\n${run.stderr}`);
  return usage;
}

/** A copy of data/ whose blog holds `count` synthetic posts instead of the real ones. */
function projectWithPosts(root: string, count: number): string {
  const dataDir = path.join(root, 'data');
  cpSync('data', dataDir, { recursive: true });
  rmSync(path.join(dataDir, 'blog'), { recursive: true, force: true });
  writeSitePosts(path.join(dataDir, 'blog'), syntheticPosts(count));
  return dataDir;
}

/** An edit an editor might make: one more sentence at the end of a Markdown file or a YAML comment. */
function edit(file: string, round: number) {
  appendFileSync(file, file.endsWith('.md') ? `\nOne more sentence, edit ${round}.\n` : `\n# edit ${round}\n`);
}

const phases = (t: Record<string, number>) =>
  Object.entries(t)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

export async function benchSiteBuilds(options: { sizes: number[]; runs: number; eleventyBin: string }) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-build-'));
  try {
    const siteAlone = medianOf(options.runs, () =>
      buildOnce(path.resolve('data'), path.join(scratch, 'site-alone', 'dist'), ['--no-cache']),
    );
    const otherPages = siteAlone.pages - readdirSync('data/blog').length;
    console.log('\nSynthetic posts (title + three paragraphs each) through the real pipeline and post layout, built');
    console.log(
      `with the other ${otherPages} pages of the site (alone, cold: ${ms(siteAlone.wallMs)}), each build in a fresh process.`,
    );
    console.log(
      'cold = --no-cache, every page rendered and written (over the files of the site before, as Hugo and Eleventy write over',
    );
    console.log(
      'theirs); warm = nothing changed since the build before (it stops at once); edited = with the cache, after one post changed.',
    );
    console.log("CPU = user and system time of the build's process (and the children it waited for), on all cores.");
    console.log(
      'posts'.padStart(6),
      'pages'.padStart(6),
      'cold'.padStart(9),
      'CPU'.padStart(9),
      'pages/s'.padStart(8),
      'peak MB'.padStart(8),
      'warm'.padStart(9),
      'edited'.padStart(9),
      '  cold phases (ms; they overlap)',
    );
    const byCount = new Map<number, { cold: Run; warm: Run; edited: Run }>();
    for (const count of options.sizes) {
      const root = path.join(scratch, `posts-${count}`);
      const dataDir = projectWithPosts(root, count);
      const outDir = path.join(root, 'dist');
      const runs = count <= 4000 ? options.runs : 1;
      // Unmeasured: the site a build replaces is the output folder of the build after (build/emit/output-folder.ts),
      // as Hugo and Eleventy write over their output folder; a first build in a new place creates every file.
      buildOnce(dataDir, outDir, ['--no-cache']);
      const cold = medianOf(runs, () => buildOnce(dataDir, outDir, ['--no-cache']));
      buildOnce(dataDir, outDir); // fills the cache
      const warm = medianOf(runs, () => buildOnce(dataDir, outDir));
      let round = 0;
      const edited = medianOf(runs, () => {
        edit(path.join(dataDir, 'blog', 'bench-post-00001.md'), ++round);
        return buildOnce(dataDir, outDir);
      });
      byCount.set(count, { cold, warm, edited });
      console.log(
        String(count).padStart(6),
        String(cold.pages).padStart(6),
        ms(cold.wallMs).padStart(9),
        (cold.cpuMs === undefined ? '-' : ms(cold.cpuMs)).padStart(9),
        String(Math.round((cold.pages / cold.wallMs) * 1000)).padStart(8),
        String(cold.peakMB).padStart(8),
        ms(warm.wallMs).padStart(9),
        ms(edited.wallMs).padStart(9),
        ` ${phases(cold.timings)}`,
      );
    }

    // The peers, this generator's cold build and the site alone, in rounds: the machine's speed drifts
    // over a run, and ratios of times taken minutes apart measured the drift as much as the builds.
    const peerCount = options.sizes.includes(4000) ? 4000 : options.sizes[0]!;
    const posts = syntheticPosts(peerCount);
    const peerData = path.join(scratch, `posts-${peerCount}`, 'data');
    const peerOut = path.join(scratch, `posts-${peerCount}`, 'dist');
    const hugo = spawnSync('hugo', ['version'], { encoding: 'utf8' });
    const hugoRoot = path.join(scratch, 'hugo');
    if (hugo.status === 0) writeHugoSite(hugoRoot, posts);
    const eleventyRoot = path.join(scratch, 'eleventy');
    const eleventy = existsSync(options.eleventyBin);
    if (eleventy) writeEleventySite(eleventyRoot, posts);
    // At least five rounds: three gave medians a slow minute of the machine could still sway.
    const peerRounds = Math.max(options.runs, MIN_PEER_ROUNDS);
    const rounds = Array.from({ length: peerRounds }, () => {
      const ourRun = buildOnce(peerData, peerOut, ['--no-cache']);
      const cold = ourRun.wallMs;
      const alone = buildOnce(path.resolve('data'), path.join(scratch, 'site-alone', 'dist'), ['--no-cache']).wallMs;
      return {
        cold,
        coldCpu: ourRun.cpuMs,
        coldFaults: ourRun.faults,
        share: cold - alone,
        hugo: hugo.status === 0 ? timed('hugo', ['--quiet', '--destination', 'public'], hugoRoot) : undefined,
        eleventy: eleventy
          ? timed(options.eleventyBin, ['--quiet', '--input=src', '--output=_site'], eleventyRoot)
          : undefined,
      };
    });
    const peerCold = median(rounds.map((r) => r.cold));
    const share = median(rounds.map((r) => r.share));
    const ours = byCount.get(peerCount)!;
    /** A peer's median wall time, CPU time and page faults, and the spread of ours/peer over the rounds (each round's cold build against the peer's). */
    const peer = (times: (({ wallMs: number } & Usage) | undefined)[]) => {
      const ratios = rounds.map((r, i) => r.cold / times[i]!.wallMs);
      return {
        wall: median(times.map((t) => t!.wallMs)),
        cpu: knownMedian(times.map((t) => t!.cpuMs)),
        faults: knownMedian(times.map((t) => t!.faults)),
        spread: `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`,
      };
    };
    const ourCpu = knownMedian(rounds.map((r) => r.coldCpu));
    const ourFaults = knownMedian(rounds.map((r) => r.coldFaults));
    const cpuText = (cpu: number | undefined, wall: number, faults: number | undefined) =>
      (cpu === undefined ? '' : `, CPU ${ms(cpu)} (${(cpu / wall).toFixed(1)} cores busy on average)`) +
      (faults === undefined ? '' : `, ${faults.toLocaleString('en-US')} page faults`);
    const faultCost = pageFaultMicros();
    console.log(
      `\nPeers on the same ${peerCount} posts, in ${peerRounds} rounds of: this generator cold, the site alone cold, Hugo, Eleventy (medians):`,
    );
    if (faultCost !== undefined)
      console.log(
        `  a page fault costs ${faultCost.toFixed(2)} µs on this machine now (256 MB touched once); a build's faults cost it that much each, in system time`,
      );
    console.log(
      `  this generator, cold: ${ms(peerCold)} with the rest of the site${cpuText(ourCpu, peerCold, ourFaults)}; the posts' own share (each round's cold build minus its site alone): ${ms(share)}`,
    );
    console.log(
      `  this generator, warm: ${ms(ours.warm.wallMs)}; after editing one post: ${ms(ours.edited.wallMs)} (from the table above)`,
    );
    if (hugo.status === 0) {
      const t = peer(rounds.map((r) => r.hugo));
      console.log(
        `  Hugo ${hugo.stdout.split(' ')[1] ?? ''}: ${ms(t.wall)}${cpuText(t.cpu, t.wall, t.faults)}; ours/Hugo: cold ${(peerCold / t.wall).toFixed(2)} (rounds ${t.spread}), posts' share ${(share / t.wall).toFixed(2)}, warm ${(ours.warm.wallMs / t.wall).toFixed(2)}, edited ${(ours.edited.wallMs / t.wall).toFixed(2)}`,
      );
    } else console.log('  Hugo: not installed (apt-get install hugo), skipped');
    if (eleventy) {
      const t = peer(rounds.map((r) => r.eleventy));
      const cpuRatio = t.cpu && ourCpu !== undefined ? `, CPU ${(ourCpu / t.cpu).toFixed(2)}` : '';
      console.log(
        `  Eleventy 3.1.7: ${ms(t.wall)}${cpuText(t.cpu, t.wall, t.faults)}; ours/Eleventy: cold ${(peerCold / t.wall).toFixed(2)} (rounds ${t.spread})${cpuRatio}, posts' share ${(share / t.wall).toFixed(2)}, warm ${(ours.warm.wallMs / t.wall).toFixed(2)}`,
      );
    } else
      console.log(
        `  Eleventy: not found at ${options.eleventyBin} (npm i @11ty/eleventy@3.1.7 in a folder outside the project; ELEVENTY_BIN names its bin), skipped`,
      );

    console.log('\nThe real site (fresh process each, start-up included):');
    const realOut = path.join(scratch, 'real', 'dist');
    // A fresh clone has no compiled code yet either: compile into a folder of its own, then build.
    const codeDir = `.build/code-bench-${process.pid}`;
    try {
      const first = buildOnce(path.resolve('data'), realOut, ['--no-cache'], { BUILD_CODE_DIR: codeDir });
      console.log(`  first build of a fresh clone (compiling the build, then cold): ${ms(first.wallMs)}`);
    } finally {
      rmSync(codeDir, { recursive: true, force: true });
    }
    const cold = medianOf(options.runs, () => buildOnce(path.resolve('data'), realOut, ['--no-cache']));
    console.log(
      `  cold (--no-cache): ${ms(cold.wallMs)} for ${cold.pages} pages, peak ${cold.peakMB} MB; phases ${phases(cold.timings)}`,
    );
    buildOnce(path.resolve('data'), realOut);
    const warm = medianOf(options.runs, () => buildOnce(path.resolve('data'), realOut));
    console.log(
      `  warm, nothing changed: ${ms(warm.wallMs)}${warm.upToDate ? ' (stopped at once: dist/ is as the last build left it)' : `, ${warm.reused} pages from the cache`}, peak ${warm.peakMB} MB`,
    );
    const relinked = medianOf(options.runs, () => {
      rmSync(realOut, { recursive: true, force: true });
      return buildOnce(path.resolve('data'), realOut);
    });
    console.log(
      `  warm, dist/ deleted: ${ms(relinked.wallMs)}, ${relinked.reused} pages from the cache, peak ${relinked.peakMB} MB; phases ${phases(relinked.timings)}`,
    );
    const editedData = path.join(scratch, 'real', 'data');
    cpSync('data', editedData, { recursive: true });
    buildOnce(editedData, realOut);
    let round = 0;
    const edited = medianOf(options.runs, () => {
      edit(path.join(editedData, 'blog', readdirSync(path.join(editedData, 'blog')).sort()[0]!), ++round);
      return buildOnce(editedData, realOut);
    });
    console.log(
      `  warm after editing a blog post: ${ms(edited.wallMs)}, ${edited.reused} pages from the cache; phases ${phases(edited.timings)}`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
