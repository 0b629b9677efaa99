/** /locations/{state}/: the state's market, its cities and the six services. */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { ClosingCta } from '../ui/closing-cta';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { Section, SectionHeading } from '../ui/section';
import { LocationActions } from './locations/actions';
import { cityPath, locationsPath, plural, stateBySlug, statePath, type State } from './locations/paths';
import { ServiceBlurbs } from './locations/service-blurbs';

export const stateTrail = (state: State) => [
  { label: 'Home', href: '/' },
  { label: 'Locations', href: locationsPath },
  { label: state.name, href: statePath(state) },
];

/** The state's social card, which its cities' pages share; its title is the state page's. */
export const stateCard = (state: State) => ({
  kind: 'Locations',
  title: `Healthcare Practice Marketing in ${state.name}`,
});

export default definePage<{ slug: string }>({
  routes: (content) => content.locations.map((state) => ({ path: statePath(state), props: { slug: state.slug } })),
  head: ({ slug }, { content, siteUrl }) => {
    const state = stateBySlug(content, slug);
    return {
      title: stateCard(state).title,
      description: `Local SEO, paid media, websites and reputation marketing for med spas, dental and aesthetic practices across ${state.name}: ${plural(state.cities.length, 'city', 'cities')} covered.`,
      jsonLd: [breadcrumbJsonLd(stateTrail(state), siteUrl)],
      card: stateCard(state),
      search: {
        kind: 'State',
        title: state.name,
        context: plural(state.cities.length, 'city', 'cities'),
        terms: [state.abbreviation],
      },
    };
  },
  Page: StatePage,
});

function StatePage({ slug }: { slug: string }) {
  const { content } = useSite();
  const state = stateBySlug(content, slug);
  return (
    <PageShell>
      <PageHero
        trail={stateTrail(state)}
        back={{ label: 'All locations', href: locationsPath }}
        eyebrow={`${state.name} · ${plural(state.cities.length, 'city', 'cities')}`}
        title={`Healthcare marketing in ${state.name}`}
      >
        <p className="mt-6 max-w-2xl text-lg text-muted">{state.market}</p>
        <LocationActions />
      </PageHero>
      <Section labelledBy="cities-title">
        <SectionHeading id="cities-title" eyebrow="Cities" heading={`Cities we cover in ${state.name}`} />
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {state.cities.map((city) => (
            <li key={city.slug}>
              <a
                href={cityPath(state, city)}
                className="group flex h-full items-start gap-3 rounded-xl border border-line bg-white px-4 py-3.5 transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-accent"
              >
                <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-accent" />
                <span>
                  <span className="block font-semibold text-ink">{city.name}</span>
                  <span className="block text-sm text-muted">{city.county}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <ServiceBlurbs place={state.name} tone="sand" />
      <ClosingCta
        heading={`Grow your practice in ${state.name}`}
        body="Tell us about your practice and your market. We reply within one business day with a plan for your first 90 days."
      />
    </PageShell>
  );
}
