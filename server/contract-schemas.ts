/** The request schemas of the API, built from the contract's limits and messages. Server-side only. */
import { z } from 'zod';
import { limits, toasts } from './contract';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `Your ${label} must be text.` })
    .trim()
    .max(max, `Your ${label} is too long (${max} characters at most).`)
    .optional()
    .default('');

const missing = toasts.missingInformation.text;

export const contactRequest = z.strictObject({
  name: z.string({ error: missing }).trim().min(1, missing).max(limits.name, `Your name is too long (${limits.name} characters at most).`),
  email: z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(limits.email, 'Your email address is too long.')
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  phone: optionalText('phone number', limits.phone),
  message: optionalText('message', limits.message),
  turnstileToken: z
    .string({ error: toasts.verificationRequired.text })
    .min(1, toasts.verificationRequired.text)
    .max(limits.token, 'The security verification token is not valid.'),
});

export type ContactRequest = z.infer<typeof contactRequest>;

