/**
 * data/pricing-tiers.yaml names the four tiers once; data/pricing/{service}.yaml holds one
 * service's prices and feature values per tier. Editors change a price in exactly one place.
 */
import { z } from 'zod';
import { paragraph, text, uniqueBy } from './common';

export const tierIds = ['small', 'growing', 'powerful', 'enterprise'] as const;
export type TierId = (typeof tierIds)[number];

export const pricingTiersSchema = z
  .array(
    z.strictObject({ id: z.enum(tierIds), name: text, description: paragraph, popular: z.boolean().default(false) }),
  )
  .superRefine(uniqueBy('id', 'tier id'))
  .superRefine((tiers, ctx) => {
    for (const id of tierIds) {
      if (!tiers.some((t) => t.id === id))
        ctx.addIssue({ code: 'custom', path: [], message: `tier '${id}' is missing` });
    }
  });

/** Every tier must be present; a missing one is reported at its own key. */
function perTier<T extends z.ZodType>(value: T) {
  return z.strictObject({ small: value, growing: value, powerful: value, enterprise: value });
}

const price = z.strictObject({
  monthly: text.describe(
    'Shown as written, e.g. "$1,250" or "Custom". Text, so "$" and commas are the editor\'s choice.',
  ),
  note: paragraph
    .optional()
    .describe('May quote this file\'s feature values: "per month + {feature:Per-platform fee:small} per platform".'),
});

const featureValue = z.union([z.boolean(), text], {
  error: (i) =>
    i.input === undefined
      ? 'is required'
      : `expected true (included), false (not included) or a quoted text quantity such as "25", got ${typeof i.input === 'number' ? `the number ${i.input}` : typeof i.input}`,
});

export const pricingSchema = z.strictObject({
  title: text,
  description: paragraph,
  commitment: text.optional().describe('A condition that applies to every tier, e.g. a minimum commitment.'),
  tiers: perTier(price),
  features: z
    .array(z.strictObject({ name: text, values: perTier(featureValue) }))
    .min(3)
    .superRefine(uniqueBy('name', 'feature')),
  addOns: z
    .array(z.strictObject({ name: text, price: text }))
    .default([])
    .describe('Extras sold on top of any tier.'),
});

export type PricingTiers = z.infer<typeof pricingTiersSchema>;
export type Pricing = z.infer<typeof pricingSchema>;
export type FeatureValue = z.infer<typeof featureValue>;
