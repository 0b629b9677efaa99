/**
 * The API contract shared by the server and the browser: paths, request schemas, limits and every
 * message a visitor can see (spec 000 sections 5 and 8). Pure and dependency-free, so the browser
 * bundles only what it uses; the request schemas built on it are in contract-schemas.ts.
 */
export const CONTACT_PATH = '/api/contact';

/** Limits the spec leaves open; generous for people, small enough to refuse abuse. */
export const limits = {
  name: 120,
  email: 254,
  phone: 40,
  message: 5000,
  /** Whole JSON body, checked while it streams in. */
  jsonBody: 16 * 1024,
  /** Bot-check tokens are about 2 kB; anything far larger is not one. */
  token: 4096,
} as const;

/**
 * How long submissions are kept: the server deletes them after this, and the privacy policy states it
 * through the {contactRetentionMonths} and {applicationRetentionMonths} placeholders, so the two cannot drift.
 */
export const retention = {
  contactMonths: 24,
  applicationMonths: 12,
} as const;

/** Timings of spec 000 section 9. */
export const timing = {
  botCheckRetryMs: 8000,
  responseTimeoutMs: 30_000,
} as const;

/** The answer to every API call: read as text, then parsed as JSON. */
export interface ApiAnswer {
  success: boolean;
  message: string;
}

/** Toast titles and texts of spec 000 sections 5 and 8, verbatim. */
export const toasts = {
  verificationRequired: { title: 'Security Verification Required', text: 'Please complete the security verification before submitting.' },
  missingInformation: { title: 'Missing Information', text: 'Please fill in your name and email address.' },
  verificationError: { title: 'Verification Error', text: 'There was an issue with the security verification. Please try again.' },
  errorTitle: 'Error',
  serverError: (status: number) => `Server error: ${status}`,
  invalidResponse: 'Invalid response from server',
  contactFailed: 'Failed to send message',
  contactUnexpected: 'Failed to send message. Please try again or contact us directly.',
} as const;


/** Server answers beyond the spec's, in the same plain voice. */
export const serverMessages = {
  contactSaved: 'Thank you! Your message has been sent. We will reply within one business day.',
  notJson: 'Send the form as JSON (Content-Type: application/json).',
  malformed: 'The request body is not valid JSON.',
  tooLarge: 'The message is too large to send.',
  botCheckFailed: 'The security verification failed. Please try again.',
  botCheckUnavailable: 'The security verification could not be checked right now. Please try again in a minute.',
  tooMany: 'Too many messages from your connection. Please wait a few minutes and try again, or email us directly.',
  notSaved: 'Your message could not be saved. Please try again or email us directly.',
  methodNotAllowed: 'This address only accepts POST requests.',
  notFound: 'There is no API at this address.',
} as const;
