/** data/services-index.yaml: the /services page's own copy; the cards come from data/services. */
import { z } from 'zod';
import { text } from './common';

export const servicesIndexSchema = z.strictObject({
  title: text,
  description: text,
  hero: z.strictObject({ eyebrow: text, headline: text, body: text }),
  pricingNote: text,
  cta: z.strictObject({ heading: text, body: text }),
});

export type ServicesIndex = z.infer<typeof servicesIndexSchema>;
