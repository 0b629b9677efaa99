/** The request schemas of the API, built from the contract's limits and messages. Server-side only. */
import { z } from 'zod';
import { limits, serverMessages, toasts } from '../lib/contract';

// biome-ignore lint/suspicious/noControlCharactersInRegex: a single-line field keeps none
const LINE_BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** A single-line field stays on one line: line breaks and other control characters become a space. */
const oneLine = (text: string) => text.replace(LINE_BREAKS, ' ');

const optionalText = (label: string, max: number, { multiline = false } = {}) =>
  z
    .string({ error: `Your ${label} must be text.` })
    .overwrite(multiline ? (text) => text : oneLine)
    .trim()
    .max(max, `Your ${label} is too long (${max} characters at most).`)
    .optional()
    .default('');

const missing = toasts.missingInformation.text;

const name = z
  .string({ error: missing })
  .overwrite(oneLine)
  .trim()
  .min(1, missing)
  .max(limits.name, `Your name is too long (${limits.name} characters at most).`);
const email = z
  .string({ error: missing })
  .trim()
  .min(1, missing)
  .max(limits.email, 'Your email address is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));
const turnstileToken = z
  .string({ error: toasts.verificationRequired.text })
  .min(1, toasts.verificationRequired.text)
  .max(limits.token, 'The security verification token is not valid.');

export const contactRequest = z.strictObject({
  name,
  email,
  phone: optionalText('phone number', limits.phone),
  message: optionalText('message', limits.message, { multiline: true }),
  turnstileToken,
});

export type ContactRequest = z.infer<typeof contactRequest>;

/** The text fields of POST /api/apply; the resume is checked as it streams (server/api/apply.ts). */
export const applyRequest = z.strictObject({
  name,
  email,
  phone: optionalText('phone number', limits.phone),
  coverLetter: optionalText('cover letter', limits.coverLetter, { multiline: true }),
  // The posting's title as the page showed it; the title in data/careers/ is the one the agency reads.
  jobTitle: optionalText('job title', limits.jobTitle),
  // A posting id is its file name in data/careers/: lower-case words joined by hyphens.
  jobId: z
    .string({ error: serverMessages.unknownJob })
    .trim()
    .max(limits.jobId, serverMessages.unknownJob)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, serverMessages.unknownJob),
  turnstileToken,
});

export type ApplyRequest = z.infer<typeof applyRequest>;
