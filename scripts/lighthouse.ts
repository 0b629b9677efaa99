/**
 * npm run lighthouse [-- /path/ ...]: builds and serves the site (as npm start does), then runs
 * Lighthouse's mobile preset in Debian's Chromium over one page of each page kind (or the paths given)
 * and prints the four category scores.
 * A report, not a test. Targets: Performance >= 99, Accessibility 100, Best Practices 100, SEO 100
 * (not-found pages are noindex by design, so their SEO score is expected to be lower).
 */
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from '../build/index';
import { readReport, reportFile } from '../build/report';
import { createApp } from '../server/app';
import { listen } from '../server/listen';
import { createStaticSite } from '../server/static-site';
import { CHROMIUM_FLAGS } from '../tests/browser';
import { ensureChromium } from './ensure-chromium';
import siteConfig from '../templates/site';

const port = Number(process.env.PORT ?? 4180);
const outDir = path.resolve('dist');
const chromePath = ensureChromium('browser');

await build({ site: siteConfig, outDir, siteUrl: process.env.SITE_URL, report: reportFile() });
const server = await listen(createApp({ site: await createStaticSite(outDir) }), port);
const report = readReport();

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const rows: string[] = [
  `${'page kind'.padEnd(16)}${'path'.padEnd(30)}${['Perf', 'A11y', 'BP', 'SEO'].map((h) => h.padStart(6)).join('')}`,
];
/** Lighthouse's result for a page; a run that failed on its own (no navigation start in its trace) is tried once more. */
async function audit(target: string) {
  const run = () =>
    lighthouse(`http://localhost:${port}${target}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    }).then((result) => result?.lhr);
  const first = await run();
  return first?.runtimeError && first.runtimeError.code !== 'ERRORED_DOCUMENT_REQUEST' ? run() : first;
}

// One page of each kind, or the paths given: npm run lighthouse -- /contact/ /blog/
const given = process.argv.slice(2);
const targets = given.length
  ? given.map((target) => ['(given)', target] as const)
  : Object.entries(report.kinds).map(
      ([kind, { sample }]) =>
        [kind, sample.endsWith('404.html') ? sample.replace(/404\.html$/, 'no-such-page/') : sample] as const,
    );
try {
  for (const [kind, target] of targets) {
    const lhr = await audit(target);
    if (lhr?.runtimeError) {
      const why =
        lhr.runtimeError.code === 'ERRORED_DOCUMENT_REQUEST'
          ? 'Lighthouse does not score a page answered with an error status'
          : lhr.runtimeError.message;
      rows.push(`${kind.padEnd(16)}${target.padEnd(30)}  not scored: ${lhr.runtimeError.code} (${why})`);
      continue;
    }
    const scores = categories.map((c) => String(Math.round((lhr?.categories[c]?.score ?? 0) * 100)).padStart(6));
    rows.push(`${kind.padEnd(16)}${target.padEnd(30)}${scores.join('')}`);
    const failing = Object.values(lhr?.audits ?? {}).filter(
      (a) =>
        a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    );
    if (failing.length) rows.push(`${''.padEnd(16)}below 90: ${failing.map((a) => a.id).join(', ')}`);
    // A third-party file the page loads (the player's, the bot check's) cannot be fetched from a machine
    // without the internet; the console error that leaves costs Best Practices here, not where it is served.
    const unreached = new Set(
      ((lhr?.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] })?.items ?? [])
        .filter((request) => request.statusCode === -1 && /^https?:/.test(request.url))
        .map((request) => new URL(request.url).host),
    );
    if (unreached.size) rows.push(`${''.padEnd(16)}not reached from this machine: ${[...unreached].join(', ')}`);
  }
} finally {
  chrome.kill();
  await server.close();
}
console.log(rows.join('\n'));
