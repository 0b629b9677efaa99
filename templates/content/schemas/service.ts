/** data/services/{slug}.yaml: one file per service; the file name is the slug. */
import { z } from 'zod';
import { faqItem, icon, iconCard, paragraph, statItem, text, textList, uniqueBy } from './common';

const comparisonValue = z.union([z.boolean(), text], {
  error: 'expected true, false or a short text such as "Weekly"',
});

export const testimonialSchema = z.strictObject({
  name: text,
  practice: text,
  location: text,
  content: paragraph,
  result: text,
  rating: z.number().int().min(1).max(5),
  treatment: text,
});

export const serviceSchema = z.strictObject({
  title: text,
  desc: paragraph.describe('One sentence for cards and the meta description.'),
  icon,
  order: z.number().int().min(1).describe('Position on /services and in menus.'),
  seoTitle: text,
  hero: z.strictObject({ eyebrow: text, headline: text, body: paragraph }),
  socialProof: paragraph,
  benefits: textList,
  stats: z.array(statItem).min(3).max(4),
  keyBenefits: z.array(iconCard).min(3).max(6),
  detailedFeatures: z
    .array(z.strictObject({ category: text, items: textList }))
    .min(2)
    .superRefine(uniqueBy('category')),
  sections: z
    .array(z.strictObject({ eyebrow: text, title: text, body: paragraph, points: textList }))
    .length(4, 'a service page has exactly 4 further sections')
    .describe('The four further sections of the page, each a short argument with supporting points.'),
  faq: z
    .array(faqItem)
    .min(4)
    .superRefine(uniqueBy('question'))
    .describe(
      'Answers may quote live prices with {price:small}, {price:growing}, {price:powerful} or {price:enterprise}.',
    ),
  comparison: z
    .array(
      z.strictObject({ feature: text, us: comparisonValue, inHouse: comparisonValue, otherAgencies: comparisonValue }),
    )
    .min(4),
  process: z
    .array(
      z.strictObject({
        step: z.number().int(),
        title: text,
        description: paragraph,
        details: textList,
        timeline: text,
      }),
    )
    .length(5, 'the process has exactly 5 steps')
    .superRefine((steps, ctx) =>
      steps.forEach((s, i) => {
        if (s.step !== i + 1) ctx.addIssue({ code: 'custom', path: [i, 'step'], message: `expected step ${i + 1}` });
      }),
    ),
  testimonials: z.array(testimonialSchema).min(2).max(4),
});

export type Service = z.infer<typeof serviceSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
