/** The careers pages in the browser: the list, a job page, unknown ids and which pages load scripts. */
import { expect, test } from './fixtures';

test("the list shows '14 open positions' and 'View Details' opens the posting", async ({ page }) => {
  await page.goto('/careers/');
  await expect(page.getByText('14 open positions')).toBeVisible();
  await expect(page.getByRole('link', { name: /^View Details/ })).toHaveCount(14);
  await page.getByRole('link', { name: /^View Details:? Healthcare Sales Executive$/ }).click();
  await expect(page).toHaveURL(/\/careers\/healthcare-sales-executive\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Sales Executive');
  await expect(page.locator('main dd').filter({ hasText: 'Base + Commission' })).toBeVisible();
  for (const section of ['About the Role', 'Responsibilities', 'Requirements', 'Benefits']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to all positions' }).click();
  await expect(page).toHaveURL(/\/careers\/$/);
});

for (const unknown of ['/careers/nope/', '/careers/nope']) {
  test(`an unknown id (${unknown}) ends at /careers/`, async ({ page }) => {
    await page.goto(unknown);
    await expect(page).toHaveURL(/\/careers\/$/);
    await expect(page.getByText('14 open positions')).toBeVisible();
  });
}

test('the careers not-found page itself sends the browser on to /careers/', async ({ page }) => {
  // What a host without the redirect rule serves for an unknown id.
  await page.goto('/careers/404.html');
  await expect(page).toHaveURL(/\/careers\/$/);
});

test('pages without a form load only the islands loader; a job page loads React only when the form comes near', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  for (const path of ['/careers/', '/careers/thank-you/']) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: 'networkidle' });
    // The loader waits for the search to be used; nothing else runs.
    expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/islands-loader-\w+\.js$/)]);
  }
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/careers/ppc-specialist/', { waitUntil: 'networkidle' });
  expect(scripts.filter((s) => s.includes('application-form'))).toEqual([]);
  await page.locator('#apply').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="application-form"]')).toHaveAttribute('data-hydrated', 'true');
  expect(scripts.some((s) => s.includes('application-form'))).toBe(true);
});
