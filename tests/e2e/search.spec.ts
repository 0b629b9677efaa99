/**
 * The site search, as visitors use it at both widths: the header's search over the page, the
 * /locations/ city finder, keyboard only, with a screen reader's view of it, and what it costs a page.
 */
import type { Page } from '@playwright/test';
import { axe } from './axe';
import { expect, test } from './fixtures';

const WIDTHS = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'desktop', width: 1280, height: 900 },
];

/** Opens the header's search the way a visitor at this width does: the pill, or the 'Menu' sheet's row. */
async function openSearch(page: Page, width: number) {
  if (width < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Search the site' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${width} px (${name})`, () => {
    test.use({ viewport: { width, height } });

    test("'AZ' shows Arizona first, 'morpheus' leads to the Morpheus8 page, 'scottsdal' to Scottsdale's", async ({
      page,
    }) => {
      await page.goto('/services/');
      let dialog = await openSearch(page, width);
      const box = dialog.getByRole('combobox', { name: 'Search the site' });
      await expect(box).toBeFocused();
      await box.fill('AZ');
      await expect(dialog.getByRole('option').first()).toContainText('Arizona');
      await expect(dialog.getByRole('option').first()).toContainText('State');
      await box.fill('morpheus');
      await expect(dialog.getByRole('option').first()).toContainText('Morpheus8');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/industries\/medical-spas\/inmode\/morpheus8\/$/);

      dialog = await openSearch(page, width);
      await dialog.getByRole('combobox').fill('scottsdal');
      const first = dialog.getByRole('option').first();
      await expect(first).toContainText('Scottsdale');
      await expect(first).toContainText('Maricopa County, Arizona');
      await first.click();
      await expect(page).toHaveURL(/\/locations\/arizona\/scottsdale\/$/);
    });
  });
}

test('typos, accents and prefixes find what a person means', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const dialog = await openSearch(page, 1280);
  const box = dialog.getByRole('combobox');
  for (const [typed, found] of [
    ['morpheous', 'Morpheus8'],
    ['aveli', 'Avéli'],
    ['scotts', 'Scottsdale'],
    ['slidell', 'Slidell'],
  ] as const) {
    await box.fill(typed);
    await expect(dialog.getByRole('option').first(), typed).toContainText(found);
  }
  await box.fill('qqqzzzx');
  await expect(dialog.getByRole('status')).toContainText("No page matches 'qqqzzzx'");
  await expect(dialog.getByRole('listbox')).toBeHidden();
});

test('keyboard only: / opens, arrows choose, Escape closes and focus returns where it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about/');
  const trigger = page.getByRole('banner').getByRole('link', { name: 'Search' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  const box = dialog.getByRole('combobox');
  await expect(box).toBeFocused();
  await page.keyboard.type('springfield');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$|^Top \d+ results$/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = dialog.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  // Escape closes the list, then the search; the focus is back on the control that opened it.
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  // The shortcut, from anywhere outside a text field.
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.type('los angeles');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/locations\/california\/los-angeles\/$/);
});

test('axe finds nothing on the open search, at either width', async ({ page }) => {
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto('/podcast/');
    const dialog = await openSearch(page, width);
    await dialog.getByRole('combobox').fill('botox');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const results = await axe(page).include('dialog[open]').analyze();
    expect(results.violations, `${width} px`).toEqual([]);
  }
});

test('the city finder on /locations/ finds cities and states only', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/locations/');
  // A search box until a visitor reaches it; then a combobox.
  await page.getByRole('searchbox', { name: 'Find your city' }).focus();
  const finder = page.getByRole('combobox', { name: 'Find your city' });
  await finder.fill('morpheus');
  await expect(page.getByRole('status').filter({ hasText: 'No page matches' })).toBeAttached();
  await finder.fill('slidel');
  const list = page.getByRole('listbox', { name: 'Cities and states' });
  await expect(list.getByRole('option').first()).toContainText('Slidell');
  await expect(list.getByRole('option').first()).toContainText('Louisiana');
  await finder.press('ArrowDown');
  await finder.press('Enter');
  await expect(page).toHaveURL(/\/locations\/louisiana\/slidell\/$/);
});

test('a page loads no search code and no index until the search opens; then about 30 KB', async ({ page }) => {
  const requests: { url: string; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    requests.push({
      url: response.url(),
      bytes: response.body().then(
        (b) => b.length,
        () => 0,
      ),
    });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/industries/medical-spas/inmode/morpheus8/');
  await page.waitForLoadState('networkidle');
  const before = requests.map((r) => new URL(r.url).pathname);
  expect(before.filter((p) => p.endsWith('.js'))).toEqual([expect.stringMatching(/^\/assets\/islands-loader-/)]);
  expect(before.some((p) => p.includes('search'))).toBe(false);
  // What the first search transfers, compressed as the server sends it.
  const transfers: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    transfers.push(request.sizes().then((s) => s.responseBodySize));
  });
  const dialog = await openSearch(page, 1280);
  await dialog.getByRole('combobox').fill('scottsdale');
  await expect(dialog.getByRole('option').first()).toContainText('Scottsdale');
  const total = (await Promise.all(transfers)).reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(10_000);
  expect(total).toBeLessThanOrEqual(40 * 1024);
});

test('without JavaScript the search is a link to the site index, which lists every kind of page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact/');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/site-index\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Index');
  for (const heading of ['Services', 'States and cities', 'Devices and injectables', 'Articles', 'Open positions']) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  // Each state's cities are folded under it.
  await page.locator('#places summary', { hasText: 'Louisiana' }).click();
  await expect(page.locator('#places').getByRole('link', { name: 'Slidell' })).toHaveAttribute(
    'href',
    '/locations/louisiana/slidell/',
  );
  // The finder's form takes its words to the places in the index.
  await page.goto('/locations/');
  await page.getByRole('searchbox', { name: 'Find your city' }).fill('Slidell');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/site-index\/\?q=Slidell#places$/);
  await context.close();
});
