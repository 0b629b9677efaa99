/** data/home.yaml: the home page's copy. Figures shared with other pages live in site.yaml. */
import { z } from 'zod';
import { icon, paragraph, slug, text } from './common';

const sectionHeading = { eyebrow: text, heading: text, intro: paragraph };

export const homeSchema = z.strictObject({
  title: text,
  description: paragraph,
  hero: z.strictObject({ eyebrow: text, headline: text, intro: paragraph, secondaryCta: text }),
  services: z.strictObject({
    ...sectionHeading,
    cards: z
      .array(slug)
      .length(4, 'the home page shows exactly 4 service cards')
      .describe('Slugs of the services shown as cards; titles and summaries come from data/services.'),
  }),
  blueprint: z.strictObject({
    ...sectionHeading,
    steps: z
      .array(z.strictObject({ icon, title: text, desc: paragraph }))
      .length(5, "the 'Brand-to-Revenue' blueprint has exactly 5 steps"),
  }),
  revolution: z.strictObject({
    ...sectionHeading,
    body: paragraph,
    points: z
      .array(z.strictObject({ icon, title: text, desc: paragraph }))
      .min(2)
      .max(6),
  }),
  results: z.strictObject({ eyebrow: text, heading: text }),
  latestArticles: z.strictObject({ heading: text, intro: paragraph }),
  latestPodcast: z.strictObject({ heading: text, intro: paragraph }),
  cta: z.strictObject({ heading: text, body: paragraph }),
});

export type Home = z.infer<typeof homeSchema>;
