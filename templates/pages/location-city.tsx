/** /locations/{state}/{city}/: the city's facts, the six services, the fixed results and testimonial (spec 000 section 2). */
import type { Service as ServiceLd, WithContext } from 'schema-dts';
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { sharedMarkup } from '../../build/render/shared';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { ClosingCta } from '../ui/closing-cta';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { Section, SectionHeading } from '../ui/section';
import { Stats } from '../ui/stats';
import { stateTrail } from './location-state';
import { LocationActions } from './locations/actions';
import { type City, cityPath, stateBySlug, statePath, type State } from './locations/paths';
import { cityAndState, countyFact, countyPhrase } from './locations/place-names';
import { ServiceBlurbs } from './locations/service-blurbs';

interface Props {
  state: string;
  city: string;
}

const find = (content: Parameters<typeof stateBySlug>[0], props: Props) => {
  const state = stateBySlug(content, props.state);
  return { state, city: state.cities.find((c) => c.slug === props.city)! };
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
    };
  },
  Page: CityPage,
});

function CityPage(props: Props) {
  const site = useSite();
  const { content } = site;
  const { state, city } = find(content, props);
  const county = countyFact(state, city);
  const facts = [
    { label: 'State', value: state.name },
    ...(county ? [county] : []),
    ...(city.metro ? [{ label: 'Metro area', value: city.metro }] : []),
  ];
  return (
    <PageShell>
      <PageHero
        trail={trailFor(state, city)}
        back={{ label: `Back to ${state.name}`, href: statePath(state) }}
        eyebrow={`${city.name}, ${state.abbreviation}`}
        title={`Patient-acquisition marketing for ${city.name} practices`}
        aside={
          <dl className="rounded-3xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-line sm:p-8">
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
        }
      >
        <p className="mt-6 max-w-2xl text-lg text-muted">
          {content.site.claims.nearbyChoice}. We help med spas, plastic surgeons, dentists and aesthetic practices in{' '}
          {city.name} win those nearby searches and turn them into booked consultations.
        </p>
        <LocationActions />
      </PageHero>
      <ServiceBlurbs place={city.name} />
      {/* The results and the testimonial are the same on every city page: rendered once. */}
      <Section tone="ink" labelledBy="city-results-title" html={sharedMarkup(site, CityResults, {})} />
      <Section tone="sand" labelledBy="city-testimonial-title" html={sharedMarkup(site, CityTestimonial, {})} />
      <ClosingCta
        heading={`Ready to grow your ${city.name} practice?`}
        body="Schedule a call. We reply within one business day with what we would do first in your market."
      />
    </PageShell>
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
      <p className="mt-4 text-center text-sm text-muted">{page.resultsNote}</p>
    </>
  );
}
