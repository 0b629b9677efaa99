/**
 * data/locations/{state}.yaml: one file per state (and the District of Columbia) with its cities;
 * data/locations-index.yaml: the /locations/ page's copy and its popular-city links.
 */
import { z } from 'zod';
import { icon, internalHref, paragraph, reference, slug, statItem, text, uniqueBy } from './common';

// No population or rank: no dataset we could name a source and year for had them right for every
// city (templates/content/city-facts.ts); a page states no figure it cannot source.
const cityFacts = z
  .strictObject({
    coordinates: z
      .tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])
      .describe('Latitude and longitude, in degrees.'),
    zips: z
      .string()
      .regex(/^\d{5}( \d{5})*$/, 'expected five-digit ZIP codes separated by spaces, such as 02101 02108')
      .transform((zips) => zips.split(' '))
      .optional()
      .describe("The ZIP codes whose postal city bears the city's name, separated by spaces."),
  })
  .describe(
    "The city's public facts: coordinates from GeoNames (CC BY 4.0, geonames.org), ZIP codes from the zipcodes package (USPS). scripts/import-city-facts.ts writes them (npm run new -- city fills a new city's); correct a value by hand where a source says otherwise.",
  );

const city = z.strictObject({
  name: text,
  slug,
  county: text.describe(
    "The county or its equivalent, named in full: 'Maricopa County', 'Orleans Parish', 'Independent city'.",
  ),
  metro: text
    .optional()
    .describe('The metropolitan area the city belongs to, as people there call it; omitted where none fits.'),
  facts: cityFacts.optional(),
  about: paragraph.describe(
    'What kind of place the city is and what that means for the practices that market there: 100 to 160 words of its own.',
  ),
});

export const stateSchema = z.strictObject({
  name: text,
  slug: slug.describe('The URL segment: /locations/{slug}/.'),
  abbreviation: z
    .string()
    .regex(/^[A-Z]{2}$/, 'expected a two-letter postal code such as AZ')
    .describe('USPS code, e.g. AZ.'),
  market: paragraph.describe("A short paragraph on this state's aesthetic-practice market, written for this state."),
  cities: z.array(city).min(1, 'a state lists at least one city').superRefine(uniqueBy('slug', 'city slug')),
});

export const locationsIndexSchema = z.strictObject({
  title: text,
  description: paragraph,
  hero: z.strictObject({ eyebrow: text, headline: text, body: paragraph }),
  finder: z
    .strictObject({ label: text, placeholder: text, submit: text })
    .describe('The city finder in the hero: its label, the example in its empty field, and its button.'),
  popular: z
    .array(z.strictObject({ state: reference('locations', 'slug'), city: reference('locations', 'cities.*.slug') }))
    .min(1)
    .describe('Popular city links, by state slug and city slug; each must exist in data/locations/.'),
  services: z
    .array(z.strictObject({ icon, title: text, desc: paragraph, href: internalHref }))
    .length(6, 'state and city pages show exactly 6 services')
    .describe('The six service blurbs on state and city pages.'),
  results: z
    .array(statItem)
    .length(4, 'city pages show exactly 4 results')
    .describe('The four fixed results on city pages.'),
  resultsNote: paragraph.describe(
    "What the city results measure, shown under them and the testimonial: local search campaigns, where the home page's figures are every service.",
  ),
  testimonial: z
    .strictObject({ quote: paragraph, name: text, practice: text, location: text, note: paragraph })
    .describe("The city pages' testimonial; `note` is said under it (results vary)."),
});

export type State = z.infer<typeof stateSchema>;
export type City = State['cities'][number];
export type LocationsIndex = z.infer<typeof locationsIndexSchema>;
