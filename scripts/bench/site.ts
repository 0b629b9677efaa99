/**
 * npm run bench -- --only site: the agency site, each build a fresh process as npm run build starts it,
 * in interleaved rounds of: npm run dev to its first page on a clean checkout and restarted, a fresh
 * clone's first build (compiling the build first, into a new output folder), cold without the social
 * cards (--no-cards), cold with every card made (--no-cache, over the last output), one price edited
 * (with the cache; the price shows on about ten pages) and nothing changed. With Hugo installed, each
 * round also times Hugo building the 4,000 generated posts of the posts section from nothing, and every
 * row is given against it too, so a slow day moves neither side alone.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { runDev } from './dev-door';
import { type BuildRun, buildOnce, median, ms, phases, ratioLine, timedRun, timeLine } from './build-runs';
import { syntheticPosts, writeHugoSite } from './synthetic-posts';

const SITE = path.resolve('templates/site.ts');
const PRICE_FILE = 'pricing/local-seo.yaml';

export async function benchSite(options: { rounds: number }): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-site-'));
  try {
    const dataDir = path.join(scratch, 'data');
    cpSync('data', dataDir, { recursive: true });
    const coldOut = path.join(scratch, 'cold', 'dist');
    const cachedOut = path.join(scratch, 'cached', 'dist');
    const build = (outDir: string, noCache = false) => buildOnce({ site: SITE, dataDir, outDir, noCache });
    const bareOut = path.join(scratch, 'bare', 'dist');
    const bare = () => buildOnce({ site: SITE, dataDir, outDir: bareOut, noCards: true });

    const hugoSite = spawnSync('hugo', ['version']).status === 0 ? path.join(scratch, 'hugo') : undefined;
    if (hugoSite) writeHugoSite(hugoSite, syntheticPosts(4000));
    const hugo = () =>
      hugoSite ? timedRun('hugo', ['--quiet', '--destination', 'public'], { cwd: hugoSite }).wallMs : Number.NaN;

    console.log('\nThe agency site, a fresh process per build:');
    // A fresh clone's first build: the build compiled into a new code folder, then cold into a new output
    // folder. Each round's folders are new and stay until the end: removing the last round's output just
    // before the timed writes slows them, which no fresh clone pays.
    const freshClone = (round: number) => {
      const codeDir = `.build/code-bench-${process.pid}`;
      const freshOut = path.join(scratch, `fresh-${round}`, 'dist');
      process.env.BUILD_CODE_DIR = codeDir;
      try {
        return build(freshOut, true).wallMs;
      } finally {
        delete process.env.BUILD_CODE_DIR;
        rmSync(codeDir, { recursive: true, force: true });
      }
    };
    build(coldOut, true);
    build(cachedOut);
    const priceFile = path.join(dataDir, PRICE_FILE);
    const original = readFileSync(priceFile, 'utf8');
    let price = 1250;
    bare();
    // npm run dev on a clean checkout (new folders each round) and restarted (over a run that finished).
    const devFolders = (name: string) => ({
      dataDir,
      outDir: path.join(scratch, name, 'dist'),
      buildDir: path.join(scratch, name, '.build'),
      varDir: path.join(scratch, name, 'var'),
      port: 8300 + (process.pid % 500),
    });
    const restart = devFolders('dev-restart');
    await runDev(restart, { complete: true });
    const rounds: (Record<'bare' | 'cold' | 'edited' | 'unchanged', BuildRun> &
      Record<'first' | 'devClean' | 'devRestart' | 'hugo', number>)[] = [];
    for (let round = 0; round < options.rounds; round++) {
      // A clean checkout compiles dev's code too; its folders are new, as the fresh clone's are.
      const clean = { ...devFolders(`dev-clean-${round}`), codeDir: `.build/code-bench-dev-${process.pid}` };
      rmSync(clean.codeDir, { recursive: true, force: true });
      const devClean = await runDev(clean);
      rmSync(clean.codeDir, { recursive: true, force: true });
      const devRestart = await runDev(restart);
      const first = freshClone(round);
      const bareRun = bare();
      const coldRun = build(coldOut, true);
      writeFileSync(
        priceFile,
        original.replace('monthly: "$1,250"', `monthly: "$${(++price).toLocaleString('en-US')}"`),
      );
      const edited = build(cachedOut);
      const unchanged = build(cachedOut);
      rounds.push({ first, bare: bareRun, cold: coldRun, edited, unchanged, devClean, devRestart, hugo: hugo() });
    }
    const wall = (kind: 'bare' | 'cold' | 'edited' | 'unchanged') => rounds.map((r) => r[kind].wallMs);
    const bareMedian = rounds.find((r) => r.bare.wallMs === median(wall('bare')))!.bare;
    const coldMedian = rounds.find((r) => r.cold.wallMs === median(wall('cold')))!.cold;
    const editedMedian = rounds.find((r) => r.edited.wallMs === median(wall('edited')))!.edited;
    console.log(`  ${options.rounds} interleaved rounds (median, and the range):`);
    console.log(
      `  first build of a fresh clone (compiling the build, then cold into a new folder): ${timeLine(rounds.map((r) => r.first))}`,
    );
    console.log(
      `  cold without cards (--no-cards): ${timeLine(wall('bare'))} for ${bareMedian.pages} pages, peak ${Math.max(...rounds.map((r) => r.bare.peakMB))} MB   (target at most 800 ms, under 250 MB)`,
    );
    console.log(`    phases ${phases(bareMedian.timings)}`);
    const cardCost = median(rounds.map((r) => r.cold.wallMs - r.bare.wallMs));
    const cards = readdirSync(path.join(coldOut, 'cards')).length;
    console.log(
      `  cold with the cards (--no-cache; drawn cards from the store): ${timeLine(wall('cold'))}, peak ${Math.max(...rounds.map((r) => r.cold.peakMB))} MB; ${cards} cards add ${ms(cardCost)}, ${(cardCost / cards).toFixed(1)} ms a card   (targets: at most 1.5 s more, 10 ms a card)`,
    );
    console.log(`    phases ${phases(coldMedian.timings)}`);
    console.log(
      `  one price edited: ${timeLine(wall('edited'))}, ${editedMedian.pages - editedMedian.reused} pages rendered   (target at most 400 ms)`,
    );
    console.log(`    phases ${phases(editedMedian.timings)}`);
    console.log(`  nothing changed: ${timeLine(wall('unchanged'))}   (target at most 300 ms)`);
    const dev = (kind: 'devClean' | 'devRestart') => rounds.map((r) => r[kind]);
    console.log(`  npm run dev to the first page, a clean checkout: ${timeLine(dev('devClean'))}`);
    console.log(`  npm run dev restarted, to the first page: ${timeLine(dev('devRestart'))}`);
    if (hugoSite) {
      const against = (kind: 'bare' | 'cold' | 'edited') => ratioLine(rounds.map((r) => r[kind].wallMs / r.hugo));
      console.log(`  Hugo, the 4,000 generated posts from nothing: ${timeLine(rounds.map((r) => r.hugo))}`);
      console.log(
        `  first build of a fresh clone / Hugo-4000: ${ratioLine(rounds.map((r) => r.first / r.hugo))}   (target at most 2.0)`,
      );
      console.log(`  cold with cards / Hugo-4000: ${against('cold')}   (target at most 2.5)`);
      console.log(`  cold without cards / Hugo-4000: ${against('bare')}   (target at most 1.5)`);
      console.log(`  one price edited / Hugo-4000: ${against('edited')}   (target at most 0.35)`);
      const devAgainst = (kind: 'devClean' | 'devRestart') => ratioLine(rounds.map((r) => r[kind] / r.hugo));
      console.log(
        `  npm run dev, clean checkout, to the first page / Hugo-4000: ${devAgainst('devClean')}   (target at most 1.0)`,
      );
      console.log(
        `  npm run dev restarted, to the first page / Hugo-4000: ${devAgainst('devRestart')}   (target at most 1.0)`,
      );
    } else console.log('  Hugo: not installed (apt-get install hugo), so no row against Hugo-4000');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
