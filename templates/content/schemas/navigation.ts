/** data/navigation.yaml: header menus and footer columns. Every href must be a page of the site. */
import { z } from 'zod';
import { internalHref, text } from './common';

const link = z.strictObject({ label: text, href: internalHref });

export const navigationSchema = z.strictObject({
  header: z.strictObject({
    menus: z.array(z.strictObject({ label: text, items: z.array(link).min(1) })),
    links: z.array(link),
    cta: link,
  }),
  footer: z.strictObject({
    columns: z.array(z.strictObject({ heading: text, links: z.array(link).min(1) })).min(1),
    legal: z.array(link),
  }),
});

export type Navigation = z.infer<typeof navigationSchema>;
export type NavLink = z.infer<typeof link>;
