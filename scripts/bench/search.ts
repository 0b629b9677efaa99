/**
 * npm run bench -- --only search: the site search as a visitor on a mid-range phone meets it. The
 * agency site is built and served as `npm start` serves it; Chromium runs with Lighthouse's mobile CPU
 * throttling (4x); each round opens the search on a fresh page and types queries a letter at a time.
 * Reported: what the first search transfers, the time from opening to the first results, and each
 * later keystroke's time to its results laid out. Target: under 50 ms a keystroke.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serve } from '@hono/node-server';
import { chromiumLaunchOptions } from '../../tests/browser';
import { build } from '../../build/index';
import { createApp } from '../../server/app';
import { createStaticSite } from '../../server/static-site';
import siteConfig from '../../templates/site';

const QUERIES = ['scottsdale', 'morpheus', 'botox', 'new york', 'aveli', 'dental implants', 'slidell'];

export async function benchSearch({ rounds = 5, port = Number(process.env.PORT ?? 4415) } = {}): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-search-'));
  const outDir = path.join(scratch, 'dist');
  await build({ site: siteConfig, outDir, siteUrl: 'https://www.vitalis.example' });
  const app = createApp({ site: await createStaticSite(outDir) });
  const server = serve({ fetch: app.fetch, port });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const keystrokes: number[] = [];
  const opens: number[] = [];
  let transfer = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`http://localhost:${port}/services/`);
      let bytes = 0;
      await cdp.send('Network.enable');
      cdp.on('Network.loadingFinished', (event) => {
        bytes += event.encodedDataLength;
      });
      const opened = performance.now();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Search the site' }).click();
      const box = page.getByRole('combobox', { name: 'Search the site' });
      await box.fill('a');
      await page.getByRole('option').first().waitFor();
      opens.push(performance.now() - opened);
      transfer = bytes;
      // Each keystroke timed in the page: from the input event to the results laid out.
      const times = await page.evaluate(async (queries) => {
        const input = document.querySelector<HTMLInputElement>('dialog input')!;
        const status = document.querySelector('dialog [role="status"]')!;
        const list = document.querySelector('dialog ul')!;
        const out: number[] = [];
        for (const query of queries) {
          for (let i = 1; i <= query.length; i++) {
            const changed = new Promise<void>((resolve) => {
              const observer = new MutationObserver(() => {
                observer.disconnect();
                resolve();
              });
              observer.observe(status, { childList: true, characterData: true, subtree: true });
            });
            // A status that reads the same is not rewritten: clear it first.
            status.textContent = '';
            input.value = query.slice(0, i);
            const start = performance.now();
            input.dispatchEvent(new Event('input'));
            await changed;
            list.getBoundingClientRect();
            out.push(performance.now() - start);
          }
        }
        return out;
      }, QUERIES);
      keystrokes.push(...times);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  const sorted = keystrokes.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  console.log(`\nsite search, Chromium with 4x CPU throttling (Lighthouse's mobile), ${rounds} rounds:`);
  console.log(
    `  first search transfers ${(transfer / 1024).toFixed(1)} KB (script and index, compressed; target at most 40 KB)`,
  );
  console.log(
    `  open to first results: median ${Math.round(opens.toSorted((a, b) => a - b)[Math.floor(opens.length / 2)]!)} ms`,
  );
  console.log(
    `  a keystroke to its results laid out: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms over ${sorted.length} keystrokes (target under 50 ms)`,
  );
}
