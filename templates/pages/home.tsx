/** The home page, route /. */
import { pageSearch } from '../seo/search';
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { Icon } from '../ui/icon';
import { IconBadge } from '../ui/icon-badge';
import { ScheduleCall } from '../ui/schedule-call';
import { Section, SectionHeading } from '../ui/section';
import { Stats } from '../ui/stats';
import { organizationJsonLd, webSiteJsonLd } from '../seo/organization';
import { ClosingCta } from '../ui/closing-cta';
import { HeroPanel } from './home/hero-panel';
import { LatestList } from './home/latest-list';
import { postPath } from './blog-post';
import { servicePath } from './service-detail';
import { SERVICES_PATH } from './services';
import { episodePath } from './podcast-episode';
import { bySlug } from '../../build';

/** How many posts and episodes the home page lists. */
const LATEST_COUNT = 3;

export default definePage({
  routes: () => [{ path: '/', props: {} }],
  head: (_, { content, siteUrl }) => ({
    title: content.home.title,
    description: content.home.description,
    search: pageSearch([{ label: 'Home', href: '/' }], content.home.title),
    jsonLd: [organizationJsonLd(content.site, siteUrl), webSiteJsonLd(content.site, siteUrl)],
  }),
  Page: HomePage,
});

function HomePage() {
  const { content, pages } = useSite();
  const { home, site } = content;
  const services = home.services.cards.map((slug) => bySlug(content.services, slug)!);
  const posts = [...content.posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, LATEST_COUNT);
  const episodes = [...content.episodes].sort((a, b) => b.date.localeCompare(a.date)).slice(0, LATEST_COUNT);

  return (
    <PageShell>
      <section className="relative overflow-hidden bg-gradient-to-b from-sand to-white" aria-labelledby="hero-title">
        <div className="container-site grid items-center gap-12 pb-16 pt-12 sm:pb-24 sm:pt-20 lg:grid-cols-[1.15fr_1fr]">
          <div>
            <p className="mb-4 text-sm font-semibold uppercase tracking-[0.14em] text-accent">{home.hero.eyebrow}</p>
            <h1 id="hero-title" className="text-4xl font-semibold leading-[1.08] sm:text-6xl">
              {home.hero.headline}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-muted sm:text-xl">{home.hero.intro}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ScheduleCall />
              {pages.has(SERVICES_PATH) && (
                <ButtonLink href={SERVICES_PATH} variant="secondary" size="lg">
                  {home.hero.secondaryCta}
                </ButtonLink>
              )}
            </div>
            <p className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 text-[15px] text-muted">
              <span className="flex text-amber-500" role="img" aria-label={`Rated ${site.claims.rating}`}>
                {[0, 1, 2, 3, 4].map((i) => (
                  <Icon key={i} name="star" className="size-4 fill-current" />
                ))}
              </span>
              <span>
                <strong className="font-semibold text-ink">Trusted by {site.claims.practicesTrusted} practices</strong>{' '}
                · {site.claims.rating} average client rating
              </span>
            </p>
          </div>
          <HeroPanel />
        </div>
      </section>

      <Section labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={home.services.eyebrow}
          heading={home.services.heading}
          intro={home.services.intro}
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.slug}>
              <Card
                icon={service.icon}
                title={service.title}
                href={pages.has(servicePath(service.slug)) ? servicePath(service.slug) : undefined}
                linkLabel="Learn more"
              >
                {service.desc}
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="sand" labelledBy="blueprint-title">
        <SectionHeading
          id="blueprint-title"
          eyebrow={home.blueprint.eyebrow}
          heading={home.blueprint.heading}
          intro={home.blueprint.intro}
        />
        <ol className="grid gap-5 md:grid-cols-5">
          {home.blueprint.steps.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line">
              <div className="mb-5 flex items-center justify-between">
                <IconBadge name={step.icon} tone="ink" />
                <span className="text-sm font-semibold text-muted" aria-hidden="true">
                  0{i + 1}
                </span>
              </div>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-[15px] text-muted">{step.desc}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="revolution-title">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="revolution-title"
              eyebrow={home.revolution.eyebrow}
              heading={home.revolution.heading}
              intro={home.revolution.intro}
            />
            <p className="-mt-4 max-w-prose text-muted">{home.revolution.body}</p>
          </div>
          <ul className="space-y-4">
            {home.revolution.points.map((point) => (
              <li key={point.title} className="flex gap-5 rounded-2xl border border-line p-6">
                <IconBadge name={point.icon} />
                <div>
                  <h3 className="font-semibold">{point.title}</h3>
                  <p className="mt-1 text-[15px] text-muted">{point.desc}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section tone="ink" labelledBy="results-title">
        <SectionHeading id="results-title" eyebrow={home.results.eyebrow} heading={home.results.heading} tone="ink" />
        <Stats items={site.results} note={site.resultsNote} tone="dark" />
      </Section>

      {posts.length > 0 && (
        <Section labelledBy="articles-title">
          <SectionHeading id="articles-title" heading={home.latestArticles.heading} intro={home.latestArticles.intro} />
          <LatestList
            items={posts.map((p) => ({ href: postPath(p.slug), title: p.title, text: p.excerpt, date: p.date }))}
            pages={pages}
          />
        </Section>
      )}
      {episodes.length > 0 && (
        <Section tone="sand" labelledBy="podcast-title">
          <SectionHeading id="podcast-title" heading={home.latestPodcast.heading} intro={home.latestPodcast.intro} />
          <LatestList
            items={episodes.map((e) => ({
              href: episodePath(e.slug),
              title: e.title,
              text: e.description,
              date: e.date,
              meta: e.duration,
            }))}
            pages={pages}
          />
        </Section>
      )}

      <ClosingCta heading={home.cta.heading} body={home.cta.body} />
    </PageShell>
  );
}
