/**
 * The API contract shared by the server and the browser: paths, request field names, limits and every
 * message a visitor can see. Pure and
 * dependency-free, so the browser bundles only what it uses; the request schemas built on it are in
 * contract-schemas.ts.
 */
export const CONTACT_PATH = '/api/contact';
export const APPLY_PATH = '/api/apply';

/** The multipart fields of POST /api/apply, in the order the form sends them. */
export const applyFields = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  coverLetter: 'coverLetter',
  resume: 'resume',
  jobTitle: 'jobTitle',
  jobId: 'jobId',
  turnstileToken: 'turnstileToken',
} as const;

/** Text limits, in characters; generous for people, small enough to refuse abuse. */
const textLimits = {
  name: 120,
  email: 254,
  phone: 40,
  message: 5000,
  coverLetter: 10_000,
  jobTitle: 200,
  jobId: 100,
  /** Bot-check tokens are about 2 kB; anything far larger is not one. */
  token: 4096,
} as const;

/** The most bytes one character can take in JSON: a \uXXXX escape (a character beyond it is two of them). */
const JSON_BYTES_PER_CHARACTER = 6;

export const limits = {
  ...textLimits,
  /**
   * The whole JSON body of a message, checked while it streams in: every field at its character limit,
   * however written, fits (5,000 Chinese characters are 15,000 bytes of UTF-8), plus room for the keys.
   */
  jsonBody:
    JSON_BYTES_PER_CHARACTER *
      (textLimits.name + textLimits.email + textLimits.phone + textLimits.message + textLimits.token) +
    1024,
  /** 10 MB, and exactly 10485760 bytes is still accepted. */
  resumeBytes: 10_485_760,
  /** The multipart body beyond the resume: every text field at its limit plus the part headers. */
  applyFormOverhead: 128 * 1024,
} as const;

/**
 * Resume formats, decided on the server by the file's own bytes. `accept` is for
 * the file input; the browser's check by media type is a courtesy, the server's is the rule.
 */
export const resumeFormats = {
  pdf: { mediaType: 'application/pdf', label: 'PDF' },
  doc: { mediaType: 'application/msword', label: 'DOC' },
  docx: { mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'DOCX' },
} as const;
export type ResumeFormat = keyof typeof resumeFormats;
export const resumeAccept = ['.pdf', '.doc', '.docx', ...Object.values(resumeFormats).map((f) => f.mediaType)].join(
  ',',
);

/**
 * How long submissions are kept: the server deletes them after this, and the privacy policy states it
 * through the {contactRetentionMonths} and {applicationRetentionMonths} placeholders, so the two cannot drift.
 */
export const retention = {
  contactMonths: 24,
  applicationMonths: 12,
} as const;

/** The forms' timings: the bot-check's wait before it retries, and the longest wait for a response. */
export const timing = {
  botCheckRetryMs: 8000,
  responseTimeoutMs: 30_000,
} as const;

/** The answer to every API call: read as text, then parsed as JSON. */
export interface ApiAnswer {
  success: boolean;
  message: string;
  /** On a refusal caused by one field, its name (as in `applyFields`), so a form can point at it. */
  field?: string;
}

/** Toast titles and texts, worded by the agency: keep them verbatim. */
export const toasts = {
  verificationRequired: {
    title: 'Security Verification Required',
    text: 'Please complete the security verification before submitting.',
  },
  missingInformation: { title: 'Missing Information', text: 'Please fill in your name and email address.' },
  verificationError: {
    title: 'Verification Error',
    text: 'There was an issue with the security verification. Please try again.',
  },
  errorTitle: 'Error',
  serverError: (status: number) => `Server error: ${status}`,
  invalidResponse: 'Invalid response from server',
  contactFailed: 'Failed to send message',
  contactUnexpected: 'Failed to send message. Please try again or contact us directly.',
  // The application form.
  resumeRequired: { title: 'Resume Required', text: 'Please upload your resume to apply for this position.' },
  resumeType: 'Please upload a PDF, DOC, or DOCX file',
  resumeSize: 'File size must be less than 10MB',
  applicationFailed: 'Failed to submit application',
  applicationUnexpected: 'Failed to submit application. Please try again or contact us directly.',
} as const;

/** The server's own answers, in the toasts' plain voice. */
export const serverMessages = {
  contactSaved: 'Thank you! Your message has been sent. We will reply within one business day.',
  applicationSaved: 'Thank you! Your application has been submitted. We will be in touch within 5-7 business days.',
  notJson: 'Send the form as JSON (Content-Type: application/json).',
  notMultipart: 'Send the application as a multipart form (Content-Type: multipart/form-data).',
  malformed: 'The request body is not valid JSON.',
  malformedForm: 'The form data could not be read. Please try again.',
  unknownField: (name: string) => `The form has a field this address does not take: "${name}".`,
  repeatedField: (name: string) => `The form has the field "${name}" more than once.`,
  tooManyParts: 'The form has too many fields or files.',
  unknownJob: 'This position is not open. Please choose one from our careers page.',
  tooLarge: 'The message is too large to send.',
  applicationTooLarge: 'The application is too large to send.',
  tooSlow: 'The form took too long to arrive. Please try again, or email us directly.',
  botCheckFailed: 'The security verification failed. Please try again.',
  botCheckUnavailable: 'The security verification could not be checked right now. Please try again in a minute.',
  tooMany: 'Too many messages from your connection. Please wait a few minutes and try again, or email us directly.',
  notSaved: 'Your message could not be saved. Please try again or email us directly.',
  applicationNotSaved: 'Your application could not be saved. Please try again or email us directly.',
  methodNotAllowed: 'This address only accepts POST requests.',
  notFound: 'There is no API at this address.',
} as const;
