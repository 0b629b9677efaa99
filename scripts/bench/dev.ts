/**
 * npm run bench -- --only dev: the editor's loop timed as an editor lives it. npm run dev runs on a
 * copy of the whole site; a Chromium tab shows a service page; each round saves a new price for one
 * service and times from the save to the tab showing it. Target: p90 under 200 ms.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/browser';
import { startDevProject } from './dev-project';

const PRICE_FILE = 'data/pricing/local-seo.yaml';
const PAGE = '/services/local-seo/';

export async function benchDev({ rounds = 15, port = Number(process.env.PORT ?? 4414) } = {}): Promise<void> {
  // As an editor runs it: with the social cards.
  const dev = await startDevProject(path.resolve(import.meta.dirname, '../..'), port, { cards: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const tab = await browser.newPage();
    await tab.goto(`${dev.base}${PAGE}`);
    /** The tab's text, or '' while it is reloading (its document is being replaced). */
    const shown = () => tab.evaluate(() => document.querySelector('main')?.textContent ?? '').catch(() => '');
    const saveToReload: number[] = [];
    const rebuild: number[] = [];
    let price = '$1,250';
    for (let round = 1; round <= rounds + 1; round++) {
      const next = `$${(1250 + round).toLocaleString('en-US')}`;
      const from = dev.log().length;
      const saved = performance.now();
      dev.edit(PRICE_FILE, `monthly: "${price}"`, `monthly: "${next}"`);
      await dev.eventually(async () => (await shown()).includes(next), `the tab to show ${next}`);
      const ms = performance.now() - saved;
      price = next;
      // The first round warms up (JIT, the template modules' first tracked render of these pages).
      if (round === 1) continue;
      saveToReload.push(ms);
      const logged = /Rebuilt (\d+) pages? in (\d+) ms/.exec(dev.log().slice(from));
      if (logged) rebuild.push(Number(logged[2]));
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (process.env.BENCH_VERBOSE) console.log(dev.log().slice(from).trim());
    }
    const pages = /Rebuilt (\d+) pages?/.exec(
      dev
        .log()
        .split('\n')
        .reverse()
        .find((l) => l.startsWith('Rebuilt')) ?? '',
    )?.[1];
    console.log(
      `\nnpm run dev, save to the tab showing it, one service's price (${PRICE_FILE}: ${pages} pages re-rendered of the whole site), ${rounds} rounds:`,
    );
    console.log(
      `  save to the page shown: median ${median(saveToReload)} ms, p90 ${percentile(saveToReload, 0.9)} ms, best ${Math.round(Math.min(...saveToReload))} ms (target: p90 under 200 ms)`,
    );
    console.log(
      `  of which the rebuild: median ${median(rebuild)} ms (load, check, render and write the affected pages)`,
    );
  } finally {
    await browser.close();
    await dev.stop();
  }
}

const median = (values: number[]) => percentile(values, 0.5);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN);
}
