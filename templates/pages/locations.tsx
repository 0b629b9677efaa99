/** /locations/: every state with its city count, the popular cities, and the counts. */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { Icon } from '../ui/icon';
import { CityFinder } from '../ui/search';
import { PageHero } from '../ui/page-hero';
import { Section, SectionHeading } from '../ui/section';
import { Stats } from '../ui/stats';
import { LocationActions } from './locations/actions';
import { cityCount, cityPath, locationsPath, plural, stateBySlug, statePath } from './locations/paths';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Locations', href: locationsPath },
];

export default definePage({
  routes: (content) => (content.locations.length ? [{ path: locationsPath, props: {} }] : []),
  head: (_, { content, siteUrl }) => ({
    title: content.locationsIndex.title,
    description: content.locationsIndex.description,
    search: pageSearch(trail, content.locationsIndex.title),
    card: { kind: 'Locations' },
    jsonLd: [breadcrumbJsonLd(trail, siteUrl)],
  }),
  Page: LocationsPage,
});

function LocationsPage() {
  const { content } = useSite();
  const page = content.locationsIndex;
  const states = [...content.locations].sort((a, b) => a.name.localeCompare(b.name));
  const counts = [
    { number: String(states.length), label: 'states served' },
    { number: `${cityCount(content).toLocaleString('en-US')}+`, label: 'cities covered' },
    { number: content.site.claims.practicesServed, label: 'practices served' },
  ];
  return (
    <PageShell>
      <PageHero trail={trail} eyebrow={page.hero.eyebrow} title={page.hero.headline}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{page.hero.body}</p>
        <CityFinder
          kinds={['City', 'State']}
          label={page.finder.label}
          hint={page.finder.placeholder}
          submit={page.finder.submit}
        />
        <LocationActions />
      </PageHero>
      <div className="container-site -mt-4 pb-4">
        <Stats items={counts} />
      </div>
      <Section labelledBy="states-title">
        <SectionHeading
          id="states-title"
          eyebrow="All states"
          heading="Find your state"
          intro="Every state and the District of Columbia, with the cities where we plan campaigns."
        />
        <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {states.map((state) => (
            <li key={state.slug}>
              <a
                href={statePath(state)}
                className="group flex h-full items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3.5 transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-accent"
              >
                <span>
                  <span className="block font-semibold text-ink">{state.name}</span>
                  <span className="block text-sm text-muted">{plural(state.cities.length, 'city', 'cities')}</span>
                </span>
                <Icon
                  name="arrow-right"
                  className="size-4 shrink-0 text-accent transition-transform group-hover:translate-x-0.5"
                />
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="sand" labelledBy="popular-title">
        <SectionHeading id="popular-title" eyebrow="Popular cities" heading="Where practices call us from most" />
        <ul className="flex flex-wrap gap-3">
          {page.popular.map(({ state: stateSlug, city: citySlug }) => {
            const state = stateBySlug(content, stateSlug);
            const city = state.cities.find((c) => c.slug === citySlug)!;
            return (
              <li key={`${stateSlug}/${citySlug}`}>
                <a
                  href={cityPath(state, city)}
                  className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2.5 text-[15px] font-medium text-ink ring-1 ring-line hover:ring-ink/40"
                >
                  <Icon name="map-pin" className="size-4 text-accent" />
                  {city.name}, {state.abbreviation}
                </a>
              </li>
            );
          })}
        </ul>
      </Section>
    </PageShell>
  );
}
