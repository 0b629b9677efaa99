/** data/services-index.yaml: the /services page's own copy; the cards come from data/services. */
import { z } from 'zod';
import { paragraph, text } from './common';

export const servicesIndexSchema = z.strictObject({
  title: text,
  description: paragraph,
  hero: z.strictObject({ eyebrow: text, headline: text, body: paragraph }),
  pricingNote: paragraph,
  cta: z.strictObject({ heading: text, body: paragraph }),
});

export type ServicesIndex = z.infer<typeof servicesIndexSchema>;
