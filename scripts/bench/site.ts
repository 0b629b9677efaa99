/**
 * npm run bench -- --only site: the agency site, each build a fresh process as npm run build starts it,
 * in interleaved rounds of: cold without the social cards (--no-cards), cold with every card made
 * (--no-cache, over the last output), one price edited (with the cache; the price shows on about ten
 * pages) and nothing changed. Also a fresh clone's first build, which
 * compiles the build first.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOnce, median, ms, phases, timeLine } from './build-runs';

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

    console.log('\nThe agency site, a fresh process per build:');
    const codeDir = `.build/code-bench-${process.pid}`;
    process.env.BUILD_CODE_DIR = codeDir;
    try {
      console.log(
        `  first build of a fresh clone (compiling the build, then cold): ${ms(build(coldOut, true).wallMs)}`,
      );
    } finally {
      delete process.env.BUILD_CODE_DIR;
      rmSync(codeDir, { recursive: true, force: true });
    }
    build(coldOut, true);
    build(cachedOut);
    const priceFile = path.join(dataDir, PRICE_FILE);
    const original = readFileSync(priceFile, 'utf8');
    let price = 1250;
    bare();
    const rounds = Array.from({ length: options.rounds }, () => {
      const bareRun = bare();
      const coldRun = build(coldOut, true);
      writeFileSync(
        priceFile,
        original.replace('monthly: "$1,250"', `monthly: "$${(++price).toLocaleString('en-US')}"`),
      );
      const edited = build(cachedOut);
      const unchanged = build(cachedOut);
      return { bare: bareRun, cold: coldRun, edited, unchanged };
    });
    const wall = (kind: 'bare' | 'cold' | 'edited' | 'unchanged') => rounds.map((r) => r[kind].wallMs);
    const bareMedian = rounds.find((r) => r.bare.wallMs === median(wall('bare')))!.bare;
    const coldMedian = rounds.find((r) => r.cold.wallMs === median(wall('cold')))!.cold;
    const editedMedian = rounds.find((r) => r.edited.wallMs === median(wall('edited')))!.edited;
    console.log(`  ${options.rounds} interleaved rounds (median, and the range):`);
    console.log(
      `  cold without cards (--no-cards): ${timeLine(wall('bare'))} for ${bareMedian.pages} pages, peak ${Math.max(...rounds.map((r) => r.bare.peakMB))} MB   (target at most 800 ms, under 250 MB)`,
    );
    console.log(`    phases ${phases(bareMedian.timings)}`);
    const cardCost = median(rounds.map((r) => r.cold.wallMs - r.bare.wallMs));
    const cards = readdirSync(path.join(coldOut, 'cards')).length;
    console.log(
      `  cold with every card made (--no-cache): ${timeLine(wall('cold'))}, peak ${Math.max(...rounds.map((r) => r.cold.peakMB))} MB; ${cards} cards add ${ms(cardCost)}, ${(cardCost / cards).toFixed(1)} ms a card   (targets: at most 1.5 s more, 10 ms a card)`,
    );
    console.log(`    phases ${phases(coldMedian.timings)}`);
    console.log(
      `  one price edited: ${timeLine(wall('edited'))}, ${editedMedian.pages - editedMedian.reused} pages rendered   (target at most 400 ms)`,
    );
    console.log(`    phases ${phases(editedMedian.timings)}`);
    console.log(`  nothing changed: ${timeLine(wall('unchanged'))}   (target at most 300 ms)`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
