/**
 * /locations/{state}/{city}/: what is true of the city alone (its paragraph, its facts and ZIP codes, a
 * map with its neighbours, the cities near it and in its metro), the state's market, then the six
 * services, the fixed results and testimonial.
 */
import type { Service as ServiceLd, WithContext } from 'schema-dts';
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { sharedMarkup, bySlug } from '../../build';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { ClosingCta } from '../ui/closing-cta';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { Section, SectionHeading } from '../ui/section';
import { Stats } from '../ui/stats';
import { stateCard, stateTrail } from './location-state';
import { LocationActions } from './locations/actions';
import { type City, cityPath, stateBySlug, statePath, type State } from './locations/paths';
import { cityAndState, countyFact, countyPhrase } from './locations/place-names';
import { LocatorMap } from './locations/locator-map';
import { direction, type Neighbour, neighboursOf } from './locations/nearby';
import { ServiceBlurbs } from './locations/service-blurbs';

interface Props {
  state: string;
  city: string;
}

const find = (content: Parameters<typeof stateBySlug>[0], props: Props) => {
  const state = stateBySlug(content, props.state);
  return { state, city: bySlug(state.cities, props.city)! };
};

const trailFor = (state: State, city: City) => [
  ...stateTrail(state),
  { label: city.name, href: cityPath(state, city) },
];

export default definePage<Props>({
  routes: (content) =>
    content.locations.flatMap((state) =>
      state.cities.map((city) => ({ path: cityPath(state, city), props: { state: state.slug, city: city.slug } })),
    ),
  head: (props, { content, siteUrl }) => {
    const { state, city } = find(content, props);
    const url = `${siteUrl}${cityPath(state, city)}`;
    const county = countyPhrase(state, city);
    const service: WithContext<ServiceLd> = {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: `Healthcare practice marketing in ${city.name}, ${state.abbreviation}`,
      serviceType: 'Healthcare marketing',
      description: `Local SEO, paid media, website design, email and reputation marketing for medical, dental and aesthetic practices in ${cityAndState(state, city)}.`,
      url,
      provider: {
        '@type': 'Organization',
        '@id': `${siteUrl}/#organization`,
        name: content.site.brand,
        url: `${siteUrl}/`,
      },
      areaServed: {
        '@type': 'City',
        name: city.name,
        containedInPlace: { '@type': 'State', name: state.name },
      },
    };
    return {
      title: `Med Spa & Practice Marketing in ${city.name}, ${state.abbreviation}`,
      description: `Local SEO, paid media, websites and reviews for med spas, dental and aesthetic practices in ${cityAndState(state, city)}${county ? `, and across ${county}` : ''}.`,
      jsonLd: [service, breadcrumbJsonLd(trailFor(state, city), siteUrl)],
      card: stateCard(state),
      search: {
        kind: 'City',
        title: city.name,
        context: [countyPhrase(state, city)?.replace(/^the /, ''), state.name].filter(Boolean).join(', '),
        terms: [state.abbreviation],
      },
    };
  },
  Page: CityPage,
});

