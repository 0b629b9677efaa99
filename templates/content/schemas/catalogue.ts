/**
 * The industry catalogues: industries, device brands and their devices,
 * medical-spa treatment categories, dental implant procedures and each industry's procedures.
 */
import { z } from 'zod';
import { icon, iconCard, paragraph, slug, text, textList, uniqueBy } from './common';

/** A device, treatment category or procedure: the fields the procedure-detail layout shows. */
export const catalogueItem = z.strictObject({
  slug,
  name: text,
  description: paragraph.describe(
    'One sentence: what it is and what it treats. Used as the page description and on cards.',
  ),
  icon,
  longDescription: paragraph.describe(
    'The about text: the patients it brings, how they search and book, what marketing works.',
  ),
  benefits: textList.describe('Marketing benefits for the practice.'),
  targetAudience: textList.describe('Who the patients are.'),
});

/**
 * What a brand's product is, so a page never calls a drug a device: an energy-based or surgical device,
 * an injectable (neuromodulators, fillers, Kybella), or a topical (Latisse, exosome serums).
 */
export const productKinds = ['device', 'injectable', 'topical'] as const;

/** A brand's product: the catalogue item and its kind (a device unless said). */
const product = catalogueItem.extend({ kind: z.enum(productKinds).default('device') });

export const brandSchema = z.strictObject({
  name: text,
  description: paragraph,
  devices: z.array(product).min(1, 'a brand lists at least one device').superRefine(uniqueBy('slug', 'device slug')),
});

/** data/treatments.yaml: the medical-spa treatment categories. */
export const treatmentsSchema = z.array(catalogueItem).superRefine(uniqueBy('slug', 'treatment slug'));

/** data/dental-implants.yaml: dental implant procedures, each with its average investment. */
export const dentalImplantsSchema = z
  .array(catalogueItem.extend({ avgInvestment: text }))
  .superRefine(uniqueBy('slug', 'implant slug'));

/** data/procedures/{industry}.yaml: the procedures an industry's practices sell, one page each. */
export const proceduresSchema = z.strictObject({
  procedures: z
    .array(catalogueItem)
    .min(5, 'an industry lists at least 5 procedures')
    .superRefine(uniqueBy('slug', 'procedure slug')),
});

const hero = z.strictObject({ eyebrow: text, headline: text, body: paragraph });

/** One of the five services framed for an industry: the copy of /industries/{industry}/{service}/. */
const industryService = z.strictObject({ headline: text, body: paragraph, points: textList });

/** data/industries/{slug}.yaml: one of the eight industries with pages of their own. */
export const industrySchema = z.strictObject({
  name: text,
  order: z.number().int().describe('Order on /industries/ and in menus.'),
  icon,
  description: paragraph.describe('Meta description and card text.'),
  hero,
  patients: paragraph.describe('Who the patients are and how they search, compare and book.'),
  whatWorks: z.array(iconCard).min(3).describe('What marketing works for this kind of practice.'),
  services: z
    .strictObject({
      'paid-media': industryService,
      'local-seo': industryService,
      'website-design': industryService,
      'content-email': industryService,
      reputation: industryService,
    })
    .describe("Each of the five services (data/services) framed for this industry's patients and offers."),
});

/** The copy of a catalogue list page (devices, treatments, dental implants). */
const cataloguePage = z.strictObject({ title: text, description: paragraph, hero });

/** data/industries-index.yaml: /industries/ copy, the catalogue list pages' copy, and the other specialties that lead to /contact/. */
export const industriesIndexSchema = z.strictObject({
  title: text,
  description: paragraph,
  hero,
  otherSpecialties: z.array(z.strictObject({ name: text, icon, desc: paragraph })).min(1),
  catalogues: z.strictObject({
    devices: cataloguePage.extend({
      valueProps: z
        .array(iconCard)
        .min(3)
        .describe('Why market devices with us: the value-proposition blocks of the devices page.'),
      cta: z.strictObject({ heading: text, body: paragraph }),
    }),
    treatments: cataloguePage,
    dentalImplants: cataloguePage,
  }),
});

export type CatalogueItem = z.infer<typeof catalogueItem>;
export type Brand = z.infer<typeof brandSchema>;
export type DentalImplant = z.infer<typeof dentalImplantsSchema>[number];
export type Industry = z.infer<typeof industrySchema>;
