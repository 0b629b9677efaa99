/**
 * Placeholders editors write in content, filled in at build time so each fact has one home:
 * {brand}, {legalName}, {email}, {careersEmail}, {phone} and the claims ({rating}, {nearbyChoice}, ...)
 * from data/site.yaml everywhere, the retention periods the server enforces ({contactRetentionMonths},
 * {applicationRetentionMonths}) from the API contract, and in a
 * service's FAQ the live prices of its pricing file: {price:small}, {feature:<name>:<tier>}, {addon:<name>}.
 */
import { retention } from '../../server/contract';
import type { Site } from './schemas/site';
import type { Pricing } from './schemas/pricing';
import { tierIds, type TierId } from './schemas/pricing';

// Anything in braces without spaces is a placeholder, so a misspelt one is reported, not printed.
const TOKEN = /\{([^{}\s:]+)(?::([^{}]+))?\}/g;

export type Resolver = (name: string, arg: string | undefined) => string | { error: string };

export function siteTokens(site: Site): Resolver {
  const values: Record<string, string> = {
    brand: site.brand,
    legalName: site.legalName,
    email: site.emails.general,
    careersEmail: site.emails.careers,
    phone: site.phone,
    ...site.claims,
    contactRetentionMonths: String(retention.contactMonths),
    applicationRetentionMonths: String(retention.applicationMonths),
  };
  return (name, arg) =>
    arg === undefined && name in values
      ? values[name]!
      : {
          error: `unknown placeholder '{${name}${arg === undefined ? '' : `:${arg}`}}'; use one of ${Object.keys(values)
            .map((k) => `{${k}}`)
            .join(', ')}`,
        };
}

export function pricingTokens(pricing: Pricing, file: string): Resolver {
  const tier = (id: string): id is TierId => (tierIds as readonly string[]).includes(id);
  return (name, arg) => {
    const parts = arg?.split(':') ?? [];
    if (name === 'price' && parts.length === 1 && tier(parts[0]!)) return pricing.tiers[parts[0]!].monthly;
    if (name === 'feature' && parts.length === 2 && tier(parts[1]!)) {
      const feature = pricing.features.find((f) => f.name === parts[0]);
      if (!feature) return { error: `no feature named '${parts[0]}' in ${file}` };
      const value = feature.values[parts[1]!];
      return value === true ? 'included' : value === false ? 'not included' : value;
    }
    if (name === 'addon' && parts.length === 1) {
      const addOn = pricing.addOns.find((a) => a.name === parts[0]);
      return addOn ? addOn.price : { error: `no add-on named '${parts[0]}' in ${file}` };
    }
    return {
      error: `unknown pricing placeholder '{${name}${arg ? `:${arg}` : ''}}'; use {price:<tier>}, {feature:<name>:<tier>} or {addon:<name>} with a tier of ${tierIds.join(', ')}`,
    };
  };
}

/** Takes any pricing placeholder, for a service whose pricing file is missing: that one error is enough. */
export const anyPricingToken: Resolver = (name, arg) =>
  ['price', 'feature', 'addon'].includes(name)
    ? `{${name}:${arg ?? ''}}`
    : { error: `unknown pricing placeholder '{${name}}'` };

/** A placeholder that could not be filled: where it is in the text, as written, and why. */
export interface TokenProblem {
  offset: number;
  token: string;
  message: string;
}

/** Fills every placeholder in `text`; unknown ones are reported with their offset in the text. */
export function fill(text: string, resolvers: Resolver[]): { text: string; problems: TokenProblem[] } {
  const problems: TokenProblem[] = [];
  if (!text.includes('{')) return { text, problems }; // no placeholder: most texts, found faster than by TOKEN
  const out = text.replace(TOKEN, (whole, name: string, arg: string | undefined, offset: number) => {
    let last: { error: string } | undefined;
    for (const resolve of resolvers) {
      const value = resolve(name, arg);
      if (typeof value === 'string') return value;
      last = value;
    }
    problems.push({ offset, token: whole, message: last?.error ?? `unknown placeholder '${whole}'` });
    return whole;
  });
  return { text: out, problems };
}
