/** The shell and home page in real headless Chromium, served by `npm start`. */
import { expect, test } from './fixtures';

test('the home page renders its sections and a working page with no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/ - Vitalis$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn local demand into booked consultations.');
  await expect(page.getByText('Trusted by 200+ practices')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Brand-to-Revenue blueprint' })).toBeVisible();
  await expect(
    page.locator('#blueprint-title + p + ol > li, section[aria-labelledby="blueprint-title"] ol > li'),
  ).toHaveCount(5);
  for (const figure of ['+312%', '38%', '4.6x'])
    await expect(page.locator('dd', { hasText: figure }).first()).toBeVisible();
  await expect(page.locator('section[aria-labelledby="services-title"] li')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('an unknown path answers the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the non-canonical URL form redirects to the canonical one', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about\/$/);
});

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the About dropdown opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'About' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    // The popover the button names, wherever the About menu sits among the menus.
    const menu = page.locator(`#${await trigger.getAttribute('popovertarget')}`);
    const item = menu.getByRole('link', { name: 'Our Story' });
    await expect(item).toBeVisible();
    expect(await menu.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('phone header', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the 'Menu' side sheet opens, lists the pages and closes", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.locator('#site-menu');
    await expect(sheet.getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Services' })).toBeVisible();
    await sheet.getByText('About', { exact: true }).click();
    await expect(sheet.getByRole('link', { name: 'Our Story' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Close menu' }).click();
    await expect(sheet).toBeHidden();
  });
});
