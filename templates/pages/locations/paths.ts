/** Where location pages live: the one place these URLs are written. */
import type { Content } from '../../content/collections';
import { bySlug } from '../../../build';

export type State = Content['locations'][number];
export type City = State['cities'][number];

export const locationsPath = '/locations/';
export const statePath = (state: { slug: string }) => `${locationsPath}${state.slug}/`;
export const cityPath = (state: { slug: string }, city: { slug: string }) => `${statePath(state)}${city.slug}/`;

export const stateBySlug = (content: Content, slug: string): State => bySlug(content.locations, slug)!;

export const cityCount = (content: Content) => content.locations.reduce((sum, s) => sum + s.cities.length, 0);

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
