/** The locations section read back from the built site and its data. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { createStaticSite, type StaticSite } from '../../server/static-site';
import { readPage } from './helpers/dist';

interface StateData {
  name: string;
  slug: string;
  abbreviation: string;
  market: string;
  cities: { name: string; slug: string; county: string }[];
}
const states: StateData[] = readdirSync('data/locations')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => parse(readFileSync(path.join('data/locations', f), 'utf8')) as StateData);
const byName = (name: string) => states.find((s) => s.name === name)!;
const expectedPages = [
  '/locations/',
  ...states.flatMap((s) => [`/locations/${s.slug}/`, ...s.cities.map((c) => `/locations/${s.slug}/${c.slug}/`)]),
];

const page = (route: string) => load(readPage(inject('distDir'), route));
let site: StaticSite;
beforeAll(async () => {
  site = await createStaticSite(inject('distDir'));
});

describe('data', () => {
  it('covers 50 states and DC with about a thousand real cities, California the largest', () => {
    expect(states).toHaveLength(51);
    expect(new Set(states.map((s) => s.abbreviation)).size).toBe(51);
    const cities = states.reduce((n, s) => n + s.cities.length, 0);
    expect(cities).toBeGreaterThanOrEqual(950);
    expect(byName('California').cities.length).toBeGreaterThanOrEqual(90);
    expect(Math.max(...states.map((s) => s.cities.length))).toBe(byName('California').cities.length);
    expect(byName('Florida').cities).toHaveLength(39);
    expect(byName('Arizona').cities).toHaveLength(29);
    for (const s of states) expect(s.cities.length, s.name).toBeGreaterThanOrEqual(1);
  });

  it('has no two state paragraphs that are the same text with the name swapped', () => {
    const stripped = states.map((s) =>
      s.market.replaceAll(s.name, '').replaceAll(s.abbreviation, '').replace(/\s+/g, ' ').trim(),
    );
    expect(new Set(stripped).size).toBe(states.length);
    // Nor nearly the same: no two paragraphs share more than half of their word trigrams.
    const trigrams = stripped.map((t) => {
      const words = t.toLowerCase().split(/\W+/).filter(Boolean);
      return new Set(words.slice(2).map((w, i) => `${words[i]} ${words[i + 1]} ${w}`));
    });
    for (let a = 0; a < trigrams.length; a++) {
      for (let b = a + 1; b < trigrams.length; b++) {
        const shared = [...trigrams[a]!].filter((t) => trigrams[b]!.has(t)).length;
        expect(
          shared / Math.min(trigrams[a]!.size, trigrams[b]!.size),
          `${states[a]!.name} / ${states[b]!.name}`,
        ).toBeLessThan(0.5);
      }
    }
  });
});

describe('pages', () => {
  it('builds every state and city page and lists each in the sitemap', () => {
    const sitemap = readFileSync(path.join(inject('distDir'), 'sitemap.xml'), 'utf8');
    for (const route of expectedPages) {
      expect(() => readPage(inject('distDir'), route), route).not.toThrow();
      expect(sitemap, route).toContain(`<loc>https://www.vitalis.example${route}</loc>`);
    }
  });

  it('shows counts on /locations/ computed from the data', () => {
    const $ = page('/locations/');
    const figures = $('main dl div')
      .map((_, d) => `${$(d).find('dd').text()} ${$(d).find('dt').text()}`)
      .get();
    const cities = states.reduce((n, s) => n + s.cities.length, 0);
    expect(figures).toEqual([
      '51 states served',
      `${cities.toLocaleString('en-US')}+ cities covered`,
      '500+ practices served',
    ]);
    const cards = $('section[aria-labelledby="states-title"] li a');
    expect(cards).toHaveLength(51);
    const texas = cards.filter((_, a) => $(a).attr('href') === '/locations/texas/');
    expect(texas.text()).toContain(`${byName('Texas').cities.length} cities`);
  });

  it('links the 12 popular cities to their pages', () => {
    const $ = page('/locations/');
    const links = $('section[aria-labelledby="popular-title"] a')
      .map((_, a) => `${$(a).text()} ${$(a).attr('href')}`)
      .get();
    expect(links).toEqual([
      'Los Angeles, CA /locations/california/los-angeles/',
      'New York, NY /locations/new-york/new-york/',
      'Chicago, IL /locations/illinois/chicago/',
      'Houston, TX /locations/texas/houston/',
      'Phoenix, AZ /locations/arizona/phoenix/',
      'Philadelphia, PA /locations/pennsylvania/philadelphia/',
      'San Diego, CA /locations/california/san-diego/',
      'Dallas, TX /locations/texas/dallas/',
      'San Francisco, CA /locations/california/san-francisco/',
      'Austin, TX /locations/texas/austin/',
      'Miami, FL /locations/florida/miami/',
      'Seattle, WA /locations/washington/seattle/',
    ]);
  });

  it('a state page has its breadcrumb, back link, city count, paragraph, city cards and six services', () => {
    const arizona = byName('Arizona');
    const $ = page('/locations/arizona/');
    expect(
      $('nav[aria-label="Breadcrumb"] li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(['Home', 'Locations', 'Arizona']);
    expect($('main a[href="/locations/"]').filter((_, a) => $(a).text() === 'All locations')).toHaveLength(1);
    expect($('main').text()).toContain('29 cities');
    expect($('main').text()).toContain(arizona.market.replace(/\s+/g, ' ').trim().slice(0, 60));
    expect(
      $('section[aria-labelledby="cities-title"] li a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(arizona.cities.map((c) => `/locations/arizona/${c.slug}/`));
    expect(
      $('section[aria-labelledby="location-services-title"] h3')
        .map((_, h) => $(h).text())
        .get(),
    ).toEqual([
      'Local SEO',
      'Paid Advertising',
      'Website Design',
      'Email Marketing',
      'Reputation Management',
      'Analytics & CRM',
    ]);
    const breadcrumb = $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()))
      .get()
      .find((d) => d['@type'] === 'BreadcrumbList');
    expect(breadcrumb.itemListElement).toHaveLength(3);
  });

  it('a city page names the city and state, shows its facts, the four results with the note, the testimonial and Service data', () => {
    const phoenix = byName('Arizona').cities.find((c) => c.slug === 'phoenix')!;
    const $ = page('/locations/arizona/phoenix/');
    expect($('title').text()).toContain('Phoenix, AZ');
    expect($('main a[href="/locations/arizona/"]').filter((_, a) => $(a).text() === 'Back to Arizona')).toHaveLength(1);
    expect($('main').text()).toContain(phoenix.county);
    const results = $('section[aria-labelledby="city-results-title"] dd')
      .map((_, d) => $(d).text())
      .get();
    expect(results).toEqual(['145%', '3.2x', '85%', '92%']);
    expect($('section[aria-labelledby="city-results-title"]').text()).toContain('Individual results vary');
    expect($('blockquote')).toHaveLength(1);
    const service = $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()))
      .get()
      .find((d) => d['@type'] === 'Service');
    expect(service.areaServed).toMatchObject({
      '@type': 'City',
      name: 'Phoenix',
      containedInPlace: { name: 'Arizona' },
    });
  });

  it('gives every location page its own title and description', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of expectedPages) {
      // The head alone: the title and description are there, and a thousand whole pages are slow to parse.
      const html = readPage(inject('distDir'), route);
      const $ = load(html.slice(0, html.indexOf('</head>') + '</head>'.length));
      titles.add($('title').text());
      descriptions.add($('meta[name="description"]').attr('content')!);
    }
    expect(titles.size).toBe(expectedPages.length);
    expect(descriptions.size).toBe(expectedPages.length);
  });
});

describe('not found', () => {
  it.each(['/locations/atlantis/', '/locations/texas/atlantis/'])(
    '%s answers 404 with the location view',
    async (route) => {
      const response = await site.handle(new Request(`http://localhost${route}`));
      expect(response.status).toBe(404);
      const $ = load(await response.text());
      expect($('h1').text()).toBe('Location not found');
      expect($('main').text()).toContain("The location you're looking for doesn't exist.");
      expect($('main a[href="/locations/"]').text()).toBe('Back to All Locations');
      expect($('meta[name="robots"]').attr('content')).toBe('noindex,nofollow');
    },
  );

  it('dist/_redirects carries the section 404 rule for hosts that need one', () => {
    expect(readFileSync(path.join(inject('distDir'), '_redirects'), 'utf8')).toContain(
      '/locations/*  /locations/404.html  404',
    );
  });
});
