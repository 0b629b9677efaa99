/**
 * The content editor as a marketer uses it (issue 37): /admin/ of `npm run dev` in a real Chromium tab,
 * on a copy of the project. A price changed and published is in data/pricing/local-seo.yaml (that one
 * line, nothing else) and on /services/local-seo/; a city added to Arizona has its page; an e-mail
 * field given 'not-an-email' is refused before anything is saved; a save the build would refuse is
 * refused with its file:line:column message; and a problem the dev server finds shows over the editor.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevProject, startDevProject } from '../../scripts/bench/dev-project';
import { chromiumLaunchOptions } from '../browser';

const PORT = 4415;
let dev: DevProject;
let browser: Browser;
let tab: Page;

const read = (file: string) => readFileSync(path.join(dev.root, file), 'utf8');
const page = async (route: string) => fetch(`${dev.base}${route}`);

/** Opens an entry in the editor afresh (signed in to the local backend), once its field showing `shown` is there. */
async function open(entry: string, shown: string) {
  await tab.goto('about:blank');
  await tab.goto(`${dev.base}/admin/#/collections/${entry}`);
  await tab.locator(`input[value="${shown}"]`).first().waitFor();
}

async function publish() {
  await tab.getByRole('button', { name: 'Publish', exact: true }).click();
  await tab.getByText('Publish now').click();
}

beforeAll(async () => {
  dev = await startDevProject(process.cwd(), PORT);
  browser = await chromium.launch(chromiumLaunchOptions());
  tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Leaving an entry with changes asks first; the tests leave without saving on purpose.
  tab.on('dialog', (dialog) => void dialog.accept());
  await tab.goto(`${dev.base}/admin/`);
  await tab.getByRole('button', { name: 'Login' }).click();
  await tab.getByText('Pages and settings').first().waitFor();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe('the content editor at /admin/', () => {
  it("saves the Growing tier's monthly price of Local SEO to its file, on one line, and the page shows it", async () => {
    const before = read('data/pricing/local-seo.yaml');
    await open('pricing/entries/local-seo', '$2,495');
    await tab.locator('input[value="$2,495"]').fill('$2,795');
    await publish();

    await dev.eventually(() => read('data/pricing/local-seo.yaml') !== before, 'the file to be saved');
    expect(read('data/pricing/local-seo.yaml')).toBe(before.replace('monthly: "$2,495"', 'monthly: "$2,795"'));
    await dev.eventually(
      async () => (await (await page('/services/local-seo/')).text()).includes('$2,795'),
      'the page to show the new price',
    );
  }, 120_000);

  it('adds a city to Arizona, whose page then answers', async () => {
    expect((await page('/locations/arizona/payson/')).status).toBe(404);
    await open('locations/entries/arizona', 'Arizona');
    await tab.getByRole('button', { name: 'Add cities' }).click();
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

    await dev.eventually(async () => (await page('/locations/arizona/payson/')).ok, 'the new city page', 60_000);
    const file = read('data/locations/arizona.yaml');
    expect(file).toMatch(
      / {2}- name: Payson\n {4}slug: payson\n {4}county: Gila County\n {4}about: >-\n {6}Payson sits/,
    );
    expect(await (await page('/locations/arizona/payson/')).text()).toContain('Gila County');
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
    await tab.getByRole('button', { name: 'Add cities' }).click();
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

  it('shows a problem the dev server finds over the editor, with its file:line:column', async () => {
    await open('pricing/entries/local-seo', '$4,250');
    dev.edit('data/pricing/local-seo.yaml', 'monthly: "$4,250"', 'monthly: 4250');
    const overlay = tab.locator('#dev-overlay');
    await dev.eventually(() => overlay.isVisible(), 'the overlay over the editor');
    expect(await overlay.textContent()).toMatch(/data\/pricing\/local-seo\.yaml:\d+:\d+ tiers\.powerful\.monthly: /);
    dev.edit('data/pricing/local-seo.yaml', 'monthly: 4250', 'monthly: "$4,250"');
    await dev.eventually(async () => (await overlay.count()) === 0, 'the overlay to go once fixed');
  }, 60_000);
});
