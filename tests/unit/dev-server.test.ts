/**
 * npm run dev as an editor uses it, in a real Chromium tab: a saved price is on the page
 * without touching the browser, and only the pages that show it are rendered again; a broken file
 * shows an overlay naming file:line:column over the last good page, and fixing it brings the page
 * back; a template edit re-renders that template's pages only. And its content editor at /admin/ as a
 * marketer uses it: a price changed and published is in data/pricing/local-seo.yaml (that
 * one line, nothing else) and on /services/local-seo/; a city added to Arizona has its page; an e-mail
 * field given 'not-an-email' is refused before anything is saved; a save the build would refuse is
 * refused with its file:line:column message; of two editors who opened the same entry, the second's
 * save from the older text is refused and the first's change kept; a problem the dev server finds
 * shows over the editor.
 * The dev server runs in its own process on a copy of the project (one for both: it is the costly
 * part), so the tests can edit its files freely.
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
const read = (file: string) => readFileSync(path.join(dev.root, file), 'utf8');
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

const PRICES = 'data/pricing/local-seo.yaml';
/** Sets a tier's monthly price in the Local SEO file, whatever an earlier test left there. */
function setMonthly(tier: 'small' | 'growing' | 'powerful', price: string) {
  const current = new RegExp(`${tier}:\\n {4}monthly: "[^"]*"`).exec(read(PRICES))![0];
  dev.edit(PRICES, current, `${tier}:\n    monthly: "${price}"`);
}

/**
 * Opens an entry in the editor (signed in to the local backend), once its field showing `shown` is
 * there. Within the editor it follows a link, as a person does: the entry is read from the server
 * again, and Decap's 5 MB are not loaded and compiled again.
 */
async function open(entry: string, shown: string, page = tab) {
  const url = `${dev.base}/admin/#/collections/${entry}`;
  if (page.url().startsWith(`${dev.base}/admin/`)) {
    await page.evaluate(() => {
      location.hash = '#/';
    });
    await page.getByText('Pages and settings').first().waitFor();
    await page.evaluate((hash) => {
      location.hash = hash;
    }, new URL(url).hash);
  } else await page.goto(url);
  await page.locator(`input[value="${shown}"]`).first().waitFor();
}

async function publish(page = tab) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
}

