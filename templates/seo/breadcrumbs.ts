import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { Crumb } from '../ui/breadcrumbs';

export function breadcrumbJsonLd(trail: Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: `${siteUrl}${crumb.href}`,
    })),
  };
}
