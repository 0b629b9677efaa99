/** data/home.yaml: the home page's copy. Figures shared with other pages live in site.yaml. */
import { z } from 'zod';
import { icon, slug, text } from './common';

const sectionHeading = { eyebrow: text, heading: text, intro: text };

export const homeSchema = z.strictObject({
  title: text,
  description: text,
  hero: z.strictObject({ eyebrow: text, headline: text, intro: text, secondaryCta: text }),
  services: z.strictObject({
    ...sectionHeading,
    /** Slugs of the services shown as cards; titles and summaries come from data/services. */
    cards: z.array(slug).length(4, 'the home page shows exactly 4 service cards'),
  }),
  blueprint: z.strictObject({
    ...sectionHeading,
    steps: z
      .array(z.strictObject({ icon, title: text, desc: text }))
      .length(5, "the 'Brand-to-Revenue' blueprint has exactly 5 steps"),
  }),
  revolution: z.strictObject({
    ...sectionHeading,
    body: text,
    points: z
      .array(z.strictObject({ icon, title: text, desc: text }))
      .min(2)
      .max(6),
  }),
  results: z.strictObject({ eyebrow: text, heading: text }),
  latestArticles: z.strictObject({ heading: text, intro: text }),
  latestPodcast: z.strictObject({ heading: text, intro: text }),
  cta: z.strictObject({ heading: text, body: text }),
});

export type Home = z.infer<typeof homeSchema>;
