/**
 * data/careers-index.yaml and data/careers-thank-you.yaml: the careers pages' own copy. The postings
 * are data/careers/*.yaml (job.ts); the section names of a posting and the form's messages are fixed
 * and live in the templates and the API contract.
 */
import { thankYouPageSchema } from './contact';
import { z } from 'zod';
import { icon, paragraph, text } from './common';

export const careersIndexSchema = z.strictObject({
  title: text,
  description: paragraph,
  hero: z.strictObject({ eyebrow: text, headline: text, body: paragraph }),
  positions: z
    .strictObject({ eyebrow: text, heading: text })
    .describe("The heading over the cards of data/careers, and its count label ('14 open positions')."),
  perks: z
    .strictObject({
      eyebrow: text,
      heading: text,
      items: z
        .array(z.strictObject({ icon, title: text, desc: paragraph }))
        .length(3, 'the careers page shows exactly 3 perks'),
    })
    .describe('What working here is like, after the positions.'),
  apply: z
    .strictObject({ heading: text, body: paragraph, privacyNote: paragraph })
    .describe("The job page's apply card."),
  notFound: z
    .strictObject({ heading: text, message: text, linkLabel: text })
    .describe(
      '/careers/404.html: where hosts without the redirect rule land for an unknown id, on its way to /careers/.',
    ),
});

/** 'Application Submitted!', then review, outreach, interview. */
export const careersThankYouSchema = thankYouPageSchema('careers thank-you');

export type CareersIndex = z.infer<typeof careersIndexSchema>;
export type CareersThankYou = z.infer<typeof careersThankYouSchema>;
