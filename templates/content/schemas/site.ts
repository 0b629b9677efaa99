/** data/site.yaml: the agency's identity. The spec's {brand}, {email} and {phone} come from here. */
import { z } from 'zod';
import { statItem, text } from './common';

export const siteSchema = z.strictObject({
  brand: text,
  legalName: text,
  tagline: text,
  description: text,
  /** Used when SITE_URL is not set at build time. */
  url: z.url({ protocol: /^https$/, error: 'expected an https:// URL' }),
  language: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, 'expected a language tag such as en-US')
    .default('en-US'),
  phone: text,
  emails: z.strictObject({ general: z.email(), careers: z.email() }),
  address: z.strictObject({ locality: text, region: text, country: z.string().length(2) }),
  hours: z.strictObject({
    label: text,
    opens: z.string().regex(/^\d\d:\d\d$/),
    closes: z.string().regex(/^\d\d:\d\d$/),
    days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
  }),
  social: z.strictObject({ label: text, url: z.url() }),
  /** Public Cloudflare Turnstile site key for the forms; the default is Cloudflare's always-passing test key. */
  turnstileSiteKey: z.string().regex(/^[0-9a-zA-Z_-]{10,}$/, 'expected a Turnstile site key such as 0x4AAAAAAA...'),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a hex colour such as #0f172a'),
  claims: z.strictObject({
    practicesTrusted: text,
    practicesServed: text,
    rating: text,
    nearbyChoice: text,
  }),
  /** The results band; shown on the home page and reused by other pages. */
  results: z.array(statItem).length(3, 'the results band shows exactly 3 figures'),
  resultsNote: text,
});

export type Site = z.infer<typeof siteSchema>;
