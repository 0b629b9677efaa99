/**
 * A state's outline with a city and its neighbours marked, drawn at build time as SVG from the US Census
 * Bureau's boundaries (us-atlas), so a city page makes no request to a map provider. Each state's
 * outline is a file of its own (/maps/{state}.svg), made once per build and cached by the browser
 * across the state's city pages, which draw it with <use> and add their marks.
 */
import { createRequire } from 'node:module';
import { type GeoProjection, geoCentroid, geoConicEqualArea, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Neighbour } from './nearby';
import type { City, State } from './paths';

const WIDTH = 320;
const HEIGHT = 240;
const MARGIN = 10;

interface Outline {
  d: string;
  project: GeoProjection;
}

const outlines = new Map<string, Outline | undefined>();
let shapes: Feature<Geometry, { name: string }>[] | undefined;

/** The state's outline in the map's box, with the projection that put it there; undefined if the atlas lacks it. */
function outlineOf(stateName: string): Outline | undefined {
  if (!outlines.has(stateName)) {
    if (!shapes) {
      const topology = createRequire(import.meta.url)('us-atlas/states-10m.json') as Topology<{
        states: GeometryCollection<{ name: string }>;
      }>;
      shapes = feature(topology, topology.objects.states).features as Feature<Geometry, { name: string }>[];
    }
    const shape = shapes.find((s) => s.properties.name === stateName);
    if (!shape) outlines.set(stateName, undefined);
    else {
      // An equal-area conic centred on the state: Alaska's islands stay one piece, and no state leans.
      const [longitude, latitude] = geoCentroid(shape);
      const project = geoConicEqualArea()
        .rotate([-longitude, 0])
        .center([0, latitude])
        .parallels([latitude - 5, latitude + 5])
        .fitExtent(
          [
            [MARGIN, MARGIN],
            [WIDTH - MARGIN, HEIGHT - MARGIN],
          ],
          shape,
        );
      outlines.set(stateName, { d: compact(geoPath(project).digits(0)(shape) ?? ''), project });
    }
  }
  return outlines.get(stateName);
}

/**
 * The path with whole-pixel points: repeated points dropped, and rings too small to see (islands a
 * pixel wide) left out, which keeps Alaska's outline a few kilobytes.
 */
export function compact(d: string): string {
  return (d.match(/M[^M]*/g) ?? [])
    .map((ring) => {
      const points = (ring.match(/-?\d+,-?\d+/g) ?? []).map((p) => p.split(',').map(Number) as [number, number]);
      const kept = points.filter((p, i) => i === 0 || p[0] !== points[i - 1]![0] || p[1] !== points[i - 1]![1]);
      return { kept, closed: ring.includes('Z') };
    })
    .filter(({ kept }) => kept.length >= 3 && Math.abs(area(kept)) >= 4)
    .map(({ kept, closed }) => `M${kept.map((p) => p.join(',')).join('L')}${closed ? 'Z' : ''}`)
    .join('');
}

/** Shoelace area of a ring, in square pixels. */
function area(points: [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

const outlinePath = (state: { slug: string }) => `/maps/${state.slug}.svg`;

/** Every state's outline file, for the site's files: the path's fill and stroke come from the page that uses it. */
export function outlineFiles(states: readonly State[]): { file: string; data: string }[] {
  return states.flatMap((state) => {
    const outline = outlineOf(state.name);
    return outline
      ? [
          {
            file: outlinePath(state).slice(1),
            data: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}"><path id="outline" d="${outline.d}"/></svg>\n`,
          },
        ]
      : [];
  });
}

export function LocatorMap({ state, city, nearby }: { state: State; city: City; nearby: Neighbour[] }) {
  const outline = outlineOf(state.name);
  const at = (c: City) => c.facts && outline?.project([c.facts.coordinates[1], c.facts.coordinates[0]]);
  const here = at(city);
  if (!outline || !here) return null;
  const others = nearby
    .filter((n) => n.state.slug === state.slug)
    .map((n) => ({ name: n.city.name, point: at(n.city) }))
    .filter((n): n is { name: string; point: [number, number] } => !!n.point);
  const labelLeft = here[0] > WIDTH * 0.62;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="locator-map-title" className="h-auto w-full">
      <title id="locator-map-title">
        {`Map of ${state.name} marking ${city.name}${others.length ? ` and nearby ${others.map((o) => o.name).join(', ')}` : ''}`}
      </title>
      <use
        href={`${outlinePath(state)}#outline`}
        className="fill-sand stroke-line"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      {others.map((o) => (
        <circle key={o.name} cx={Math.round(o.point[0])} cy={Math.round(o.point[1])} r={3} className="fill-muted" />
      ))}
      <circle cx={Math.round(here[0])} cy={Math.round(here[1])} r={9} className="fill-accent/20" />
      <circle
        cx={Math.round(here[0])}
        cy={Math.round(here[1])}
        r={5}
        className="fill-accent stroke-white"
        strokeWidth={2}
      />
      <text
        x={Math.round(here[0]) + (labelLeft ? -12 : 12)}
        y={Math.round(here[1]) + 4}
        textAnchor={labelLeft ? 'end' : 'start'}
        className="fill-ink text-[13px] font-semibold"
        paintOrder="stroke"
        stroke="white"
        strokeWidth={3}
      >
        {city.name}
      </text>
    </svg>
  );
}
