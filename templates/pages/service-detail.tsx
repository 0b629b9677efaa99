/** /services/{slug}/: one page per file in data/services, its sections in a fixed order. */
import { definePage } from '../content/page';
import type { Content } from '../content/collections';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { ClosingCta } from '../ui/closing-cta';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { ScheduleCall } from '../ui/schedule-call';
import { Section, SectionHeading } from '../ui/section';
import { Stats } from '../ui/stats';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { faqJsonLd } from '../seo/faq';
import { serviceJsonLd } from '../seo/service';
import { Comparison } from './service-detail/comparison';
import { Faq } from './service-detail/faq';
import { SERVICES_PATH, servicePath } from './service-detail/paths';
import { PricingTable } from './service-detail/pricing-table';
import { Process } from './service-detail/process';
import { Testimonials } from './service-detail/testimonials';
import { bySlug } from '../../build';

export { servicePath };

type Service = Content['services'][number];

const trailFor = (service: Service) => [
  { label: 'Home', href: '/' },
  { label: 'Services', href: SERVICES_PATH },
  { label: service.title, href: servicePath(service.slug) },
];

export default definePage<{ slug: string }>({
  routes: (content) => content.services.map((s) => ({ path: servicePath(s.slug), props: { slug: s.slug } })),
  head: ({ slug }, { content, siteUrl }) => {
    const service = bySlug(content.services, slug)!;
    const pricing = bySlug(content.pricing, slug)!;
    const url = `${siteUrl}${servicePath(slug)}`;
    return {
      title: service.seoTitle,
      description: service.desc,
      jsonLd: [
        serviceJsonLd({
          name: service.title,
          description: service.desc,
          url,
          siteUrl,
          brand: content.site.brand,
          pricing,
          tiers: content.pricingTiers,
        }),
        faqJsonLd(service.faq),
        breadcrumbJsonLd(trailFor(service), siteUrl),
      ],
      search: { kind: 'Service', title: service.title },
      card: { kind: 'Service', title: service.title },
    };
  },
  Page: ServiceDetail,
});

function ServiceDetail({ slug }: { slug: string }) {
  const { content } = useSite();
  const service = bySlug(content.services, slug)!;
  const pricing = bySlug(content.pricing, slug)!;
  const { brand, resultsNote } = content.site;

  return (
    <PageShell>
      <PageHero
        trail={trailFor(service)}
        eyebrow={service.hero.eyebrow}
        title={service.hero.headline}
        aside={
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-line sm:p-8">
            <p className="flex items-center gap-3 font-semibold">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <Icon name={service.icon} className="size-5" />
              </span>
              What you get with {service.title}
            </p>
            <ul className="mt-5 space-y-3">
              {service.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-[15px] text-muted">
                  <Icon name="check" className="mt-1 size-4 shrink-0 text-accent" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
        }
      >
        <p className="mt-6 text-lg text-muted">{service.hero.body}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ScheduleCall />
          <ButtonLink href="#pricing" variant="secondary" size="lg">
            See pricing
          </ButtonLink>
        </div>
        <p className="mt-6 text-[15px] font-medium text-ink">{service.socialProof}</p>
      </PageHero>

      <Section labelledBy="stats-title" className="!py-12 sm:!py-16">
        <h2 id="stats-title" className="sr-only">
          {service.title} results
        </h2>
        <Stats items={service.stats} note={resultsNote} />
      </Section>

      <Section tone="sand" labelledBy="benefits-title">
        <SectionHeading
          id="benefits-title"
          eyebrow="Key benefits"
          heading={`Why practices choose ${brand} for ${service.title}`}
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {service.keyBenefits.map((b) => (
            <li key={b.title}>
              <Card icon={b.icon} title={b.title}>
                {b.desc}
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="features-title">
        <SectionHeading
          id="features-title"
          eyebrow="What's included"
          heading="Everything in the program, by category"
        />
        <div className="grid gap-x-10 gap-y-10 sm:grid-cols-2">
          {service.detailedFeatures.map((group) => (
            <div key={group.category}>
              <h3 className="border-b border-line pb-3 text-lg font-semibold">{group.category}</h3>
              <ul className="mt-4 space-y-2.5">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-3 text-[15px] text-muted">
                    <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-accent" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      {service.sections.map((section, i) => (
        <Section key={section.title} tone={i % 2 === 0 ? 'sand' : 'white'} labelledBy={`section-${i}-title`}>
          <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
            <div>
              <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-accent">{section.eyebrow}</p>
              <h2 id={`section-${i}-title`} className="text-3xl font-semibold leading-tight">
                {section.title}
              </h2>
              <p className="mt-4 text-lg text-muted">{section.body}</p>
            </div>
            <ul className="space-y-3 self-center">
              {section.points.map((point) => (
                <li key={point} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-line">
                  <Icon name="arrow-up-right" className="mt-0.5 size-5 shrink-0 text-accent" />
                  <span className="text-[15px]">{point}</span>
                </li>
              ))}
            </ul>
          </div>
        </Section>
      ))}

      <section className="bg-accent" aria-labelledby="mid-cta-title">
        <div className="container-site flex flex-col items-start justify-between gap-6 py-12 sm:flex-row sm:items-center">
          <div>
            <h2 id="mid-cta-title" className="text-2xl font-semibold text-white sm:text-3xl">
              See what {service.title} could do for your practice
            </h2>
            <p className="mt-2 text-pink-50">A 30-minute call, a clear plan, no obligation.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ScheduleCall variant="light" />
            <ButtonLink href={SERVICES_PATH} variant="outlineLight" size="lg">
              All services
            </ButtonLink>
          </div>
        </div>
      </section>

      <PricingTable serviceTitle={service.title} pricing={pricing} tiers={content.pricingTiers} />
      <Faq id="faq" items={service.faq} name={`faq-${service.slug}`} />
      <Comparison rows={service.comparison} brand={brand} serviceTitle={service.title} />
      <Process steps={service.process} />
      <Testimonials items={service.testimonials} note={resultsNote} />
      <ClosingCta heading={`Ready to grow with ${service.title}?`} body={content.servicesIndex.cta.body} />
    </PageShell>
  );
}
