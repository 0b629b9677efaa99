/**
 * /industries/{industry}/{service}/: one of the five services framed for an industry's patients, with
 * the service's live pricing from data/pricing.
 */
import type { Content } from '../content/collections';
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { serviceJsonLd } from '../seo/service';
import { ButtonLink } from '../ui/button';
import { ClosingCta } from '../ui/closing-cta';
import { Icon } from '../ui/icon';
import { IconList } from '../ui/icon-list';
import { PageHero } from '../ui/page-hero';
import { ScheduleCall } from '../ui/schedule-call';
import { Section, SectionHeading } from '../ui/section';
import { industryTrail } from './industry';
import { industryBySlug, industryPath, industryServicePath, type Industry } from './industries/paths';
import { servicePath } from './service-detail/paths';
import { PricingTable } from './service-detail/pricing-table';
import { bySlug } from '../../build';

interface Props {
  industry: string;
  service: string;
}

function resolve(content: Content, props: Props) {
  const industry = industryBySlug(content, props.industry);
  const service = bySlug(content.services, props.service)!;
  const pricing = bySlug(content.pricing, props.service)!;
  const copy = industry.services[props.service as keyof Industry['services']];
  const trail = [
    ...industryTrail(industry),
    { label: service.title, href: industryServicePath(industry.slug, service.slug) },
  ];
  return { industry, service, pricing, copy, trail };
}

export default definePage<Props>({
  routes: (content) =>
    content.industries.flatMap((industry) =>
      content.services.map((service) => ({
        path: industryServicePath(industry.slug, service.slug),
        props: { industry: industry.slug, service: service.slug },
      })),
    ),
  head: (props, { content, siteUrl }) => {
    const { industry, service, pricing, copy, trail } = resolve(content, props);
    const url = `${siteUrl}${industryServicePath(industry.slug, service.slug)}`;
    return {
      title: `${service.title} for ${industry.name}`,
      description: copy.headline.endsWith('.') ? copy.headline : `${copy.headline}.`,
      jsonLd: [
        serviceJsonLd({
          name: `${service.title} for ${industry.name}`,
          description: copy.body,
          url,
          siteUrl,
          brand: content.site.brand,
          pricing,
          tiers: content.pricingTiers,
        }),
        breadcrumbJsonLd(trail, siteUrl),
      ],
      search: { kind: 'Industry service', title: `${service.title} for ${industry.name}` },
      card: { kind: 'Service' },
    };
  },
  Page: IndustryService,
});

function IndustryService(props: Props) {
  const { content } = useSite();
  const { industry, service, pricing, copy, trail } = resolve(content, props);
  return (
    <PageShell>
      <PageHero
        trail={trail}
        back={{ label: `Back to ${industry.name}`, href: industryPath(industry.slug) }}
        eyebrow={`${service.title} · ${industry.name}`}
        title={copy.headline}
      >
        <p className="mt-6 max-w-2xl text-lg text-muted">{copy.body}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ScheduleCall />
          <ButtonLink href="#pricing" variant="secondary" size="lg">
            See pricing
          </ButtonLink>
        </div>
      </PageHero>
      <Section labelledBy="focus-title">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading
            id="focus-title"
            eyebrow={industry.name}
            heading={`What ${service.title} covers for your practice`}
          />
          <ul className="space-y-3">
            {copy.points.map((point) => (
              <li key={point} className="flex gap-4 rounded-2xl bg-sand p-5">
                <Icon name="arrow-up-right" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span className="text-[15px]">{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section tone="sand" labelledBy="included-title">
        <SectionHeading id="included-title" eyebrow="Included" heading={`Every ${service.title} program includes`} />
        <IconList items={service.benefits} className="grid gap-3 sm:grid-cols-2" />
        <p className="mt-8">
          <a href={servicePath(service.slug)} className="font-semibold text-accent hover:underline">
            The full {service.title} service, FAQ and process
          </a>
        </p>
      </Section>
      <PricingTable serviceTitle={service.title} pricing={pricing} tiers={content.pricingTiers} />
      <ClosingCta
        heading={`Put ${service.title} to work for your practice`}
        body="Schedule a call. We reply within one business day with a plan sized to your practice."
      />
    </PageShell>
  );
}
