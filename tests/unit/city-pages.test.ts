/**
 * City pages that earn their place: each shows what is true of it alone, from public data kept in
 * data/ (ZIP codes, coordinates), its own paragraph, the nearest cities and its metro, the state's
 * market and a map drawn at build time; no two read nearly alike. No page states a population or a
 * rank in its state: no dataset we could name a source and year for had them right.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { load } from 'cheerio';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { pagePhrases, shared } from '../../build/check/near-duplicates';
import { paragraphProblems, type CityParagraph } from '../../templates/content/city-paragraphs';
import { cityFacts } from '../../templates/content/city-facts';
import { compact } from '../../templates/pages/locations/locator-map';
import { direction, miles } from '../../templates/pages/locations/nearby';
import { cityPagesRule } from '../../templates/site';
import { readPage } from './helpers/dist';

interface City {
  name: string;
  slug: string;
  about: string;
  facts?: { coordinates: [number, number]; zips?: string } & Record<string, unknown>;
}
const states = readdirSync('data/locations')
  .filter((f) => f.endsWith('.yaml'))
  .map(
    (f) =>
      parse(readFileSync(path.join('data/locations', f), 'utf8')) as {
        name: string;
        slug: string;
        abbreviation: string;
        cities: City[];
      },
  );
const page = (route: string) => load(readPage(inject('distDir'), route));

describe('the facts in data/', () => {
  it('come from the datasets, written by the import script: Austin, Texas', () => {
    const austin = states.find((s) => s.slug === 'texas')!.cities.find((c) => c.slug === 'austin')!;
    const fresh = cityFacts('Austin', 'TX')!;
    expect(austin.facts!.coordinates).toEqual(fresh.coordinates);
    expect(austin.facts!.zips!.split(' ')).toEqual(fresh.zips);
    expect(fresh.zips).toContain('78701');
  });

  it('hold no population or rank: GeoNames had Louisville 4th in Kentucky and Augusta at 43,459', () => {
    const withFigures = states.flatMap((s) =>
      s.cities.filter((c) => c.facts && ('population' in c.facts || 'rank' in c.facts)).map((c) => c.slug),
    );
    expect(withFigures).toEqual([]);
    expect(Object.keys(cityFacts('Louisville', 'KY')!).sort()).toEqual(['coordinates', 'placedBy', 'zips']);
  });

  it('cover all but the townships no dataset knows', () => {
    const without = states.flatMap((s) => s.cities.filter((c) => !c.facts).map((c) => `${c.name}, ${s.abbreviation}`));
    expect(without.sort()).toEqual([
      'Bethlehem, NY',
      'Clarkstown, NY',
      'Hamilton, NJ',
      'Lower Merion, PA',
      'Parsippany-Troy Hills, NJ',
      'Tredyffrin, PA',
    ]);
  });

  it('name a city by the spelling the datasets use: St. Louis, New York, Washington', () => {
    expect(cityFacts('St. Louis', 'MO')?.zips.length).toBeGreaterThan(10);
    // The city, not a village of the same name: Manhattan's latitude, the Capitol's.
    expect(cityFacts('New York', 'NY')?.coordinates[0]).toBeCloseTo(40.7, 0);
    expect(cityFacts('Washington', 'DC')?.coordinates[1]).toBeCloseTo(-77.0, 0);
    expect(cityFacts('Atlantis', 'TX')).toBeUndefined();
  });
});

describe('each city paragraph', () => {
  it('is 100 to 160 words of its own: no two share a fifth of their trigrams, nor 21 a sentence opener', () => {
    const all: CityParagraph[] = states.flatMap((s) =>
      s.cities.map((c) => ({ id: `${s.slug}/${c.slug}`, text: c.about, names: [c.name, s.name] })),
    );
    expect(all).toHaveLength(1002);
    expect(paragraphProblems(all, all)).toEqual([]);
  });
});

describe('a city page', () => {
  it('shows its paragraph, facts, ZIP codes, neighbours with distances, metro and the state market', () => {
    const $ = page('/locations/texas/austin/');
    const austin = states.find((s) => s.slug === 'texas')!.cities.find((c) => c.slug === 'austin')!;
    expect($('#city-market-title').text()).toBe('Marketing in Austin');
    expect($('main').text()).toContain(austin.about.slice(0, 60));
    const facts = Object.fromEntries(
      $('dl')
        .first()
        .find('dt')
        .map((_, dt) => [[$(dt).text(), $(dt).next('dd').text()]])
        .get(),
    );
    const zips = austin.facts!.zips!.split(' ');
    expect(facts).toEqual({
      State: 'Texas',
      County: 'Travis County',
      'Metro area': 'Greater Austin',
      'ZIP codes': `${zips.length}, from ${zips[0]} to ${zips.at(-1)}`,
      Coordinates: '30.27° N, 97.74° W',
    });
    expect($('main').text()).toContain(
      `Austin postal addresses use ${austin.facts!.zips!.split(' ').length} ZIP codes`,
    );
    const near = $('#city-nearby-title')
      .parent()
      .find('li a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(near.length).toBeGreaterThanOrEqual(5);
    expect(near.length).toBeLessThanOrEqual(8);
    expect(near).toContain('/locations/texas/round-rock/');
    // Each neighbour with its distance, direction and county.
    expect($('a[href="/locations/texas/round-rock/"]').first().next().text()).toMatch(/^17 mi northWilliamson County$/);
    expect($('#state-market-title').text()).toBe('The Texas market');
    expect($('a[href="https://www.geonames.org/"]').parent().text()).toMatch(
      /^Locations and distances: GeoNames \(CC BY 4\.0\); ZIP codes: USPS\.$/,
    );
  });

  it('states no population or rank: Louisville was 4th in Kentucky, Nashville 2nd, Savannah 3rd, Yonkers 10th', () => {
    for (const route of [
      '/locations/kentucky/louisville/',
      '/locations/kentucky/lexington/',
      '/locations/tennessee/nashville/',
      '/locations/georgia/augusta/',
      '/locations/georgia/savannah/',
      '/locations/new-york/yonkers/',
      '/locations/new-jersey/clifton/',
      '/locations/arkansas/fayetteville/',
      '/locations/north-carolina/fuquay-varina/',
    ]) {
      const text = page(route)('main').text();
      expect(text, route).not.toMatch(/Population|Size in [A-Z]{2}|\d(st|nd|rd|th) largest|pop\. \d/);
    }
  });

  it('draws its state at build time, the city and its neighbours marked, with a text alternative', () => {
    const $ = page('/locations/texas/austin/');
    const map = $('svg[role="img"]');
    expect(map.find('title').text()).toMatch(/^Map of Texas marking Austin and nearby .*Round Rock/);
    expect(map.find('use').attr('href')).toBe('/maps/texas.svg#outline');
    expect(map.find('circle').length).toBeGreaterThanOrEqual(3);
    const outline = readFileSync(path.join(inject('distDir'), 'maps/texas.svg'));
    expect(outline.toString()).toContain('<path id="outline" d="M');
    // At most 4 KB gzip with what the page adds, for the largest state too.
    for (const state of ['texas', 'alaska', 'michigan']) {
      expect(gzipSync(readFileSync(path.join(inject('distDir'), `maps/${state}.svg`))).length, state).toBeLessThan(
        4096,
      );
    }
  });

  it("keeps a metro to its own region: Greater Springfield in Illinois is not Massachusetts'", () => {
    const $ = page('/locations/illinois/springfield/');
    const metro = $('h2:contains("More of")')
      .parent()
      .find('a')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(metro.every((href) => href.startsWith('/locations/illinois/'))).toBe(true);
  });
});

describe('two city pages of one state', () => {
  it('share at most three quarters of their text, their own names taken out (the build enforces it too)', () => {
    const rule = cityPagesRule;
    const texas = states.find((s) => s.slug === 'texas')!;
    const content = { locations: states };
    const of = (city: City) =>
      pagePhrases(
        rule as never,
        { props: { state: 'texas', city: city.slug } } as never,
        readPage(inject('distDir'), `/locations/texas/${city.slug}/`),
        content,
      );
    const cities = texas.cities.slice(0, 12).map(of);
    let worst = 0;
    for (let i = 0; i < cities.length; i++)
      for (let j = i + 1; j < cities.length; j++) worst = Math.max(worst, shared(cities[i]!, cities[j]!));
    expect(worst).toBeLessThan(0.75);
  });
});

describe('geometry', () => {
  it('measures miles and compass points on the globe', () => {
    const austin: [number, number] = [30.26715, -97.74306];
    const roundRock: [number, number] = [30.50826, -97.6789];
    expect(miles(austin, roundRock)).toBeCloseTo(17, 0);
    expect(direction(austin, roundRock)).toBe('north');
    expect(direction(roundRock, austin)).toBe('south');
  });

  it('drops repeated points and specks from an outline', () => {
    expect(compact('M0,0L0,0L10,0L10,10L0,10ZM50,50L51,50L51,51Z')).toBe('M0,0L10,0L10,10L0,10Z');
  });
});
