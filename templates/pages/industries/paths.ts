/** Where industry and catalogue pages live: the one place these URLs are written. */
import type { Content } from '../../content/collections';
import { CATALOGUE_SEGMENTS } from '../../content/catalogue-segments';
import { bySlug } from '../../../build';

export type Industry = Content['industries'][number];
export type Brand = Content['brands'][number];

/** The industries whose catalogues have list pages of their own. */
export const MEDICAL_SPAS = 'medical-spas';
export const DENTISTRY = 'dentistry';

export const industriesPath = '/industries/';
export const industryPath = (industry: string) => `${industriesPath}${industry}/`;
export const devicesPath = `${industryPath(MEDICAL_SPAS)}${CATALOGUE_SEGMENTS.devices}/`;
export const brandPath = (brand: string) => `${industryPath(MEDICAL_SPAS)}${brand}/`;
export const devicePath = (brand: string, device: string) => `${brandPath(brand)}${device}/`;
export const treatmentsPath = `${industryPath(MEDICAL_SPAS)}${CATALOGUE_SEGMENTS.treatments}/`;
export const treatmentPath = (slug: string) => `${treatmentsPath}${slug}/`;
export const implantsPath = `${industryPath(DENTISTRY)}${CATALOGUE_SEGMENTS.dentalImplants}/`;
export const implantPath = (slug: string) => `${implantsPath}${slug}/`;
export const procedurePath = (industry: string, slug: string) => `${industryPath(industry)}${slug}/`;
export const industryServicePath = (industry: string, service: string) => `${industryPath(industry)}${service}/`;

export const industryBySlug = (content: Content, slug: string): Industry => bySlug(content.industries, slug)!;
export const brandBySlug = (content: Content, slug: string): Brand => bySlug(content.brands, slug)!;
export const sortedIndustries = (content: Content) => [...content.industries].sort((a, b) => a.order - b.order);

/** '1 device available', '3 devices available'. */
export const devicesAvailable = (n: number) => `${n} device${n === 1 ? '' : 's'} available`;

/** What a brand's products are called together: 'devices', 'injectables', or 'products' when they are of several kinds. */
export function productsWord(brand: Brand): string {
  const kinds = new Set(brand.devices.map((d) => d.kind));
  if (kinds.size > 1) return 'products';
  return ({ device: 'devices', injectable: 'injectables', topical: 'topical treatments' } as const)[
    brand.devices[0]!.kind
  ];
}
