/** Service pages in the browser: the FAQ accordion, the pricing tooltips, and unknown slugs. */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { parse } from 'yaml';

const pricing = parse(readFileSync('data/pricing/local-seo.yaml', 'utf8')) as {
  features: { name: string; values: Record<string, string | boolean> }[];
};
const tiers = parse(readFileSync('data/pricing-tiers.yaml', 'utf8')) as { id: string; name: string }[];

test('the FAQ accordion opens one item at a time and collapses', async ({ page }) => {
  await page.goto('/services/local-seo/');
  const items = page.locator('#faq details');
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(4);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(page.locator('#faq details[open]')).toHaveCount(1);
  await items.nth(1).locator('summary').click();
  await expect(page.locator('#faq details[open]')).toHaveCount(0);
});

test('the FAQ accordion works from the keyboard', async ({ page }) => {
  await page.goto('/services/local-seo/');
  const first = page.locator('#faq details').first();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('p')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(first).not.toHaveAttribute('open');
});

test("a pricing feature's tooltip shows every tier's value, by click and by keyboard", async ({ page }) => {
  await page.goto('/services/local-seo/');
  const feature = pricing.features[0]!;
  const trigger = page.locator('[data-tier="small"]').getByRole('button', { name: feature.name });
  await trigger.click();
  const tip = page.locator(`[data-tooltip="${feature.name}"]`);
  await expect(tip).toBeVisible();
  for (const tier of tiers) {
    const value = feature.values[tier.id];
    const shown = value === true ? 'Included' : value === false ? 'Not included' : String(value);
    await expect(tip.locator(`[data-tier="${tier.id}"]`)).toHaveText(`${tier.name}${shown}`);
  }
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  const growing = page.locator('[data-tier="growing"]').getByRole('button', { name: feature.name });
  await growing.focus();
  await page.keyboard.press('Enter');
  await expect(tip).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });
  test('a tooltip opens with a tap', async ({ page }) => {
    await page.goto('/services/paid-media/');
    const name = (parse(readFileSync('data/pricing/paid-media.yaml', 'utf8')) as typeof pricing).features[1]!.name;
    await page.locator('[data-tier="small"]').getByRole('button', { name }).tap();
    await expect(page.locator(`[data-tooltip="${name}"]`)).toBeVisible();
  });
});

test("an unknown service shows 'Service not found' with status 404", async ({ page }) => {
  const response = await page.goto('/services/nope/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
  await expect(page.getByText("The service you're looking for doesn't exist.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL(/\/services\/$/);
});

test('the pricing anchor is reachable from the hero', async ({ page }) => {
  await page.goto('/services/website-design/');
  await page.getByRole('link', { name: 'See pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
});
