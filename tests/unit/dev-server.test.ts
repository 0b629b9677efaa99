/**
 * npm run dev as an editor uses it, in a real Chromium tab (issue 14): a saved price is on the page
 * without touching the browser, and only the pages that show it are rendered again; a broken file
 * shows an overlay naming file:line:column over the last good page, and fixing it brings the page
 * back; a template edit re-renders that template's pages only. The dev server runs in its own process
 * on a copy of the project, so the tests can edit its files freely.
 */
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevProject, startDevProject } from '../../scripts/bench/dev-project';
import { chromiumLaunchOptions } from '../browser';

const PORT = 4414;
let dev: DevProject;
let browser: Browser;
let tab: Page;

const page = async (route: string) => (await fetch(`${dev.base}${route}`)).text();
const mtime = (file: string) => statSync(path.join(dev.root, 'dist', file)).mtimeMs;
const mainText = async () => (await tab.locator('main').textContent()) ?? '';
/** The report line of the first rebuild logged after `from`. */
async function nextRebuild(from: number): Promise<string> {
  let line = '';
  await dev.eventually(() => {
    line = /Rebuilt .*|A problem.*|\d+ problems.*/.exec(dev.log().slice(from))?.[0] ?? '';
    return line !== '';
  }, 'a rebuild');
  return line;
}

beforeAll(async () => {
  dev = await startDevProject(process.cwd(), PORT);
  browser = await chromium.launch(chromiumLaunchOptions());
  tab = await browser.newPage();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe('npm run dev', () => {
  it('serves a saved price in the open tab, re-rendering only the pages that show it', async () => {
    await tab.goto(`${dev.base}/services/local-seo/`);
    expect(await mainText()).toContain('$1,250');
    const cityPage = 'locations/texas/austin/index.html';
    const cityBefore = mtime(cityPage);
    const from = dev.log().length;

    dev.edit('data/pricing/local-seo.yaml', 'monthly: "$1,250"', 'monthly: "$1,275"');

    // The tab reloads by itself.
    await dev.eventually(async () => (await mainText()).includes('$1,275'), 'the tab to show the new price');
    const rebuilt = await nextRebuild(from);
    const pages = Number(/Rebuilt (\d+) page/.exec(rebuilt)?.[1]);
    expect(pages, rebuilt).toBeGreaterThan(0);
    expect(pages, rebuilt).toBeLessThan(30);
    expect(mtime(cityPage)).toBe(cityBefore);
    expect(await page('/services/')).toContain('$1,275');
  }, 120_000);

  it('shows a broken file as an overlay with file:line:column over the last good page, and the page again once fixed', async () => {
    await tab.goto(`${dev.base}/services/local-seo/`);
    dev.edit('data/pricing/local-seo.yaml', 'monthly: "$2,495"', 'monthly: 2495');

    const overlay = tab.locator('#dev-overlay');
    await dev.eventually(() => overlay.isVisible(), 'the overlay in the tab');
    expect(await overlay.textContent()).toContain(
      'data/pricing/local-seo.yaml:8:14 tiers.growing.monthly: expected text, got a number (2495)',
    );
    // A page loaded now is the last good one, with the overlay on it.
    const served = await page('/services/local-seo/');
    expect(served).toContain('id="dev-overlay"');
    expect(served).toContain('$2,495');

    dev.edit('data/pricing/local-seo.yaml', 'monthly: 2495', 'monthly: "$2,595"');
    await dev.eventually(async () => (await mainText()).includes('$2,595'), 'the fixed page in the tab');
    expect(await overlay.count()).toBe(0);
    expect(await page('/services/local-seo/')).not.toContain('id="dev-overlay"');
  }, 120_000);

  it('sees a file saved by renaming a new copy over it, and the next save in place after that', async () => {
    // How the content editor and some editors save: Node's recursive watch loses such a file.
    const file = path.join(dev.root, 'data/pricing/local-seo.yaml');
    const copy = path.join(dev.root, 'data/pricing/.local-seo.yaml.saving');
    writeFileSync(copy, readFileSync(file, 'utf8').replace('monthly: "$4,250"', 'monthly: "$4,300"'));
    renameSync(copy, file);
    await dev.eventually(async () => (await page('/services/local-seo/')).includes('$4,300'), 'the renamed save');
    dev.edit('data/pricing/local-seo.yaml', 'monthly: "$4,300"', 'monthly: "$4,350"');
    await dev.eventually(async () => (await page('/services/local-seo/')).includes('$4,350'), 'the next save');
  }, 120_000);

  it("re-renders a template's own pages when it is edited, and no others", async () => {
    const from = dev.log().length;
    const servicesBefore = mtime('services/local-seo/index.html');
    dev.edit('templates/pages/legal.tsx', 'Last updated <time', 'Updated on <time');
    await dev.eventually(
      async () => (await page('/privacy/')).includes('Updated on <time'),
      'the edited template on /privacy/',
    );
    // The three legal pages (privacy, terms, accessibility).
    expect(await nextRebuild(from)).toMatch(/^Rebuilt 3 pages/);
    expect(await page('/terms/')).toContain('Updated on <time');
    expect(mtime('services/local-seo/index.html')).toBe(servicesBefore);
  }, 120_000);

  it('shows a template that throws as one problem naming the template, the page and the line, and the page again once fixed', async () => {
    await tab.goto(`${dev.base}/terms/`);
    const from = dev.log().length;
    // The page's own lookup (its head has one too): the page cannot find its entry.
    const lookup = 'bySlug(useSite().content.legal, slug)!';
    const broken = "bySlug(useSite().content.legal, slug === 'terms' ? 'no-such-page' : slug)!";
    dev.edit('templates/pages/legal.tsx', lookup, broken);

    const overlay = tab.locator('#dev-overlay');
    await dev.eventually(() => overlay.isVisible(), 'the overlay in the tab');
    const text = (await overlay.textContent()) ?? '';
    expect(text).toContain('This edit has a problem;');
    expect(text).toContain(
      "templates/pages/legal.tsx failed to make the page /terms/:\nTypeError: Cannot read properties of undefined (reading 'title')",
    );
    expect(text).toMatch(/templates\/pages\/legal\.tsx:\d+:\d+ \(template\)/);
    expect(await nextRebuild(from)).toBe('A problem (the browser shows the last good pages):');

    dev.edit('templates/pages/legal.tsx', broken, lookup);
    await dev.eventually(async () => (await overlay.count()) === 0, 'the overlay to go once fixed');
    expect(await page('/terms/')).not.toContain('id="dev-overlay"');
  }, 120_000);
});
