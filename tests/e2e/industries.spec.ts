/** The device catalogue as a visitor walks it: devices -> a brand -> a device -> back. */
import { expect, test } from './fixtures';

test('devices -> a brand -> a device -> back to the brand', async ({ page }) => {
  await page.goto('/industries/medical-spas/devices/');
  const inmode = page.locator('[data-brand="inmode"]');
  await expect(inmode.locator('[data-device-count]')).toHaveText(/^\d+ devices available$/);
  await inmode.getByRole('link', { name: 'InMode' }).click();
  await expect(page).toHaveURL(/\/industries\/medical-spas\/inmode\/$/);
  await page.getByRole('link', { name: 'Morpheus8', exact: true }).click();
  await expect(page).toHaveURL(/\/industries\/medical-spas\/inmode\/morpheus8\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Morpheus8');
  await expect(page.getByText('by InMode')).toBeVisible();
  await page.getByRole('link', { name: 'Back to InMode' }).click();
  await expect(page).toHaveURL(/\/industries\/medical-spas\/inmode\/$/);
});

test('the industries menu leads to an industry and its service pages', async ({ page }) => {
  await page.goto('/industries/');
  await page
    .getByRole('link', { name: /^Dentistry/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/industries\/dentistry\/$/);
  await page
    .getByRole('link', { name: /^Local SEO/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/industries\/dentistry\/local-seo\/$/);
  await expect(page.locator('#pricing')).toBeVisible();
});

test('an unknown brand shows its not-found view with status 404', async ({ page }) => {
  const response = await page.goto('/industries/medical-spas/nope/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand not found');
  await expect(page.getByRole('link', { name: 'Back to Medical Spas' })).toBeVisible();
});

test('an unknown device shows its not-found view with status 404', async ({ page }) => {
  const response = await page.goto('/industries/medical-spas/btl/nope/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Procedure not found');
  await page.getByRole('link', { name: 'Browse Industries' }).click();
  await expect(page).toHaveURL(/\/industries\/$/);
});
