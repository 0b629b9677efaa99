/** Organization and WebSite structured data, built from data/site.yaml. */
import type { Organization, WebSite, WithContext } from 'schema-dts';
import type { Site } from '../content/schemas/site';

export function organizationJsonLd(site: Site, siteUrl: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    description: site.description,
    email: site.emails.general,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    sameAs: [site.social.url],
  };
}

export function webSiteJsonLd(site: Site, siteUrl: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: site.brand,
    url: `${siteUrl}/`,
    inLanguage: site.language,
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}
