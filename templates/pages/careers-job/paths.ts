/** Where the careers pages live: the one place these URLs are written. */
export const CAREERS_PATH = '/careers/';
export const CAREERS_THANK_YOU_PATH = '/careers/thank-you/';
export const jobPath = (id: string) => `${CAREERS_PATH}${id}/`;
