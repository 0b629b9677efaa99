/** The locations section as a visitor walks it: all locations -> a state -> a city -> back. */
import { expect, test } from './fixtures';

test('locations -> a state -> a city -> back to the state', async ({ page }) => {
  await page.goto('/locations/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /^Arizona\s+29 cities$/ }).click();
  await expect(page).toHaveURL(/\/locations\/arizona\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare marketing in Arizona');
  await page.getByRole('link', { name: /^Scottsdale/ }).click();
  await expect(page).toHaveURL(/\/locations\/arizona\/scottsdale\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Scottsdale');
  await expect(page.locator('dd', { hasText: 'Maricopa County' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Arizona' }).click();
  await expect(page).toHaveURL(/\/locations\/arizona\/$/);
});

test('a popular city link leads to its page', async ({ page }) => {
  await page.goto('/locations/');
  await page.getByRole('link', { name: 'Seattle, WA' }).click();
  await expect(page).toHaveURL(/\/locations\/washington\/seattle\/$/);
});

for (const path of ['/locations/atlantis/', '/locations/texas/atlantis/']) {
  test(`${path} shows 'Location not found' with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Location not found');
    await page.getByRole('link', { name: 'Back to All Locations' }).click();
    await expect(page).toHaveURL(/\/locations\/$/);
  });
}
