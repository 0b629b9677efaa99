/** Service structured data with one Offer per priced tier, read from the service's pricing file. */
import type { Offer, Service as ServiceLd, WithContext } from 'schema-dts';
import type { Pricing, PricingTiers } from '../content/schemas/pricing';

/** "$1,250" -> 1250; text such as "Custom" has no number and yields no offer. */
export function priceNumber(monthly: string): number | undefined {
  const match = /^\$?([\d,]+(?:\.\d+)?)$/.exec(monthly.trim());
  return match ? Number(match[1]!.replace(/,/g, '')) : undefined;
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  url: string;
  siteUrl: string;
  brand: string;
  pricing: Pricing;
  tiers: PricingTiers;
}): WithContext<ServiceLd> {
  const offers: Offer[] = input.tiers.flatMap((tier) => {
    const price = priceNumber(input.pricing.tiers[tier.id].monthly);
    if (price === undefined) return [];
    return [
      {
        '@type': 'Offer',
        name: `${tier.name} (${tier.description})`,
        url: `${input.url}#pricing`,
        priceCurrency: 'USD',
        price,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price,
          priceCurrency: 'USD',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
      },
    ];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: input.url,
    provider: {
      '@type': 'Organization',
      '@id': `${input.siteUrl}/#organization`,
      name: input.brand,
      url: `${input.siteUrl}/`,
    },
    areaServed: { '@type': 'Country', name: 'United States' },
    offers,
  };
}
