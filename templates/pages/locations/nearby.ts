/**
 * The site's cities around a city, by straight-line distance from the coordinates in each city's facts,
 * and the other cities of its metro area (a metro's name may cross a state line, never a long way).
 */
import type { Content } from '../../content/collections';
import type { City, State } from './paths';

export interface Neighbour {
  state: State;
  city: City;
  miles: number;
}

const COMPASS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'];

/** Which way `to` lies from `from`, to the nearest of eight compass points. */
export function direction([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): string {
  const y = Math.sin(radians(lon2 - lon1)) * Math.cos(radians(lat2));
  const x =
    Math.cos(radians(lat1)) * Math.sin(radians(lat2)) -
    Math.sin(radians(lat1)) * Math.cos(radians(lat2)) * Math.cos(radians(lon2 - lon1));
  const bearing = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return COMPASS[Math.round(bearing / 45) % 8]!;
}

const EARTH_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles. */
export function miles([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.sqrt(a));
}

/** Within this distance, up to eight neighbours; a city with fewer nearby still gets five. */
const NEAR_MILES = 100;
/** A metro's cities lie within this distance of each other; a metro of the same name beyond is another. */
const METRO_MILES = 150;

/** The nearest cities of the site (five to eight) and the other cities of the city's metro area, nearest first. */
/**
 * Each state's cities' coordinates, packed (latitude, longitude, ...; NaN for a city without facts),
 * and the box around them: made once per list, so a page looks only into the states near it.
 */
const packed = new WeakMap<readonly City[], { at: Float64Array; box: [number, number, number, number] }>();
function coordinatesOf(cities: readonly City[]) {
  let found = packed.get(cities);
  if (!found) {
    const at = new Float64Array(cities.length * 2).fill(Number.NaN);
    const box: [number, number, number, number] = [90, 180, -90, -180];
    cities.forEach((c, i) => {
      if (!c.facts) return;
      const [lat, lon] = c.facts.coordinates;
      at.set([lat, lon], i * 2);
      box[0] = Math.min(box[0], lat);
      box[1] = Math.min(box[1], lon);
      box[2] = Math.max(box[2], lat);
      box[3] = Math.max(box[3], lon);
    });
    found = { at, box };
    packed.set(cities, found);
  }
  return found;
}

export function neighboursOf(content: Content, city: City): { nearest: Neighbour[]; metro: Neighbour[] } {
  const from = city.facts?.coordinates;
  if (!from) return { nearest: [], metro: [] };
  // A flat-earth estimate in squared degrees rules out the far cities cheaply; the near ones get the
  // great-circle distance.
  const milesPerDegree = (Math.PI / 180) * EARTH_MILES;
  const shrink = Math.cos(radians(from[0]));
  const reach = ((METRO_MILES * 1.1) / milesPerDegree) ** 2;
  const close: Neighbour[] = [];
  let fallback: { state: State; city: City; estimate: number }[] = [];
  const scan = (wide: boolean) => {
    for (const state of content.locations) {
      const { cities } = state;
      const { at, box } = coordinatesOf(cities);
      // A state whose cities all lie beyond reach is passed by, unless the search is for any five.
      const dLatBox = Math.max(box[0] - from[0], from[0] - box[2], 0);
      const dLonBox = Math.max(box[1] - from[1], from[1] - box[3], 0) * shrink;
      if (!wide && dLatBox * dLatBox + dLonBox * dLonBox > reach) continue;
      for (let i = 0; i < cities.length; i++) {
        const dLat = at[i * 2]! - from[0];
        const dLon = (at[i * 2 + 1]! - from[1]) * shrink;
        const estimate = dLat * dLat + dLon * dLon;
        if (Number.isNaN(estimate) || cities[i] === city) continue;
        if (estimate <= reach)
          close.push({ state, city: cities[i]!, miles: miles(from, cities[i]!.facts!.coordinates) });
        // The five nearest wherever they are, for a city with few neighbours.
        if (fallback.length < 5 || estimate < fallback[4]!.estimate)
          fallback = [...fallback, { state, city: cities[i]!, estimate }]
            .sort((a, b) => a.estimate - b.estimate)
            .slice(0, 5);
      }
    }
  };
  scan(false);
  close.sort((a, b) => a.miles - b.miles);
  let near = close.filter((n) => n.miles <= NEAR_MILES).slice(0, 8);
  // Fewer than five cities near: every state is searched for the five nearest.
  if (near.length < 5) {
    close.length = 0;
    fallback = [];
    scan(true);
    close.sort((a, b) => a.miles - b.miles);
    near = close.filter((n) => n.miles <= NEAR_MILES).slice(0, 8);
  }
  // Nearest first (close is sorted by distance): the data holds no population to rank them by size.
  const metro = city.metro ? close.filter((n) => n.city.metro === city.metro && n.miles <= METRO_MILES) : [];
  const nearest =
    near.length >= 5
      ? near
      : fallback.map((f) => ({ state: f.state, city: f.city, miles: miles(from, f.city.facts!.coordinates) }));
  return { nearest, metro };
}
