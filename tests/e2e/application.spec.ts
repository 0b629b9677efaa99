/**
 * The job application form in the browser: every state and message,
 * and one application end to end through the real server to /careers/thank-you/, with the row and the
 * resume stored. Failure answers are staged with page.route; multipart posts that must reach the real
 * server go through route.continue(), since Chromium hands interceptors no file bodies.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_VAR_DIR } from '../../playwright.config';
import { limits } from '../../lib/contract';
import { expect, stubThirdParties, test } from './fixtures';

const JOB = '/careers/ppc-specialist/';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdf = (name = 'dana-whitfield-resume.pdf', buffer = PDF) => ({ name, mimeType: 'application/pdf', buffer });

const form = (page: Page) => page.locator('[data-island="application-form"]');
const submitButton = (page: Page) =>
  form(page).getByRole('button', { name: /Submit Application|Submitting Application\.\.\./ });
const resumeInput = (page: Page) => form(page).locator('input[type="file"]');
const errorToast = (page: Page) => page.locator('[data-toast="error"]');

async function open(page: Page) {
  await page.goto(JOB);
  await expect(form(page)).toHaveAttribute('data-hydrated', 'true');
}

async function fill(page: Page, fields: { name?: string; email?: string; phone?: string; coverLetter?: string }) {
  if (fields.name !== undefined) await page.getByLabel('Full name').fill(fields.name);
  if (fields.email !== undefined) await page.getByLabel('Email').fill(fields.email);
  if (fields.phone !== undefined) await page.getByLabel('Phone').fill(fields.phone);
  if (fields.coverLetter !== undefined) await page.getByLabel('Cover letter').fill(fields.coverLetter);
}

/** The bot-check stand-in has handed the widget its token (the button may still wait for a resume). */
const tokenIssued = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as unknown as { turnstile?: { getResponse(id: string): string | undefined } }).turnstile?.getResponse(
        'cf-1',
      ) !== undefined,
  );

/** Submits as the form's own submit event would, for states in which the button is (rightly) disabled. */
const requestSubmit = (page: Page) =>
  form(page)
    .locator('form')
    .evaluate((f: HTMLFormElement) => f.requestSubmit());

test('an application is stored with its resume and the applicant lands on /careers/thank-you/', async ({ page }) => {
  const email = `applicant+${Date.now()}@example.com`;
  await open(page);
  await expect(page.getByLabel('Phone')).toHaveAttribute('placeholder', '(555) 123-4567');
  await expect(page.getByLabel('Cover letter')).toHaveAttribute('rows', '5');
  await fill(page, {
    name: 'Dana Whitfield',
    email,
    phone: '(555) 123-4567',
    coverLetter: 'Six years of Google Ads for dental groups.',
  });
  await resumeInput(page).setInputFiles(pdf());
  await expect(submitButton(page)).toBeEnabled();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/apply', async (route) => {
    await held; // hold the request so the submitting state can be seen
    await route.continue();
  });
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Submitting Application...');
  await expect(submitButton(page)).toBeDisabled();
  await expect(submitButton(page).locator('[data-spinner]')).toBeVisible();
  release();
  await page.waitForURL('**/careers/thank-you/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Submitted!');

  const db = new Database(path.join(E2E_VAR_DIR, 'submissions.sqlite'), { readonly: true });
  const row = db
    .prepare(
      "SELECT s.data, r.file_key, r.sha256, r.size, r.original_name FROM submissions s JOIN resumes r ON r.submission_id = s.id WHERE s.kind = 'application' AND json_extract(s.data, '$.email') = ?",
    )
    .get(email) as { data: string; file_key: string; sha256: string; size: number; original_name: string } | undefined;
  db.close();
  expect(row).toBeDefined();
  expect(JSON.parse(row!.data)).toMatchObject({
    name: 'Dana Whitfield',
    email,
    phone: '(555) 123-4567',
    coverLetter: 'Six years of Google Ads for dental groups.',
    jobId: 'ppc-specialist',
    jobTitle: 'PPC Specialist',
  });
  const sha256 = createHash('sha256').update(PDF).digest('hex');
  expect([row!.size, row!.sha256, row!.original_name]).toEqual([PDF.length, sha256, 'dana-whitfield-resume.pdf']);
  const stored = readFileSync(path.join(E2E_VAR_DIR, 'uploads', row!.file_key));
  expect(createHash('sha256').update(stored).digest('hex')).toBe(sha256);
});

