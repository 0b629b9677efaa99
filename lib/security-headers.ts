/**
 * The security headers every answer carries: the site's pages through dist/_headers (with their own
 * Content-Security-Policy), and the API's JSON answers from the server itself, which no _headers reaches.
 */
export const securityHeaders: readonly [name: string, value: string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** What an API answer adds: JSON loads nothing and is never framed, and no cache keeps a visitor's answer. */
export const apiHeaders: readonly [name: string, value: string][] = [
  ...securityHeaders,
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cache-Control', 'no-store'],
];
