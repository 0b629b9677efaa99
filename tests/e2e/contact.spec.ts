/** The contact form in the browser: states, toasts and the stored message. */
import path from 'node:path';
import Database from 'better-sqlite3';
import { E2E_VAR_DIR } from '../../playwright.config';
import { expect, stubThirdParties, test } from './fixtures';

const submitButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /Send Message|Sending\.\.\./ });

async function fill(
  page: import('@playwright/test').Page,
  fields: { name?: string; email?: string; phone?: string; message?: string },
) {
  if (fields.name !== undefined) await page.getByLabel('Name').fill(fields.name);
  if (fields.email !== undefined) await page.getByLabel('Email').fill(fields.email);
  if (fields.phone !== undefined) await page.getByLabel('Phone').fill(fields.phone);
  if (fields.message !== undefined) await page.getByLabel('How can we help?').fill(fields.message);
}

test('a message is sent, stored, and the visitor lands on the thank-you page', async ({ page }) => {
  const email = `owner+${Date.now()}@glowmedspa.example`;
  await page.goto('/contact/');
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', 'true');
  await fill(page, {
    name: 'Dana Whitfield',
    email,
    phone: '(555) 123-4567',
    message: 'More Morpheus8 consults, please.',
  });
  await expect(submitButton(page)).toBeEnabled();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held; // hold the request so the sending state can be seen
    await route.continue();
  });
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Sending...');
  await expect(submitButton(page)).toBeDisabled();
  release();
  await page.waitForURL('**/thank-you/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
  await expect(page.getByText('within one business day').first()).toBeVisible();

  const db = new Database(path.join(E2E_VAR_DIR, 'submissions.sqlite'), { readonly: true });
  const row = db
    .prepare("SELECT data FROM submissions WHERE kind = 'contact' AND json_extract(data, '$.email') = ?")
    .get(email) as { data: string } | undefined;
  db.close();
  expect(JSON.parse(row!.data)).toEqual({
    name: 'Dana Whitfield',
    email,
    phone: '(555) 123-4567',
    message: 'More Morpheus8 consults, please.',
  });
});

test('the button waits for the security check', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/contact/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', 'true');
  await fill(page, { name: 'Dana', email: 'dana@example.com' });
  await expect(submitButton(page)).toBeDisabled();
  release();
  await expect(submitButton(page)).toBeEnabled();
});

test("missing name or email shows 'Missing Information'", async ({ page }) => {
  await page.goto('/contact/');
  await fill(page, { email: 'dana@example.com' });
  await expect(submitButton(page)).toBeEnabled();
  await submitButton(page).click();
  const toast = page.getByRole('alert');
  await expect(toast).toContainText('Missing Information');
  await expect(toast).toContainText('Please fill in your name and email address.');
  await expect(page).toHaveURL(/\/contact\/$/);
});

const failures = [
  { name: 'a non-OK status', reply: { status: 500, body: 'boom' }, text: 'Server error: 500' },
  { name: 'a body that is not JSON', reply: { status: 200, body: '<html>' }, text: 'Invalid response from server' },
  {
    name: 'success false with a message',
    reply: { status: 200, body: '{"success":false,"message":"Try again later."}' },
    text: 'Try again later.',
  },
  {
    name: 'success false without a message',
    reply: { status: 200, body: '{"success":false}' },
    text: 'Failed to send message',
  },
];
for (const failure of failures) {
  test(`${failure.name} shows an 'Error' toast and the form returns to idle`, async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: failure.reply.status, contentType: 'application/json', body: failure.reply.body }),
    );
    await page.goto('/contact/');
    await fill(page, { name: 'Dana', email: 'dana@example.com' });
    await submitButton(page).click();
    const toast = page.getByRole('alert');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText(failure.text);
    await expect(submitButton(page)).toHaveText('Send Message');
    await expect(submitButton(page)).toBeEnabled(); // a fresh token arrives after the reset
  });
}

test('a network failure shows the contact-us-directly message', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
  await page.goto('/contact/');
  await fill(page, { name: 'Dana', email: 'dana@example.com' });
  await submitButton(page).click();
  await expect(page.getByRole('alert')).toContainText(
    'Failed to send message. Please try again or contact us directly.',
  );
});

test.describe('when the security check fails', () => {
  test('a Verification Error toast shows and the button stays disabled', async ({ page }) => {
    await page.unrouteAll();
    await stubThirdParties(page, { botCheckFails: true });
    await page.goto('/contact/');
    const toast = page.getByRole('alert');
    await expect(toast).toContainText('Verification Error');
    await expect(toast).toContainText('There was an issue with the security verification. Please try again.');
    await expect(submitButton(page)).toBeDisabled();
  });
});

test('the contact page shows the ways to reach the agency and the reply promise', async ({ page }) => {
  await page.goto('/contact/');
  await expect(
    page.getByRole('complementary', { name: 'Contact details' }).getByRole('link', { name: 'hello@vitalis.example' }),
  ).toBeVisible();
  await expect(page.getByText('Mon-Fri 9am-5pm ET').first()).toBeVisible();
  await expect(page.getByText('We reply to every message within one business day.')).toBeVisible();
  // The map loads only on request (nothing goes to Google before), and takes the focus from the button.
  await expect(page.locator('iframe[title^="Map of"]')).toHaveCount(0);
  await expect(page.getByText('The map comes from Google Maps, which receives your IP address')).toBeVisible();
  await page.getByRole('button', { name: 'Show the map' }).click();
  const map = page.locator('iframe[title="Map of McLean, VA"]');
  await expect(map).toHaveAttribute('src', /google\.com\/maps/);
  await expect(map).toBeFocused();
});
