/** /industries/{slug}/: an industry's patients, what works, its catalogues or procedures and its five service pages. */
import type { Content } from '../content/collections';
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { Card } from '../ui/card';
import { ClosingCta } from '../ui/closing-cta';
import { PageHero } from '../ui/page-hero';
import { ScheduleCall } from '../ui/schedule-call';
import { Section, SectionHeading } from '../ui/section';
import {
  DENTISTRY,
  devicesPath,
  implantsPath,
  industriesPath,
  industryBySlug,
  industryPath,
  industryServicePath,
  MEDICAL_SPAS,
  procedurePath,
  treatmentsPath,
  type Industry,
} from './industries/paths';
import { bySlug } from '../../build';

export const industryTrail = (industry: Industry) => [
  { label: 'Home', href: '/' },
  { label: 'Industries', href: industriesPath },
  { label: industry.name, href: industryPath(industry.slug) },
];

export default definePage<{ slug: string }>({
  routes: (content) =>
    content.industries.map((industry) => ({ path: industryPath(industry.slug), props: { slug: industry.slug } })),
  head: ({ slug }, { content, siteUrl }) => {
    const industry = industryBySlug(content, slug);
    return {
      title: `${industry.name} Marketing`,
      description: industry.description,
      jsonLd: [breadcrumbJsonLd(industryTrail(industry), siteUrl)],
      search: { kind: 'Industry', title: industry.name },
      card: { kind: 'Industry' },
    };
  },
  Page: IndustryPage,
});

/** The catalogue cards an industry page leads to: list pages first, then each procedure. */
function catalogueLinks(content: Content, slug: string) {
  const lists =
    {
      [MEDICAL_SPAS]: [
        {
          title: 'Devices by brand',
          href: devicesPath,
          icon: 'cpu',
          desc: `${content.brands.reduce((n, b) => n + b.devices.length, 0)} devices from ${content.brands.length} brands, each with its own marketing plan.`,
        },
        {
          title: 'Treatments',
          href: treatmentsPath,
          icon: 'sparkles',
          desc: `${content.treatments.length} treatment categories, from body contouring to skin rejuvenation.`,
        },
      ],
      [DENTISTRY]: [
        {
          title: 'Dental implants',
          href: implantsPath,
          icon: 'face-slightly-smiling',
          desc: `${content.dentalImplants.length} implant procedures, with the investment patients expect.`,
        },
      ],
    }[slug] ?? [];
  const procedures = (bySlug(content.procedures, slug)?.procedures ?? []).map((p) => ({
    title: p.name,
    href: procedurePath(slug, p.slug),
    icon: p.icon,
    desc: p.description,
  }));
  return [...lists.filter((l) => !l.desc.startsWith('0 ')), ...procedures];
}

function IndustryPage({ slug }: { slug: string }) {
  const { content } = useSite();
  const industry = industryBySlug(content, slug);
  const catalogue = catalogueLinks(content, slug);
  const services = [...content.services].sort((a, b) => a.order - b.order);
  return (
    <PageShell>
      <PageHero trail={industryTrail(industry)} eyebrow={industry.hero.eyebrow} title={industry.hero.headline}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{industry.hero.body}</p>
        <div className="mt-8">
          <ScheduleCall />
        </div>
      </PageHero>
      <Section labelledBy="patients-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <SectionHeading id="patients-title" eyebrow="Your patients" heading="How they search, compare and book" />
          <p className="text-lg text-muted">{industry.patients}</p>
        </div>
      </Section>
      <Section tone="sand" labelledBy="what-works-title">
        <SectionHeading id="what-works-title" eyebrow="What works" heading={`What works in ${industry.name}`} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {industry.whatWorks.map((card) => (
            <li key={card.title}>
              <Card icon={card.icon} title={card.title}>
                <p>{card.desc}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      {catalogue.length > 0 && (
        <Section labelledBy="catalogue-title">
          <SectionHeading id="catalogue-title" eyebrow="By procedure" heading="Marketing plans for what you sell" />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {catalogue.map((item) => (
              <li key={item.href}>
                <Card icon={item.icon} title={item.title} href={item.href} linkLabel="View plan">
                  <p>{item.desc}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section tone="sand" labelledBy="industry-services-title">
        <SectionHeading
          id="industry-services-title"
          eyebrow="Services"
          heading={`Our five services, built for ${industry.name}`}
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <Card
                icon={service.icon}
                title={service.title}
                href={industryServicePath(industry.slug, service.slug)}
                linkLabel="See the plan and pricing"
              >
                <p>{industry.services[service.slug as keyof Industry['services']].headline}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta
        heading="Ready to grow your practice?"
        body="Schedule a call. We reply within one business day with the first three things we would change."
      />
    </PageShell>
  );
}
