/** The shell and home page in real headless Chromium, served by `npm start`. */
import { readReport } from '../../build/report';
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

for (const half of [0, 1])
  test(`no page kind logs a console error or a Content-Security-Policy violation (half ${half + 1} of 2)`, async ({
    page,
  }) => {
    // About thirty page kinds, each loaded until the network has been idle for half a second: 24 s of the
    // default 30 on the last CI machine, where a slower minute would have failed it.
    test.setTimeout(120_000);
    const report = readReport(process.env.TEST_DIST_DIR || 'dist'); // the folder the web server serves
    const problems: string[] = [];
    // The not-found kind is fetched on purpose with a 404 status, which Chromium logs as a failed load.
    page.on(
      'console',
      (m) =>
        m.type() === 'error' && !m.text().includes('404 (Not Found)') && problems.push(`${page.url()}: ${m.text()}`),
    );
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    for (const { sample } of Object.values(report.kinds).filter((_, i) => i % 2 === half)) {
      await page.goto(sample.endsWith('404.html') ? sample.replace(/404\.html$/, 'no-such-page/') : sample, {
        waitUntil: 'networkidle',
      });
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      for (const v of violations) problems.push(`${sample}: CSP blocked ${v}`);
    }
    expect(problems).toEqual([]);
  });
