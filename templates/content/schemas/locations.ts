/**
 * data/locations/{state}.yaml: one file per state (and the District of Columbia) with its cities;
 * data/locations-index.yaml: the /locations/ page's copy and its popular-city links.
 */
import { z } from 'zod';
import { icon, internalHref, slug, statItem, text, uniqueBy } from './common';

/** A city's public facts, written by scripts/import-city-facts.ts from GeoNames and USPS data. */
const cityFacts = z.strictObject({
  /** GeoNames' population figure. */
  population: z.number().int().positive().optional(),
  /** Its place among the state's towns and cities by population, from 1. */
  rank: z.number().int().positive().optional(),
  /** Latitude and longitude, in degrees. */
  coordinates: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
  /** The ZIP codes whose postal city bears the city's name, separated by spaces. */
  zips: z
    .string()
    .regex(/^\d{5}( \d{5})*$/, 'expected five-digit ZIP codes separated by spaces, such as 02101 02108')
    .transform((zips) => zips.split(' '))
    .optional(),
});

const city = z.strictObject({
  name: text,
  slug,
  /** The county or its equivalent, named in full: 'Maricopa County', 'Orleans Parish', 'Independent city'. */
  county: text,
  /** The metropolitan area the city belongs to, as people there call it; omitted where none fits. */
  metro: text.optional(),
  facts: cityFacts.optional(),
  /** What kind of place the city is and what that means for the practices that market there: 100 to 160 words of its own. */
  about: text,
});

export const stateSchema = z.strictObject({
  name: text,
  /** The URL segment: /locations/{slug}/. */
  slug,
  /** USPS code, e.g. AZ. */
  abbreviation: z.string().regex(/^[A-Z]{2}$/, 'expected a two-letter postal code such as AZ'),
  /** A short paragraph on this state's aesthetic-practice market, written for this state. */
  market: text,
  cities: z.array(city).min(1, 'a state lists at least one city').superRefine(uniqueBy('slug', 'city slug')),
});

export const locationsIndexSchema = z.strictObject({
  title: text,
  description: text,
  hero: z.strictObject({ eyebrow: text, headline: text, body: text }),
  /** The city finder in the hero: its label, the example in its empty field, and its button. */
  finder: z.strictObject({ label: text, placeholder: text, submit: text }),
  /** Popular city links, by state slug and city slug; each must exist in data/locations/. */
  popular: z.array(z.strictObject({ state: slug, city: slug })).min(1),
  /** The six service blurbs on state and city pages. */
  services: z
    .array(z.strictObject({ icon, title: text, desc: text, href: internalHref }))
    .length(6, 'state and city pages show exactly 6 services'),
  /** The four fixed results on city pages. */
  results: z.array(statItem).length(4, 'city pages show exactly 4 results'),
  /** What the city results measure, shown under them and the testimonial. */
  resultsNote: text,
  /** The city pages' testimonial; `note` is said under it (results vary). */
  testimonial: z.strictObject({ quote: text, name: text, practice: text, location: text, note: text }),
});

export type State = z.infer<typeof stateSchema>;
export type City = State['cities'][number];
export type LocationsIndex = z.infer<typeof locationsIndexSchema>;
