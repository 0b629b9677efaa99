/** data/site.yaml: the agency's identity. The spec's {brand}, {email} and {phone} come from here. */
import { z } from 'zod';
import { paragraph, statItem, text } from './common';

export const siteSchema = z.strictObject({
  brand: text,
  legalName: text,
  tagline: text,
  description: paragraph,
  url: z
    .url({ protocol: /^https$/, error: 'expected an https:// URL' })
    .describe('Used when SITE_URL is not set at build time.'),
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
  turnstileSiteKey: z
    .string()
    .regex(/^[0-9a-zA-Z_-]{10,}$/, 'expected a Turnstile site key such as 0x4AAAAAAA...')
    .describe(
      "Public Cloudflare Turnstile site key for the forms. Cloudflare's test key (1x00000000000000000000AA) always passes: replace it with the agency's key, and set TURNSTILE_SECRET_KEY on the server to match.",
    ),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a hex colour such as #0f172a'),
  claims: z.strictObject({
    practicesTrusted: text,
    practicesServed: text,
    rating: text,
    nearbyChoice: text,
  }),
  results: z
    .array(statItem)
    .length(3, 'the results band shows exactly 3 figures')
    .describe('The results band; shown on the home page and reused by other pages.'),
  resultsNote: paragraph,
});

export type Site = z.infer<typeof siteSchema>;