function CityPage(props: Props) {
  const site = useSite();
  const { content } = site;
  const { state, city } = find(content, props);
  const county = countyFact(state, city);
  const { nearest, metro } = neighboursOf(content, city);
  // No population or size in the state: no dataset we can name a source and year for has them right
  // for every city (templates/content/city-facts.ts).
  const facts = [
    { label: 'State', value: state.name },
    ...(county ? [county] : []),
    ...(city.metro ? [{ label: 'Metro area', value: city.metro }] : []),
    ...(city.facts?.zips?.length ? [{ label: 'ZIP codes', value: zipRange(city.facts.zips) }] : []),
    ...(city.facts ? [{ label: 'Coordinates', value: latitudeLongitude(city.facts.coordinates) }] : []),
  ];
  return (
    <PageShell>
      <PageHero
        trail={trailFor(state, city)}
        back={{ label: `Back to ${state.name}`, href: statePath(state) }}
        eyebrow={`${city.name}, ${state.abbreviation}`}
        title={`Patient-acquisition marketing for ${city.name} practices`}
        aside={
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-line sm:p-8">
            <dl>
              {facts.map((fact) => (
                <div
                  key={fact.label}
                  className="flex items-baseline justify-between gap-4 border-b border-line py-3 last:border-0"
                >
                  <dt className="text-sm text-muted">{fact.label}</dt>
                  <dd className="text-right font-semibold text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
            {city.facts && (
              <p className="mt-3 text-xs text-muted">
                Locations and distances:{' '}
                <a href="https://www.geonames.org/" className="underline underline-offset-2 hover:text-accent">
                  GeoNames
                </a>{' '}
                (
                <a
                  href="https://creativecommons.org/licenses/by/4.0/"
                  className="underline underline-offset-2 hover:text-accent"
                >
                  CC BY 4.0
                </a>
                ){city.facts.zips?.length ? '; ZIP codes: USPS' : ''}.
              </p>
            )}
          </div>
        }
      >
        <p className="mt-6 max-w-2xl text-lg text-muted">
          {content.site.claims.nearbyChoice}. We help {city.name} practices win those searches and book the
          consultations.
        </p>
        <LocationActions />
      </PageHero>
      <Section labelledBy="city-market-title">
        <div className="grid gap-12 lg:grid-cols-[1.15fr_1fr] lg:items-start">
          <div>
            <SectionHeading id="city-market-title" eyebrow="The local market" heading={`Marketing in ${city.name}`} />
            <p className="text-lg leading-relaxed text-muted">{city.about}</p>
          </div>
          <figure className="rounded-3xl bg-white p-4 ring-1 ring-line sm:p-6">
            <LocatorMap state={state} city={city} nearby={nearest} />
            <figcaption className="mt-3 text-sm text-muted">{mapCaption(state, city)}</figcaption>
          </figure>
        </div>
      </Section>
      <CityNeighbours state={state} city={city} nearest={nearest} metro={metro} />
      <Section tone="sand" labelledBy="state-market-title">
        <div className="max-w-3xl">
          <SectionHeading id="state-market-title" eyebrow={state.name} heading={`The ${state.name} market`} />
          <p className="text-lg leading-relaxed text-muted">{state.market}</p>
          <p className="mt-6">
            <a
              href={statePath(state)}
              className="font-semibold text-accent underline underline-offset-4 hover:text-accent-strong"
            >
              Every city we cover in {state.name}
            </a>
          </p>
        </div>
      </Section>
      <ServiceBlurbs place={city.name} />
      {/* The results and the testimonial are the same on every city page: rendered once. */}
      <Section tone="ink" labelledBy="city-results-title" html={sharedMarkup(site, CityResults, {})} />
      <Section tone="sand" labelledBy="city-testimonial-title" html={sharedMarkup(site, CityTestimonial, {})} />
      <ClosingCta
        heading={`Ready to grow your ${city.name} practice?`}
        body={`Schedule a call: within one business day we tell you what we would do first in ${city.name}.`}
      />
    </PageShell>
  );
}

/** '12, from 07302 to 07311', or the one code. */
const zipRange = (zips: string[]) =>
  zips.length === 1 ? zips[0]! : `${zips.length}, from ${zips[0]} to ${zips.at(-1)}`;

/** '40.73° N, 74.08° W': to two decimals, about half a mile, as precise as a city's middle is. */
const latitudeLongitude = ([lat, lon]: [number, number]) =>
  `${Math.abs(lat).toFixed(2)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lon).toFixed(2)}° ${lon < 0 ? 'W' : 'E'}`;

/** The metro's nearest other cities, linked; the state page lists them all. */
const METRO_SHOWN = 10;

const distance = (miles: number) => `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;

/** Under the map: what it shows (its own title names every city marked) and whose boundaries it draws. */
function mapCaption(state: State, city: City): string {
  return `${city.name} in ${state.name}. Boundaries: US Census Bureau.`;
}

/** The cities near this one and the rest of its metro, with the ZIP codes of its postal name and the facts' sources. */
function CityNeighbours({
  state,
  city,
  nearest,
  metro,
}: {
  state: State;
  city: City;
  nearest: Neighbour[];
  metro: Neighbour[];
}) {
  const link = 'font-medium text-ink underline decoration-line underline-offset-4 hover:text-accent';
  const zips = city.facts?.zips ?? [];
  return (
    <Section labelledBy="city-nearby-title" className="!pt-0">
      <div className="grid gap-12 lg:grid-cols-3">
        {nearest.length > 0 && (
          <div>
            <h2 id="city-nearby-title" className="text-2xl font-semibold">
              Near {city.name}, as the crow flies
            </h2>
            <ul className="mt-5 divide-y divide-line">
              {nearest.map((n) => (
                <li key={cityPath(n.state, n.city)} className="flex items-baseline justify-between gap-4 py-2.5">
                  <a href={cityPath(n.state, n.city)} className={link}>
                    {n.city.name}
                    {n.state.slug === state.slug ? '' : `, ${n.state.abbreviation}`}
                  </a>
                  <span className="text-right text-sm text-muted">
                    {distance(n.miles)} {direction(city.facts!.coordinates, n.city.facts!.coordinates)}
                    {countyPhrase(n.state, n.city) && (
                      <span className="block">{countyPhrase(n.state, n.city)?.replace(/^the /, '')}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {metro.length > 0 && (
          <div>
            <h2 className="text-2xl font-semibold">More of {city.metro}</h2>
            <ul className="mt-5 flex flex-wrap gap-2">
              {metro.slice(0, METRO_SHOWN).map((n) => (
                <li key={cityPath(n.state, n.city)}>
                  <a
                    href={cityPath(n.state, n.city)}
                    className="inline-block rounded-full px-3 py-1.5 text-sm text-ink ring-1 ring-line hover:text-accent"
                  >
                    {n.city.name}
                    {n.state.slug === state.slug ? '' : `, ${n.state.abbreviation}`}
                    <span className="text-muted">
                      {' '}
                      · {distance(n.miles)} {direction(city.facts!.coordinates, n.city.facts!.coordinates)}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            {metro.length > METRO_SHOWN && (
              <p className="mt-3 text-sm text-muted">
                The nearest {METRO_SHOWN} of {metro.length};{' '}
                <a href={statePath(state)} className={link}>
                  every city we cover in {state.name}
                </a>
                .
              </p>
            )}
          </div>
        )}
        {zips.length > 0 && (
          <div>
            <h2 className="text-2xl font-semibold">ZIP codes</h2>
            <p className="mt-5 text-muted">
              {zips.length === 1
                ? `${city.name} postal addresses use ZIP code ${zips[0]}.`
                : `${city.name} postal addresses use ${zips.length} ZIP codes, from ${zips[0]} to ${zips.at(-1)}.`}
            </p>
            {zips.length > 1 && (
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-semibold text-accent">Show all {zips.length}</summary>
                <p className="mt-3 text-sm leading-relaxed text-muted">{zips.join(', ')}</p>
              </details>
            )}
          </div>
        )}
      </div>
    </Section>
  );
}

function CityResults() {
  const { locationsIndex: page } = useSite().content;
  return (
    <>
      <SectionHeading id="city-results-title" tone="ink" eyebrow="Results" heading="What our clients' practices see" />
      <Stats items={page.results} note={page.resultsNote} tone="dark" />
    </>
  );
}

function CityTestimonial() {
  const { locationsIndex: page } = useSite().content;
  return (
    <>
      <h2 id="city-testimonial-title" className="sr-only">
        A client's words
      </h2>
      <figure className="mx-auto max-w-3xl text-center">
        <Icon name="quote" className="mx-auto size-8 text-accent" />
        <blockquote className="mt-5 text-2xl font-medium leading-snug text-ink sm:text-3xl">
          “{page.testimonial.quote}”
        </blockquote>
        <figcaption className="mt-6 text-[15px] text-muted">
          <span className="block font-semibold text-ink">{page.testimonial.name}</span>
          {page.testimonial.practice} · {page.testimonial.location}
        </figcaption>
      </figure>
      <p className="mt-4 text-center text-sm text-muted">{page.testimonial.note}</p>
    </>
  );
}
