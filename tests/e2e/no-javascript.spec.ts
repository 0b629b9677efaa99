/** Menus, dropdowns, the FAQ accordion and the pricing tooltips are platform features: they work with JavaScript off. */
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the About dropdown opens and closes', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'About' });
    await trigger.click();
    // The popover the button names, wherever the About menu sits among the menus.
    const item = page
      .locator(`#${await trigger.getAttribute('popovertarget')}`)
      .getByRole('link', { name: 'Our Story' });
    await expect(item).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
  });

  test('the FAQ accordion and a pricing tooltip work', async ({ page }) => {
    await page.goto('/services/paid-media/');
    const items = page.locator('#faq details');
    await items.nth(0).locator('summary').click();
    await items.nth(2).locator('summary').click();
    await expect(page.locator('#faq details[open]')).toHaveCount(1);
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await page.locator('[data-tier="growing"] [data-feature] button').first().click();
    await expect(page.locator('[data-tooltip]').first()).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the 'Menu' side sheet opens and closes", async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#site-menu').getByRole('heading', { name: 'Menu' })).toBeVisible();
    await page.locator('#site-menu').getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('#site-menu')).toBeHidden();
  });
});
