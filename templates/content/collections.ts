/**
 * Every collection of the agency site's content: where it lives under data/ and the schema it must
 * satisfy. The Content type templates receive is inferred from this table, so a new collection is one
 * line here (and its schema).
 */
import { type ContentOf, defineCollection } from '../../build/content/collection';
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
import { glossarySchema } from './schemas/glossary';
import { siteIndexSchema } from './schemas/site-index';
import { homeSchema } from './schemas/home';
import { jobSchema } from './schemas/job';
import { legalSchema } from './schemas/legal';
import { locationsIndexSchema, stateSchema } from './schemas/locations';
import { marketingAuditSchema } from './schemas/marketing-audit';
import { navigationSchema } from './schemas/navigation';
import { notFoundSchema } from './schemas/not-found';
import { episodeSchema, postSchema } from './schemas/post';
import { pricingSchema, pricingTiersSchema } from './schemas/pricing';
import { redirectsSchema } from './schemas/redirects';
import { serviceSchema } from './schemas/service';
import { servicesIndexSchema } from './schemas/services-index';
import { siteSchema } from './schemas/site';

export const collections = {
  site: defineCollection({ file: 'site.yaml', schema: siteSchema }),
  navigation: defineCollection({ file: 'navigation.yaml', schema: navigationSchema }),
  home: defineCollection({ file: 'home.yaml', schema: homeSchema }),
  about: defineCollection({ file: 'about.yaml', schema: aboutSchema }),
  contact: defineCollection({ file: 'contact.yaml', schema: contactSchema }),
  thankYou: defineCollection({ file: 'thank-you.yaml', schema: thankYouSchema }),
  notFound: defineCollection({ file: 'not-found.yaml', schema: notFoundSchema }),
  redirects: defineCollection({ file: 'redirects.yaml', schema: redirectsSchema, fallback: [] }),
  pricingTiers: defineCollection({ file: 'pricing-tiers.yaml', schema: pricingTiersSchema }),
  servicesIndex: defineCollection({ file: 'services-index.yaml', schema: servicesIndexSchema }),
  services: defineCollection({ folder: 'services', format: 'yaml', schema: serviceSchema }),
  pricing: defineCollection({ folder: 'pricing', format: 'yaml', schema: pricingSchema }),
  legal: defineCollection({ folder: 'legal', format: 'md', schema: legalSchema }),
  blogIndex: defineCollection({ file: 'blog-index.yaml', schema: blogIndexSchema }),
  posts: defineCollection({ folder: 'blog', format: 'md', schema: postSchema }),
  podcastIndex: defineCollection({ file: 'podcast-index.yaml', schema: podcastIndexSchema }),
  episodes: defineCollection({ folder: 'podcast', format: 'md', schema: episodeSchema }),
  locationsIndex: defineCollection({ file: 'locations-index.yaml', schema: locationsIndexSchema }),
  locations: defineCollection({ folder: 'locations', format: 'yaml', schema: stateSchema }),
  industriesIndex: defineCollection({ file: 'industries-index.yaml', schema: industriesIndexSchema }),
  industries: defineCollection({ folder: 'industries', format: 'yaml', schema: industrySchema }),
  brands: defineCollection({ folder: 'brands', format: 'yaml', schema: brandSchema }),
  treatments: defineCollection({ file: 'treatments.yaml', schema: treatmentsSchema, fallback: [] }),
  dentalImplants: defineCollection({ file: 'dental-implants.yaml', schema: dentalImplantsSchema, fallback: [] }),
  procedures: defineCollection({ folder: 'procedures', format: 'yaml', schema: proceduresSchema }),
  jobs: defineCollection({ folder: 'careers', format: 'yaml', schema: jobSchema }),
  careersIndex: defineCollection({ file: 'careers-index.yaml', schema: careersIndexSchema }),
  careersThankYou: defineCollection({ file: 'careers-thank-you.yaml', schema: careersThankYouSchema }),
  marketingAudit: defineCollection({ file: 'marketing-audit.yaml', schema: marketingAuditSchema }),
  glossary: defineCollection({ file: 'glossary.yaml', schema: glossarySchema }),
  siteIndex: defineCollection({ file: 'site-index.yaml', schema: siteIndexSchema }),
};

export type Content = ContentOf<typeof collections>;
