/** Inline errors the forms show beside the toasts (lib/contract.ts), so a visitor sees which field needs them. */
export const fieldMessages = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
} as const;
