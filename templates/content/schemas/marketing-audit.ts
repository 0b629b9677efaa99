/** data/marketing-audit.yaml: the Practice Growth Audit landing page. */
import { z } from 'zod';
import { faqItem, icon, paragraph, text } from './common';

/** The form's values are fixed by the agency; the labels are ours, except the ad-spend bands'. */
const CLINIC_TYPES = ['med-spa', 'aesthetics', 'plastic-surgery', 'dentistry'] as const;
const AD_SPEND = ['<5k', '5-15k', '>15k'] as const;
const options = <V extends readonly [string, ...string[]]>(values: V) =>
  z
    .array(z.strictObject({ value: z.enum(values), label: text }))
    .refine(
      (list) => values.every((v) => list.some((o) => o.value === v)) && list.length === values.length,
      `must list each of ${values.join(', ')} once`,
    );

export const marketingAuditSchema = z.strictObject({
  title: text,
  description: paragraph,
  hero: z.strictObject({ eyebrow: text, headline: text, body: paragraph, cta: text }),
  focus: z.strictObject({
    eyebrow: text,
    heading: text,
    intro: paragraph,
    cards: z
      .array(z.strictObject({ icon, title: text, desc: paragraph, checks: z.array(text).min(2) }))
      .length(3, 'the audit covers exactly 3 focus areas')
      .describe('Positioning and offer; conversion and SEO; compliance and tracking.'),
  }),
  steps: z.strictObject({
    eyebrow: text,
    heading: text,
    items: z
      .array(z.strictObject({ icon, title: text, timing: text, desc: paragraph }))
      .length(3, 'the audit has exactly 3 steps')
      .describe('30-minute discovery; deep-dive analysis; 90-day plan.'),
  }),
  faq: z.array(faqItem).length(4, 'the audit page asks exactly 4 questions'),
  form: z.strictObject({
    heading: text,
    body: paragraph,
    submitLabel: text,
    clinicTypes: options(CLINIC_TYPES),
    adSpend: options(AD_SPEND),
    toast: z
      .strictObject({ title: text, text: paragraph })
      .describe('Shown after submit. The quick form sends nothing, so it must promise no reply.'),
    privacyNote: paragraph,
  }),
});

export type MarketingAudit = z.infer<typeof marketingAuditSchema>;