test('the submit button waits for the security check and for a resume', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(JOB, { waitUntil: 'domcontentloaded' });
  await expect(form(page)).toHaveAttribute('data-hydrated', 'true');
  await fill(page, { name: 'Dana', email: 'dana@example.com' });
  await resumeInput(page).setInputFiles(pdf());
  await expect(submitButton(page)).toBeDisabled(); // no token yet
  release();
  await expect(submitButton(page)).toBeEnabled();
  await form(page)
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(submitButton(page)).toBeDisabled(); // no resume
});

test.describe('the checks on submit, in their fixed order', () => {
  test("no token: 'Security Verification Required', before anything else is checked", async ({ page }) => {
    await page.unrouteAll();
    await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js**', () => {}); // never answers: no token
    await page.goto(JOB, { waitUntil: 'domcontentloaded' });
    await expect(form(page)).toHaveAttribute('data-hydrated', 'true');
    await requestSubmit(page); // nothing filled in, no resume either
    await expect(errorToast(page)).toHaveCount(1);
    await expect(errorToast(page)).toContainText('Security Verification Required');
    await expect(errorToast(page)).toContainText('Please complete the security verification before submitting.');
  });

  test("token but no name or email: 'Missing Information', before the resume is checked; the field is marked and focused", async ({
    page,
  }) => {
    await open(page);
    await fill(page, { email: 'dana@example.com' });
    await tokenIssued(page);
    await requestSubmit(page); // no resume either: name and email are checked first
    await expect(errorToast(page)).toHaveCount(1);
    await expect(errorToast(page)).toContainText('Missing Information');
    await expect(errorToast(page)).toContainText('Please fill in your name and email address.');
    const name = page.getByLabel('Full name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(page.locator('#application-name-error')).toHaveText('Please enter your name.');
    await expect(name).toHaveAttribute('aria-describedby', 'application-name-error');
  });

  test("token, name and email but no resume: 'Resume Required'", async ({ page }) => {
    await open(page);
    await fill(page, { name: 'Dana', email: 'dana@example.com' });
    await tokenIssued(page);
    await requestSubmit(page);
    await expect(errorToast(page)).toContainText('Resume Required');
    await expect(errorToast(page)).toContainText('Please upload your resume to apply for this position.');
    await expect(resumeInput(page)).toBeFocused();
  });
});

test.describe('the resume control', () => {
  test('refuses a file that is not PDF, DOC or DOCX, inline and announced', async ({ page }) => {
    await open(page);
    await resumeInput(page).setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    const error = page.locator('#application-resume-error');
    await expect(error).toHaveText('Please upload a PDF, DOC, or DOCX file');
    await expect(error).toHaveAttribute('aria-live', 'polite');
    await expect(resumeInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(resumeInput(page)).toHaveAttribute(
      'aria-describedby',
      'application-resume-hint application-resume-error',
    );
    await expect(form(page).locator('[data-chosen-file]')).toHaveCount(0);
    await expect(submitButton(page)).toBeDisabled();
    // A Word file is fine, by its media type.
    await resumeInput(page).setInputFiles({
      name: 'resume.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK'),
    });
    await expect(error).toHaveText('');
    await expect(form(page).locator('[data-chosen-file]')).toContainText('resume.docx');
  });

  test(`refuses a file over ${limits.resumeBytes} bytes and takes one of exactly ${limits.resumeBytes}`, async ({
    page,
  }, testInfo) => {
    // Files on disk, not buffers: Playwright hands a local browser the path, where a 10 MB buffer crosses
    // the protocol as 14 MB of base64, slow enough on a loaded machine to pass the test's timeout.
    const onDisk = (name: string, bytes: number) => {
      const file = testInfo.outputPath(name);
      writeFileSync(file, Buffer.alloc(bytes, 32));
      return file;
    };
    await open(page);
    await resumeInput(page).setInputFiles(onDisk('big.pdf', limits.resumeBytes + 1));
    await expect(page.locator('#application-resume-error')).toHaveText('File size must be less than 10MB');
    await resumeInput(page).setInputFiles(onDisk('limit.pdf', limits.resumeBytes));
    await expect(page.locator('#application-resume-error')).toHaveText('');
    await expect(form(page).locator('[data-chosen-file]')).toContainText('limit.pdf');
    await expect(form(page).locator('[data-chosen-file]')).toContainText('10 MB');
  });

  test('shows the chosen file name and size in Bytes, KB or MB; remove clears the file and the error', async ({
    page,
  }) => {
    await open(page);
    const chosen = form(page).locator('[data-chosen-file]');
    for (const [bytes, shown] of [
      [512, '512 Bytes'],
      [2048, '2 KB'],
      [1_572_864, '1.5 MB'],
    ] as const) {
      if (await chosen.count())
        await form(page)
          .getByRole('button', { name: /^Remove / })
          .click();
      await resumeInput(page).setInputFiles(pdf(`cv-${bytes}.pdf`, Buffer.alloc(bytes, 32)));
      await expect(chosen).toContainText(`cv-${bytes}.pdf`);
      await expect(chosen).toContainText(shown);
    }
    await form(page).getByRole('button', { name: 'Remove cv-1572864.pdf' }).click();
    await expect(chosen).toHaveCount(0);
    await expect(resumeInput(page)).toBeFocused();
    expect(await resumeInput(page).evaluate((i: HTMLInputElement) => i.files?.length)).toBe(0);
    // An error goes too: a refused file, then a good one, then remove.
    await resumeInput(page).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(page.locator('#application-resume-error')).not.toHaveText('');
    await resumeInput(page).setInputFiles(pdf());
    await form(page)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(page.locator('#application-resume-error')).toHaveText('');
    await expect(resumeInput(page)).not.toHaveAttribute('aria-invalid');
  });
});

const failures = [
  {
    name: 'a non-OK status',
    reply: { status: 500, body: '{"success":false,"message":"ignored"}' },
    text: 'Server error: 500',
  },
  {
    name: 'a body that is not JSON',
    reply: { status: 200, body: '<html>oops</html>' },
    text: 'Invalid response from server',
  },
  {
    name: 'success false with a message',
    reply: { status: 200, body: '{"success":false,"message":"This position is not open."}' },
    text: 'This position is not open.',
  },
  {
    name: 'success false without a message',
    reply: { status: 200, body: '{"success":false}' },
    text: 'Failed to submit application',
  },
];
for (const failure of failures) {
  test(`${failure.name} shows an 'Error' toast and the form returns to idle`, async ({ page }) => {
    await page.route('**/api/apply', (route) =>
      route.fulfill({ status: failure.reply.status, contentType: 'application/json', body: failure.reply.body }),
    );
    await open(page);
    await fill(page, { name: 'Dana', email: 'dana@example.com' });
    await resumeInput(page).setInputFiles(pdf());
    await submitButton(page).click();
    await expect(errorToast(page)).toContainText('Error');
    await expect(errorToast(page).locator('p').nth(1)).toHaveText(failure.text);
    await expect(submitButton(page)).toHaveText('Submit Application');
    await expect(submitButton(page)).toBeEnabled(); // a fresh token arrives after the reset
    await expect(page).toHaveURL(new RegExp(`${JOB}$`));
  });
}

test('a network failure shows the contact-us-directly message', async ({ page }) => {
  await page.route('**/api/apply', (route) => route.abort('connectionrefused'));
  await open(page);
  await fill(page, { name: 'Dana', email: 'dana@example.com' });
  await resumeInput(page).setInputFiles(pdf());
  await submitButton(page).click();
  await expect(errorToast(page)).toContainText(
    'Failed to submit application. Please try again or contact us directly.',
  );
  await expect(submitButton(page)).toHaveText('Submit Application');
});

test('the real server refusing the application is shown in the toast', async ({ page }) => {
  // A file that claims to be a PDF but is not one: the server decides by the bytes and answers 400.
  await open(page);
  await fill(page, { name: 'Dana', email: 'dana@example.com' });
  await resumeInput(page).setInputFiles(pdf('fake.pdf', Buffer.from('MZ this is not a pdf')));
  await submitButton(page).click();
  await expect(errorToast(page)).toContainText(/Server error: 4\d\d/);
});

test.describe('when the security check fails', () => {
  test('a Verification Error toast shows and the button stays disabled', async ({ page }) => {
    await page.unrouteAll();
    await stubThirdParties(page, { botCheckFails: true });
    await open(page);
    await fill(page, { name: 'Dana', email: 'dana@example.com' });
    await resumeInput(page).setInputFiles(pdf());
    await expect(errorToast(page)).toContainText('Verification Error');
    await expect(errorToast(page)).toContainText(
      'There was an issue with the security verification. Please try again.',
    );
    await expect(submitButton(page)).toBeDisabled();
  });
});
