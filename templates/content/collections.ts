/**
 * Every collection of the agency site's content: where it lives under data/ and the schema it must
 * satisfy. The Content type templates receive is inferred from this table, so a new collection is one
 * line here (and its schema).
 */
import { type ContentOf, defineCollection } from '../../build';
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
  site: defineCollection({
    description:
      "The agency's identity: the spec's {brand}, {email} and {phone} come from here. Domain, phone and e-mails are reserved example values until the agency supplies real ones.",
    file: 'site.yaml',
    schema: siteSchema,
  }),
  navigation: defineCollection({
    description:
      "Header menus and footer columns. Links to pages that do not exist yet are left out of the rendered menus (the build lists them), so a visitor never meets a dead link. The footer's Services column is made from the services, in their order.",
    file: 'navigation.yaml',
    schema: navigationSchema,
  }),
  home: defineCollection({ file: 'home.yaml', schema: homeSchema }),
  about: defineCollection({
    description: '/about/: the agency story. Brand facts come from the site settings through the brand tokens.',
    file: 'about.yaml',
    schema: aboutSchema,
  }),
  contact: defineCollection({ file: 'contact.yaml', schema: contactSchema }),
  thankYou: defineCollection({ file: 'thank-you.yaml', schema: thankYouSchema }),
  notFound: defineCollection({
    description:
      "Not-found views. The one for '/' answers any unknown path; a section's answers unknown paths under it (an unknown /services/{slug} gets 'Service not found'). Each is served with status 404.",
    file: 'not-found.yaml',
    schema: notFoundSchema,
  }),
  redirects: defineCollection({
    description:
      'Permanent moves: old path to new path (status 301 unless given), written to dist/_redirects. A redirect may not start at a path the site has a page for.',
    file: 'redirects.yaml',
    schema: redirectsSchema,
    fallback: [],
  }),
  pricingTiers: defineCollection({
    description: "The four pricing tiers, shared by every service. Prices live in each service's pricing file.",
    file: 'pricing-tiers.yaml',
    schema: pricingTiersSchema,
  }),
  servicesIndex: defineCollection({ file: 'services-index.yaml', schema: servicesIndexSchema }),
  services: defineCollection({ folder: 'services', format: 'yaml', schema: serviceSchema }),
  pricing: defineCollection({
    description: "One service's prices and feature values for each tier.",
    folder: 'pricing',
    format: 'yaml',
    schema: pricingSchema,
  }),
  legal: defineCollection({ folder: 'legal', format: 'md', schema: legalSchema }),
  blogIndex: defineCollection({
    description:
      "/blog/: the article index of the blog. The articles are the Markdown files of the posts; adding one is adding one file. The RSS feed at /blog/feed.xml uses this page's description.",
    file: 'blog-index.yaml',
    schema: blogIndexSchema,
  }),
  posts: defineCollection({
    description: 'Blog articles, one Markdown file each: front matter above, the article below.',
    folder: 'blog',
    format: 'md',
    schema: postSchema,
  }),
  podcastIndex: defineCollection({
    description:
      '/podcast/: the episode index. `show` describes the podcast to Apple Podcasts and other apps through the feed at /podcast/feed.xml.',
    file: 'podcast-index.yaml',
    schema: podcastIndexSchema,
  }),
  episodes: defineCollection({
    description: "Podcast episodes, one Markdown file each, with the audio's address and its transcript.",
    folder: 'podcast',
    format: 'md',
    schema: episodeSchema,
  }),
  locationsIndex: defineCollection({
    description:
      "/locations/ copy, the popular-city links and the blocks that state and city pages share. State and city counts on the pages are computed from the states' files, never typed here.",
    file: 'locations-index.yaml',
    schema: locationsIndexSchema,
  }),
  locations: defineCollection({
    description:
      'One file per state (and the District of Columbia) with its cities; each city has a page at /locations/{state}/{city}/.',
    folder: 'locations',
    format: 'yaml',
    schema: stateSchema,
  }),
  industriesIndex: defineCollection({
    description:
      '/industries/ copy. The eight industry cards come from the industries; the other specialties have no pages of their own yet and lead to /contact/.',
    file: 'industries-index.yaml',
    schema: industriesIndexSchema,
  }),
  industries: defineCollection({ folder: 'industries', format: 'yaml', schema: industrySchema }),
  brands: defineCollection({ folder: 'brands', format: 'yaml', schema: brandSchema }),
  treatments: defineCollection({
    description: 'The medical-spa treatment categories: one page each under /treatments/.',
    file: 'treatments.yaml',
    schema: treatmentsSchema,
    fallback: [],
  }),
  dentalImplants: defineCollection({ file: 'dental-implants.yaml', schema: dentalImplantsSchema, fallback: [] }),
  procedures: defineCollection({ folder: 'procedures', format: 'yaml', schema: proceduresSchema }),
  jobs: defineCollection({
    description: 'Job postings, one file each: a page under /careers/ while it is open.',
    folder: 'careers',
    format: 'yaml',
    schema: jobSchema,
  }),
  careersIndex: defineCollection({
    description:
      "The /careers/ page's own copy. The positions are the job postings, one file each; the count label and the cards come from them.",
    file: 'careers-index.yaml',
    schema: careersIndexSchema,
  }),
  careersThankYou: defineCollection({
    description: '/careers/thank-you/: where an application lands once it is stored.',
    file: 'careers-thank-you.yaml',
    schema: careersThankYouSchema,
  }),
  marketingAudit: defineCollection({
    description: '/marketing-audit/: the Practice Growth Audit landing page.',
    file: 'marketing-audit.yaml',
    schema: marketingAuditSchema,
  }),
  glossary: defineCollection({
    description:
      "/glossary/: the words of a marketing report, for practice owners. Each term's slug is its anchor on the page (/glossary/#cost-per-lead); seeAlso links to a page of the site where the term is at work.",
    file: 'glossary.yaml',
    schema: glossarySchema,
  }),
  siteIndex: defineCollection({
    description:
      "/site-index/: every page the site search finds, grouped. It is also where the header's search leads when a browser runs no JavaScript. The pages listed come from the pages themselves; this file gives the order of the sections and their headings.",
    file: 'site-index.yaml',
    schema: siteIndexSchema,
  }),
};

export type Content = ContentOf<typeof collections>;
