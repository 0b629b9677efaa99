/**
 * axe-core (WCAG 2.2 AA rules) over one page of every page kind, at phone and desktop widths, and on the
 * same visits no console error, uncaught exception or Content-Security-Policy violation. The page kinds
 * come from the build report, so a new kind is checked without touching this file.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { readReport } from '../../build/report';
import { axe } from './axe';
import { expect, stubThirdParties, test } from './fixtures';

/** The axe rules whose outcome can change with the viewport's width. */
const LAYOUT_RULES = ['target-size', 'scrollable-region-focusable', 'meta-viewport', 'meta-viewport-large'];

// The page kinds in two halves, so both workers scan at once; each half reuses one tab.
for (const width of [375, 1280])
  for (const half of [0, 1]) {
    test(`every page kind has no WCAG 2.2 AA violations, console errors or CSP violations at ${width} px (half ${half + 1} of 2)`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000); // about fifteen page kinds, each loaded and scanned
      const report = readReport(process.env.TEST_BUILD_DIR); // the report of the build the web server serves
      const all = Object.entries(report.kinds);
      expect(all.length).toBeGreaterThanOrEqual(6);
      const kinds = all.filter((_, i) => i % 2 === half);
      const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL });
      const page = await context.newPage();
      await stubThirdParties(page);
      const violations: string[] = [];
      const problems: string[] = [];
      // The not-found kind is fetched on purpose with a 404 status, which Chromium logs as a failed load.
      page.on(
        'console',
        (m) =>
          m.type() === 'error' && !m.text().includes('404 (Not Found)') && problems.push(`${page.url()}: ${m.text()}`),
      );
      page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      for (const [i, [kind, { sample }]] of kinds.entries()) {
        await page.goto(sample.endsWith('404.html') ? sample.replace(/404\.html$/, 'no-such-page/') : sample);
        // A page's markup is the same at every width; only its layout changes. At 1280 px every rule runs;
        // at 375 px the first page gets every rule but contrast (colours do not change with the width), which
        // covers the header and menu only phones show, and the others the rules that depend on layout.
        const scan =
          width === 1280
            ? axe(page)
            : i === 0
              ? axe(page).disableRules(['color-contrast'])
              : axe(page).withRules(LAYOUT_RULES);
        const result = await scan.analyze();
        for (const v of result.violations)
          violations.push(
            `${kind} (${sample}): ${v.id} ${v.help} — ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          );
        // By the end of the scan (a second or more) the page has loaded what it loads at first.
        const csp = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
        for (const v of csp) problems.push(`${sample}: CSP blocked ${v}`);
      }
      await context.close();
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

test('with the menus and a tooltip open, there are still no violations', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 900 }, baseURL });
  const page = await context.newPage();
  await page.goto('/services/local-seo/');
  const isOpen = (popover: Locator) => popover.evaluate((el) => el.matches(':popover-open'));

  // axe checks what is on screen: each scan runs only once the menu, then the tooltip, is really open.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.locator('#site-menu');
  await expect(sheet.getByRole('heading', { name: 'Menu' })).toBeVisible();
  expect(await isOpen(sheet)).toBe(true);
  const sheetScan = await axe(page).analyze();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  const trigger = page.locator('[data-tier="small"] [data-feature] button[popovertarget]').first();
  const tooltip = page.locator(`#${await trigger.getAttribute('popovertarget')}`);
  await trigger.click();
  await expect(tooltip).toBeVisible();
  expect(await isOpen(tooltip)).toBe(true);
  const tooltipScan = await axe(page).analyze();
  await context.close();
  expect([...sheetScan.violations, ...tooltipScan.violations].map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the gate fails on a page with an image without alt text', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(readFileSync('tests/fixtures/gates/broken-page.html', 'utf8'));
  const result = await axe(page).analyze();
  await context.close();
  expect(result.violations.map((v) => v.id)).toContain('image-alt');
});