beforeAll(async () => {
  dev = await startDevProject(process.cwd(), PORT);
  browser = await chromium.launch(chromiumLaunchOptions());
  tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Leaving an entry of the editor with changes asks first; the tests leave without saving on purpose.
  tab.on('dialog', (dialog) => void dialog.accept());
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe('npm run dev', () => {
  it('serves a saved price in the open tab, re-rendering only the pages that show it', async () => {
    await tab.goto(`${dev.base}/services/local-seo/`);
    expect(await mainText()).toContain('$1,250');
    await tab.evaluate(() => Object.assign(window, { openedBefore: true }));
    const cityPage = 'locations/texas/austin/index.html';
    const cityBefore = mtime(cityPage);
    const from = await dev.quiet();

    dev.edit('data/pricing/local-seo.yaml', 'monthly: "$1,250"', 'monthly: "$1,275"');

    // The tab updates by itself, in place: the same document, the new markup.
    await dev.eventually(async () => (await mainText()).includes('$1,275'), 'the tab to show the new price');
    expect(await tab.evaluate(() => 'openedBefore' in window)).toBe(true);
    const rebuilt = await nextRebuild(from);
    const pages = Number(/Rebuilt (\d+) page/.exec(rebuilt)?.[1]);
    expect(pages, rebuilt).toBeGreaterThan(0);
    expect(pages, rebuilt).toBeLessThan(30);
    expect(mtime(cityPage)).toBe(cityBefore);
    expect(await page('/services/')).toContain('$1,275');
  }, 120_000);

  it('reloads a page whose islands are running, rather than change their markup under them', async () => {
    await tab.goto(`${dev.base}/services/local-seo/`);
    // The header's search is an island that runs once a visitor opens it.
    await tab.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await tab.getByRole('dialog', { name: 'Search the site' }).waitFor();
    await tab.evaluate(() => Object.assign(window, { openedBefore: true }));
    setMonthly('small', '$1,290');
    await dev.eventually(async () => (await mainText()).includes('$1,290'), 'the tab to show the new price');
    expect(await tab.evaluate(() => 'openedBefore' in window)).toBe(false);
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

  it('sees a second save of a file made right after the first (the watcher folds them into one event)', async () => {
    setMonthly('powerful', '$4,360');
    await new Promise((resolve) => setTimeout(resolve, 15));
    setMonthly('powerful', '$4,370');
    await dev.eventually(async () => (await page('/services/local-seo/')).includes('$4,370'), 'the second save');
  }, 120_000);

  it("re-renders a template's own pages when it is edited, and no others", async () => {
    const from = await dev.quiet();
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
    const from = await dev.quiet();
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

describe('the content editor at /admin/', () => {
  beforeAll(async () => {
    await tab.goto(`${dev.base}/admin/`);
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.getByText('Pages and settings').first().waitFor();
  }, 60_000);

  it("saves the Growing tier's monthly price of Local SEO to its file, on one line, and the page shows it", async () => {
    const before = read('data/pricing/local-seo.yaml');
    // The price the tests above left.
    const growing = /growing:\n {4}monthly: "([^"]+)"/.exec(before)![1]!;
    await open('pricing/entries/local-seo', growing);
    await tab.locator(`input[value="${growing}"]`).fill('$2,795');
    await publish();

    await dev.eventually(() => read('data/pricing/local-seo.yaml') !== before, 'the file to be saved');
    expect(read('data/pricing/local-seo.yaml')).toBe(before.replace(`monthly: "${growing}"`, 'monthly: "$2,795"'));
    await dev.eventually(
      async () => (await page('/services/local-seo/')).includes('$2,795'),
      'the page to show the new price',
    );
    // The editor's preview is the site's own page.
    expect(await tab.getByRole('link', { name: /View Live/ }).getAttribute('href')).toBe(
      `${dev.base}/services/local-seo/`,
    );
  }, 120_000);

  it('adds a city to Arizona, whose page then answers', async () => {
    expect((await fetch(`${dev.base}/locations/arizona/payson/`)).status).toBe(404);
    await open('locations/entries/arizona', 'Arizona');
    await tab.getByRole('button', { name: 'Add city' }).click();
    await tab.getByLabel('Name', { exact: true }).last().fill('Payson');
    await tab.getByLabel('Slug', { exact: true }).last().fill('payson');
    await tab.getByLabel('County', { exact: true }).last().fill('Gila County');
    await tab
      .getByLabel('About', { exact: true })
      .last()
      .fill(
        'Payson sits below the Mogollon Rim at roughly five thousand feet, a ninety-minute drive up State Route 87 from the Phoenix area, and much of its life follows that drive. Retirees make up a large share of year-round residents, and many Valley households keep cabins in and around town for summer, when the air is cooler than in the desert. Visitors to the Rim and Tonto Natural Bridge keep weekends busy. For a med spa or dental office that means two audiences: older patients who want restorative dentistry, skin checks and gentle rejuvenation close to home, and seasonal visitors who search from Phoenix before they drive up.',
      );
    await publish();

    await dev.eventually(
      async () => (await fetch(`${dev.base}/locations/arizona/payson/`)).ok,
      'the new city page',
      60_000,
    );
    const file = read('data/locations/arizona.yaml');
    // Its public facts filled in from the same datasets as every city's, where the schema has them.
    expect(file).toMatch(
      / {2}- name: Payson\n {4}slug: payson\n {4}county: Gila County\n {4}facts:\n {6}coordinates: \[34\.\d+, -111\.\d+\]\n {6}zips: 85541 85547\n {4}about: >-\n {6}Payson sits/,
    );
    expect(await page('/locations/arizona/payson/')).toContain('Gila County');
  }, 120_000);

  it("refuses 'not-an-email' in an e-mail field before saving anything", async () => {
    const before = read('data/site.yaml');
    await open('pages/entries/site', 'Vitalis');
    await tab.getByLabel('General', { exact: true }).fill('not-an-email');
    await publish();
    await expect.poll(() => tab.getByText('must be an e-mail address').isVisible()).toBe(true);
    expect(read('data/site.yaml')).toBe(before);
  }, 60_000);

  it("refuses a save the build would refuse, with the build's file:line:column message", async () => {
    const before = read('data/locations/arizona.yaml');
    await open('locations/entries/arizona', 'Arizona');
    // A second city with Phoenix's slug: no widget knows the slugs of the list, the build does.
    await tab.getByRole('button', { name: 'Add city' }).click();
    await tab.getByLabel('Name', { exact: true }).last().fill('Phoenix Two');
    await tab.getByLabel('Slug', { exact: true }).last().fill('phoenix');
    await tab.getByLabel('County', { exact: true }).last().fill('Maricopa County');
    await tab.getByLabel('About', { exact: true }).last().fill('A second Phoenix.');
    await publish();
    const notice = tab.getByText(/Not saved; the build would refuse it/);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/data\/locations\/arizona\.yaml:\d+:\d+ cities\[\d+\]\.slug: /);
    expect(read('data/locations/arizona.yaml')).toBe(before);
  }, 60_000);

  it("lost update: refuses the second of two editors' saves made from the text the first replaced, and keeps the first", async () => {
    // A second editor, in a browser profile of their own, signed in too.
    const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await second.newPage();
    other.on('dialog', (dialog) => void dialog.accept());
    await other.goto(`${dev.base}/admin/`);
    await other.getByRole('button', { name: 'Login' }).click();
    await other.getByText('Pages and settings').first().waitFor();
    try {
      const before = read('data/pricing/content-email.yaml');
      await open('pricing/entries/content-email', '$895');
      await open('pricing/entries/content-email', '$1,695', other);
      await tab.locator('input[value="$895"]').fill('$925');
      await publish();
      await dev.eventually(() => read('data/pricing/content-email.yaml') !== before, 'the first save');

      await other.locator('input[value="$1,695"]').fill('$1,725');
      await publish(other);
      await other
        .getByText(/changed since you opened it/)
        .first()
        .waitFor();
      expect(read('data/pricing/content-email.yaml')).toBe(before.replace('monthly: "$895"', 'monthly: "$925"'));

      // The first tab's next save is made from what it wrote, and goes through.
      await tab.locator('input[value="$1,695"]').fill('$1,745');
      await publish();
      await dev.eventually(
        () => read('data/pricing/content-email.yaml').includes('monthly: "$1,745"'),
        "the first tab's next save",
      );
    } finally {
      await second.close();
    }
  }, 120_000);

  it('shows a problem the dev server finds over the editor, with its file:line:column', async () => {
    await open('pricing/entries/paid-media', '$750');
    dev.edit('data/pricing/paid-media.yaml', 'monthly: "$750"', 'monthly: 750');
    const overlay = tab.locator('#dev-overlay');
    await dev.eventually(() => overlay.isVisible(), 'the overlay over the editor');
    expect(await overlay.textContent()).toMatch(/data\/pricing\/paid-media\.yaml:\d+:\d+ tiers\.small\.monthly: /);
    dev.edit('data/pricing/paid-media.yaml', 'monthly: 750', 'monthly: "$750"');
    await dev.eventually(async () => (await overlay.count()) === 0, 'the overlay to go once fixed');
  }, 60_000);
});
