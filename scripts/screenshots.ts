/**
 * Full-page screenshots of pages at phone and desktop widths, for looking at what was built:
 *   npm run screenshots [-- base-url [path ...]]
 * Writes screenshots/<path>-<width>.png (and -partNN pieces with SEGMENTS=1). Needs a running server (npm start).
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser';

const [base = 'http://localhost:8080', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/services/', '/services/local-seo/', '/about/', '/terms/', '/nope/'];
const answers = await fetch(base).then(
  () => true,
  () => false,
);
if (!answers) {
  console.error(
    `No server answers at ${base}. Start one first (npm start), or name where it runs: npm run screenshots -- http://localhost:4000 [/path/ ...]\n`,
  );
  process.exit(1);
}
await mkdir('screenshots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`console error on ${page.url()}: ${m.text()}`));
  for (const target of targets) {
    await page.goto(new URL(target, base).href, { waitUntil: 'networkidle' });
    const name = target.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    if (process.env.SEGMENTS) {
      // Long pages are easier to look at in viewport-sized pieces.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const step = width < 600 ? 1400 : 1100;
      for (let y = 0, i = 1; y < height; y += step, i++) {
        await page.screenshot({
          path: `screenshots/${name}-${width}-part${String(i).padStart(2, '0')}.png`,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(step, height - y) },
        });
      }
    }
  }
  await context.close();
}
await browser.close();
console.log(`screenshots of ${targets.length} pages written to screenshots/`);
