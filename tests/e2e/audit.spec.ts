/** The Practice Growth Audit page and its quick form, which shows a toast, resets and sends nothing. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const form = (page: Page) => page.locator('[data-island="audit-form"]');

async function open(page: Page) {
  await page.goto('/marketing-audit/');
  // The form's script loads as it comes near the viewport, like every island.
  await form(page).scrollIntoViewIfNeeded();
  await expect(form(page)).toHaveAttribute('data-hydrated', 'true');
}

test('the page shows the hero, three focus areas, three steps with their constants and a four-question FAQ', async ({
  page,
}) => {
  await page.goto('/marketing-audit/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Practice Growth Audit');
  const focus = page.locator('section[aria-labelledby="focus-title"] h3');
  await expect(focus).toHaveText(['Positioning and offer', 'Conversion and SEO', 'Compliance and tracking']);
  const steps = page.locator('section[aria-labelledby="steps-title"] h3');
  await expect(steps).toHaveText(['30-minute discovery', 'Deep-dive analysis', '90-day plan']);
  await expect(page.locator('section[aria-labelledby="steps-title"]')).toContainText(
    'Delivered within 5 business days after the call',
  );
  await expect(page.locator('section[aria-labelledby="steps-title"]')).toContainText('first 30, 60 and 90 days');
  const faq = page.locator('details[name="audit-faq"]');
  await expect(faq).toHaveCount(4);
  await faq.nth(1).locator('summary').click();
  await faq.nth(2).locator('summary').click();
  await expect(faq.nth(1)).not.toHaveAttribute('open'); // one open at a time
});

test('the page is reachable from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Practice Growth Audit' }).click();
  await expect(page).toHaveURL(/\/marketing-audit\/$/);
});

test('the selects offer the spec values with their labels', async ({ page }) => {
  await open(page);
  const options = (label: string) =>
    page
      .getByLabel(label)
      .locator('option')
      .evaluateAll((os: HTMLOptionElement[]) => os.map((o) => [o.value, o.text]));
  expect(await options('Clinic type')).toEqual([
    ['', 'Select your practice'],
    ['med-spa', 'Med spa'],
    ['aesthetics', 'Aesthetics practice'],
    ['plastic-surgery', 'Plastic surgery'],
    ['dentistry', 'Dentistry'],
  ]);
  expect(await options('Monthly ad spend')).toEqual([
    ['', 'Select a range'],
    ['<5k', 'Under $5k'],
    ['5-15k', '$5k-$15k'],
    ['>15k', '$15k+'],
  ]);
});

test('a complete form shows the toast and resets every field, with no request at all', async ({ page }) => {
  await open(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(`${r.method()} ${r.url()}`));
  await page.getByLabel('Name').fill('Dana Whitfield');
  await page.getByLabel('Email').fill('dana@glowmedspa.example');
  await page.getByLabel('Clinic type').selectOption('med-spa');
  await page.getByLabel('Monthly ad spend').selectOption('5-15k');
  await page.getByLabel('What would you like to grow?').fill('More Morpheus8 consults.');
  await form(page).getByRole('button', { name: 'Request my audit' }).click();
  const toast = page.locator('[data-toast="info"]');
  await expect(toast).toContainText('One more step to book your audit');
  await expect(toast).toContainText('(703) 555-0142');
  for (const label of ['Name', 'Email', 'Clinic type', 'Monthly ad spend', 'What would you like to grow?'])
    await expect(page.getByLabel(label)).toHaveValue('');
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
});

test('a missing name or email is named inline, announced, focused, and nothing is reset', async ({ page }) => {
  await open(page);
  await page.getByLabel('Email').fill('dana@glowmedspa.example');
  await page.getByLabel('What would you like to grow?').fill('Keep me.');
  await form(page).getByRole('button', { name: 'Request my audit' }).click();
  await expect(page.locator('[data-toast="error"]')).toContainText('Missing Information');
  const name = page.getByLabel('Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(page.locator('#audit-name-error')).toHaveText('Please enter your name.');
  await expect(page.getByLabel('What would you like to grow?')).toHaveValue('Keep me.');
  await expect(page.locator('[data-toast="info"]')).toHaveCount(0);
  // Typing clears the mark.
  await name.fill('Dana');
  await expect(name).not.toHaveAttribute('aria-invalid');
});

test('a malformed email is named inline and focused', async ({ page }) => {
  await open(page);
  await page.getByLabel('Name').fill('Dana');
  await page.getByLabel('Email').fill('dana-at-glowmedspa');
  await form(page).getByRole('button', { name: 'Request my audit' }).click();
  await expect(page.locator('#audit-email-error')).toHaveText('Please enter a valid email address.');
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.locator('[data-toast="info"]')).toHaveCount(0);
});
