/**
 * What npm run dev's content editor leaves to the site (build/emit/cms-config.ts, `complete`): a city
 * added without its public facts gets them from the datasets `npm run new -- city` and
 * scripts/import-city-facts.ts read, when they know the city (they load on the first such save).
 */
import { cityFacts, factsForData } from './city-facts';

type City = Record<string, unknown> & { name?: unknown; facts?: unknown };

export function completeEntry(collection: string, value: unknown): unknown {
  const state = value as { abbreviation?: unknown; cities?: City[] };
  if (collection !== 'locations' || !Array.isArray(state.cities) || typeof state.abbreviation !== 'string')
    return value;
  const abbreviation = state.abbreviation;
  return {
    ...state,
    cities: state.cities.map((city) => {
      if (city.facts || typeof city.name !== 'string') return city;
      const facts = factsForData(cityFacts(city.name, abbreviation));
      if (!facts) return city;
      // Where the schema has it: after the county and metro, before the paragraph.
      const { about, ...rest } = city;
      return { ...rest, facts, ...(about === undefined ? {} : { about }) };
    }),
  };
}
