/**
 * How a city's place is written for people: 'Tampa, Florida, and across Hillsborough County', but
 * 'Washington, DC' and 'Norfolk, Virginia' (an independent city is in no county), and a parish or
 * borough called what it is.
 */
import type { City, State } from './paths';

const INDEPENDENT_CITY = 'Independent city';
const isDistrict = (state: State) => state.abbreviation === 'DC';

/** The city and its state, as an address line would give them. */
export const cityAndState = (state: State, city: City): string =>
  isDistrict(state) ? `${city.name}, DC` : `${city.name}, ${state.name}`;

/** 'Hillsborough County', 'the Municipality of Anchorage'; undefined where there is none to name. */
export function countyPhrase(state: State, city: City): string | undefined {
  if (isDistrict(state) || city.county === INDEPENDENT_CITY) return undefined;
  return /^(City|Municipality|Borough|Town) /.test(city.county) ? `the ${city.county}` : city.county;
}

/** The county row of a city's facts, labelled as the state names its counties; undefined for the District. */
export function countyFact(state: State, city: City): { label: string; value: string } | undefined {
  if (isDistrict(state)) return undefined;
  if (city.county === INDEPENDENT_CITY) return { label: 'County', value: 'None (independent city)' };
  const label = / Parish$/.test(city.county)
    ? 'Parish'
    : /Borough|Municipality|Census Area/.test(city.county)
      ? 'Borough'
      : 'County';
  return { label, value: city.county };
}
