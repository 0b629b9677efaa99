/** The request schemas of the API, built from the contract's limits and messages. Server-side only. */
import { z } from 'zod';
import { limits, serverMessages, toasts } from '../lib/contract';
import { DIRECTION_CONTROL } from './direction-controls';

// biome-ignore lint/suspicious/noControlCharactersInRegex: a single-line field keeps none
const LINE_BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** A single-line field stays on one line: line breaks and other control characters become a space. */
const oneLine = (text: string) => text.replace(LINE_BREAKS, ' ').normalize('NFC');
/** Text is compared and counted in one form: 'é' typed as e + U+0301 is the same one character as U+00E9. */
const composed = (text: string) => text.normalize('NFC');

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * At most `max` characters as a reader counts them (graphemes: a letter with its accents, an emoji
 * with its modifiers), and at most four UTF-16 units each on average, so a letter buried under
 * hundreds of combining marks does not pass as one character.
 */
function fits(text: string, max: number): boolean {
  if (text.length <= max) return true; // never more graphemes than UTF-16 units
  if (text.length > 4 * max) return false;
  let count = 0;
  for (const _ of graphemes.segment(text)) if (++count > max) return false;
  return true;
}

/** Single-line fields refuse direction controls: they could make a notification's subject read otherwise. */
const noDirectionControls = (label: string) =>
  [
    (text: string) => !DIRECTION_CONTROL.test(text),
    `Your ${label} has a hidden character that changes the direction of text. Please type it again.`,
  ] as const;

const optionalText = (label: string, max: number, { multiline = false } = {}) => {
  const text = z
    .string({ error: `Your ${label} must be text.` })
    .overwrite(multiline ? composed : oneLine)
    .trim();
  return (multiline ? text : text.refine(...noDirectionControls(label)))
    .refine((value) => fits(value, max), `Your ${label} is too long (${max} characters at most).`)
    .optional()
    .default('');
};

const missing = toasts.missingInformation.text;

const name = z
  .string({ error: missing })
  .overwrite(oneLine)
  .trim()
  // Only combining marks, invisible format characters and spaces is no name at all.
  .refine((text) => /[^\p{M}\p{Cf}\s]/u.test(text), missing)
  .refine(...noDirectionControls('name'))
  .refine((text) => fits(text, limits.name), `Your name is too long (${limits.name} characters at most).`);
const email = z
  .string({ error: missing })
  .overwrite(composed)
  .trim()
  .min(1, missing)
  .refine(...noDirectionControls('email address'))
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
