/**
 * npm run lighthouse: builds and serves the site (as npm start does), then runs Lighthouse's mobile
 * preset in Debian's Chromium over one page of each page kind and prints the four category scores.
 * A report, not a test. Targets: Performance >= 99, Accessibility 100, Best Practices 100, SEO 100
 * (not-found pages are noindex by design, so their SEO score is expected to be lower).
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from '../build/index';
import { readReport } from '../build/report';
import { createApp } from '../server/app';
import { listen } from '../server/listen';
import { createStaticSite } from '../server/static-site';
import { CHROMIUM_FLAGS } from '../tests/browser';
import { ensureChromium } from './ensure-chromium';
import siteConfig from '../templates/site';

const port = Number(process.env.PORT ?? 4180);
const outDir = path.resolve('dist');
const chromePath = ensureChromium();

await build({ site: siteConfig, outDir, siteUrl: process.env.SITE_URL });
const server = await listen(createApp({ site: await createStaticSite(outDir) }), port);
const report = readReport(outDir);

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const rows: string[] = [
  `${'page kind'.padEnd(16)}${'path'.padEnd(30)}${['Perf', 'A11y', 'BP', 'SEO'].map((h) => h.padStart(6)).join('')}`,
];
try {
  for (const [kind, { sample }] of Object.entries(report.kinds)) {
    const target = sample.endsWith('404.html') ? sample.replace(/404\.html$/, 'no-such-page/') : sample;
    const result = await lighthouse(`http://localhost:${port}${target}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    const lhr = result?.lhr;
    if (lhr?.runtimeError) {
      rows.push(
        `${kind.padEnd(16)}${target.padEnd(30)}  not scored: ${lhr.runtimeError.code} (Lighthouse does not score pages answered with an error status)`,
      );
      continue;
    }
    const scores = categories.map((c) => String(Math.round((lhr?.categories[c]?.score ?? 0) * 100)).padStart(6));
    rows.push(`${kind.padEnd(16)}${target.padEnd(30)}${scores.join('')}`);
    const failing = Object.values(lhr?.audits ?? {}).filter(
      (a) =>
        a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    );
    if (failing.length) rows.push(`${''.padEnd(16)}below 90: ${failing.map((a) => a.id).join(', ')}`);
  }
} finally {
  chrome.kill();
  await server.close();
}
console.log(rows.join('\n'));
