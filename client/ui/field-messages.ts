/** Inline errors the forms show beside the spec's toasts, so a visitor sees which field needs them. */
export const fieldMessages = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
} as const;
