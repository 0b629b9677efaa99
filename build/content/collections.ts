/**
 * Every collection of content, where it lives under data/ and the schema it must satisfy.
 * The Content type is derived from this table, so a new collection is one line here.
 */
import type { z } from 'zod';
import { aboutSchema } from './schemas/about';
import { blogIndexSchema, podcastIndexSchema } from './schemas/blog-index';
import { careersIndexSchema, careersThankYouSchema } from './schemas/careers';
import {
  brandSchema,
  dentalImplantsSchema,
  industriesIndexSchema,
  industrySchema,
  proceduresSchema,
  treatmentsSchema,
} from './schemas/catalogue';
import { contactSchema, thankYouSchema } from './schemas/contact';
import { homeSchema } from './schemas/home';
import { jobSchema } from './schemas/job';
import { legalSchema } from './schemas/legal';
import { marketingAuditSchema } from './schemas/marketing-audit';
import { locationsIndexSchema, stateSchema } from './schemas/locations';
import { navigationSchema } from './schemas/navigation';
import { notFoundSchema } from './schemas/not-found';
import { episodeSchema, postSchema } from './schemas/post';
import { pricingSchema, pricingTiersSchema } from './schemas/pricing';
import { redirectsSchema } from './schemas/redirects';
import { serviceSchema } from './schemas/service';
import { servicesIndexSchema } from './schemas/services-index';
import { siteSchema } from './schemas/site';

export interface SingleCollection<S extends z.ZodType = z.ZodType> {
  kind: 'single';
  file: string;
  schema: S;
  /** Used when the file does not exist; a required file that is missing is an error. */
  fallback?: unknown;
}
export interface FolderCollection<S extends z.ZodType = z.ZodType, F extends 'yaml' | 'md' = 'yaml' | 'md'> {
  kind: 'folder';
  dir: string;
  format: F;
  schema: S;
}

const single = <S extends z.ZodType>(file: string, schema: S, fallback?: unknown): SingleCollection<S> => ({
  kind: 'single',
  file,
  schema,
  fallback,
});
const folder = <S extends z.ZodType, F extends 'yaml' | 'md'>(
  dir: string,
  format: F,
  schema: S,
): FolderCollection<S, F> => ({ kind: 'folder', dir, format, schema });

export const collections = {
  site: single('site.yaml', siteSchema),
  navigation: single('navigation.yaml', navigationSchema),
  home: single('home.yaml', homeSchema),
  about: single('about.yaml', aboutSchema),
  contact: single('contact.yaml', contactSchema),
  thankYou: single('thank-you.yaml', thankYouSchema),
  notFound: single('not-found.yaml', notFoundSchema),
  redirects: single('redirects.yaml', redirectsSchema, []),
  pricingTiers: single('pricing-tiers.yaml', pricingTiersSchema),
  servicesIndex: single('services-index.yaml', servicesIndexSchema),
  services: folder('services', 'yaml', serviceSchema),
  pricing: folder('pricing', 'yaml', pricingSchema),
  legal: folder('legal', 'md', legalSchema),
  blogIndex: single('blog-index.yaml', blogIndexSchema),
  posts: folder('blog', 'md', postSchema),
  podcastIndex: single('podcast-index.yaml', podcastIndexSchema),
  episodes: folder('podcast', 'md', episodeSchema),
  locationsIndex: single('locations-index.yaml', locationsIndexSchema),
  locations: folder('locations', 'yaml', stateSchema),
  industriesIndex: single('industries-index.yaml', industriesIndexSchema),
  industries: folder('industries', 'yaml', industrySchema),
  brands: folder('brands', 'yaml', brandSchema),
  treatments: single('treatments.yaml', treatmentsSchema, []),
  dentalImplants: single('dental-implants.yaml', dentalImplantsSchema, []),
  procedures: folder('procedures', 'yaml', proceduresSchema),
  jobs: folder('careers', 'yaml', jobSchema),
  careersIndex: single('careers-index.yaml', careersIndexSchema),
  careersThankYou: single('careers-thank-you.yaml', careersThankYouSchema),
  marketingAudit: single('marketing-audit.yaml', marketingAuditSchema),
};

export type Collections = typeof collections;

/** Where an entry came from: its slug (the file name) and display path. */
export interface EntryMeta {
  slug: string;
  file: string;
}
/** Markdown entries carry their body rendered to HTML. */
export interface MarkdownMeta extends EntryMeta {
  html: string;
}

type ValueOf<C> =
  C extends SingleCollection<infer S>
    ? z.output<S>
    : C extends FolderCollection<infer S, infer F>
      ? Array<z.output<S> & (F extends 'md' ? MarkdownMeta : EntryMeta)>
      : never;

export type Content = { [K in keyof Collections]: ValueOf<Collections[K]> };
