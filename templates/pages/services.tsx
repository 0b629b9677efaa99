/** /services/: the five service cards. */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { Card } from '../ui/card';
import { ClosingCta } from '../ui/closing-cta';
import { PageHero } from '../ui/page-hero';
import { ScheduleCall } from '../ui/schedule-call';
import { Section } from '../ui/section';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { SERVICES_PATH, servicePath } from './service-detail/paths';
import { POPULAR_LABEL } from './service-detail/pricing-table';
import { bySlug } from '../../build';

export { SERVICES_PATH };

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: SERVICES_PATH },
];

export default definePage({
  routes: () => [{ path: SERVICES_PATH, props: {} }],
  head: (_, { content, siteUrl }) => ({
    title: content.servicesIndex.title,
    description: content.servicesIndex.description,
    search: pageSearch(trail, content.servicesIndex.title),
    card: { kind: 'Services' },
    jsonLd: [breadcrumbJsonLd(trail, siteUrl)],
  }),
  Page: ServicesPage,
});

function ServicesPage() {
  const { content } = useSite();
  const page = content.servicesIndex;
  const services = [...content.services].sort((a, b) => a.order - b.order);
  const startingAt = (slug: string) => bySlug(content.pricing, slug)!.tiers.small.monthly;
  return (
    <PageShell>
      <PageHero trail={trail} eyebrow={page.hero.eyebrow} title={page.hero.headline} aside={<TierSummary />}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{page.hero.body}</p>
        <div className="mt-8">
          <ScheduleCall />
        </div>
      </PageHero>
      <Section labelledBy="services-list-title">
        <h2 id="services-list-title" className="sr-only">
          Our services
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <Card
                icon={service.icon}
                title={service.title}
                href={servicePath(service.slug)}
                linkLabel={`Explore ${service.title}`}
              >
                <p>{service.desc}</p>
                <p className="mt-4 text-sm font-semibold text-ink">
                  From {startingAt(service.slug)}
                  <span className="font-normal text-muted"> per month</span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-[15px] text-muted">{page.pricingNote}</p>
      </Section>
      <ClosingCta heading={page.cta.heading} body={page.cta.body} />
    </PageShell>
  );
}

/** The four plan sizes every service is priced by, from data/pricing-tiers.yaml. */
function TierSummary() {
  const { pricingTiers } = useSite().content;
  return (
    <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-line sm:p-8">
      <h2 className="font-semibold">Plans sized to your practice</h2>
      <ul className="mt-5 divide-y divide-line">
        {pricingTiers.map((tier) => (
          <li key={tier.id} className="flex items-center justify-between gap-4 py-3 text-[15px]">
            <span className="font-medium">
              {tier.name}
              {tier.popular && (
                <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong">
                  {POPULAR_LABEL}
                </span>
              )}
            </span>
            <span className="text-right text-muted">{tier.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
