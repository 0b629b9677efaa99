/**
 * Placeholders editors write in the agency's content, filled in at build time so each fact has one
 * home: {brand}, {legalName}, {email}, {careersEmail}, {phone} and the claims ({rating}, {nearbyChoice}...)
 * from data/site.yaml everywhere, the retention periods the server enforces ({contactRetentionMonths},
 * {applicationRetentionMonths}) from the API contract, and in a service's FAQ answers (and a pricing
 * file's tier notes) the live prices of its pricing file: {price:small}, {feature:<name>:<tier>},
 * {addon:<name>}.
 */
import { retention } from '../../lib/contract';
import type { Resolver, TextPlace } from '../../build';
import type { Content } from './collections';
import { type Pricing, tierIds, type TierId } from './schemas/pricing';

export function sitePlaceholders(content: Content): (place: TextPlace) => Resolver[] {
  const site = siteResolver(content.site);
  const pricingBySlug = new Map(content.pricing.map((p) => [p.slug, p]));
  const serviceByFile = new Map(content.services.map((s) => [s.file, s]));
  const pricingByFile = new Map(content.pricing.map((p) => [p.file, p]));
  return ({ file, path }) => {
    const service = serviceByFile.get(file);
    // A service's FAQ answers and a pricing file's tier notes may quote the pricing file's values.
    const quotesPricing = service
      ? path[0] === 'faq' && path[2] === 'answer'
      : path[0] === 'tiers' && path[2] === 'note';
    if (!quotesPricing) return [site];
    const pricing = service ? pricingBySlug.get(service.slug) : pricingByFile.get(file);
    // Without its pricing file (reported on its own), a service's price placeholders are not reported one by one.
    if (pricing) return [site, pricingResolver(pricing)];
    return service ? [site, anyPricing] : [site];
  };
}

function siteResolver(site: Content['site']): Resolver {
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

function pricingResolver(pricing: Pricing & { file: string }): Resolver {
  const tier = (id: string): id is TierId => (tierIds as readonly string[]).includes(id);
  return (name, arg) => {
    const parts = arg?.split(':') ?? [];
    if (name === 'price' && parts.length === 1 && tier(parts[0]!)) return pricing.tiers[parts[0]!].monthly;
    if (name === 'feature' && parts.length === 2 && tier(parts[1]!)) {
      const feature = pricing.features.find((f) => f.name === parts[0]);
      if (!feature) return { error: `no feature named '${parts[0]}' in ${pricing.file}` };
      const value = feature.values[parts[1]!];
      return value === true ? 'included' : value === false ? 'not included' : value;
    }
    if (name === 'addon' && parts.length === 1) {
      const addOn = pricing.addOns.find((a) => a.name === parts[0]);
      return addOn ? addOn.price : { error: `no add-on named '${parts[0]}' in ${pricing.file}` };
    }
    return {
      error: `unknown pricing placeholder '{${name}${arg ? `:${arg}` : ''}}'; use {price:<tier>}, {feature:<name>:<tier>} or {addon:<name>} with a tier of ${tierIds.join(', ')}`,
    };
  };
}

/** Takes any pricing placeholder, for a service whose pricing file is missing: that one error is enough. */
const anyPricing: Resolver = (name, arg) =>
  ['price', 'feature', 'addon'].includes(name)
    ? `{${name}:${arg ?? ''}}`
    : { error: `unknown pricing placeholder '{${name}}'` };
