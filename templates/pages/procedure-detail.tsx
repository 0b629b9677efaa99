/**
 * The procedure-detail layout for every catalogue item: a brand's device, a
 * medical-spa treatment, a dental implant procedure or an industry's procedure.
 */
import type { Content } from '../content/collections';
import type { CatalogueItem } from '../content/schemas/catalogue';
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { ButtonLink } from '../ui/button';
import type { Crumb } from '../ui/breadcrumbs';
import { ClosingCta } from '../ui/closing-cta';
import { IconBadge } from '../ui/icon-badge';
import { IconList } from '../ui/icon-list';
import { PageHero } from '../ui/page-hero';
import { ScheduleCall } from '../ui/schedule-call';
import { Section, SectionHeading } from '../ui/section';
import { brandTrail } from './brand';
import { implantsTrail } from './dental-implants';
import { industryTrail } from './industry';
import {
  brandBySlug,
  brandPath,
  devicePath,
  implantPath,
  implantsPath,
  industriesPath,
  industryBySlug,
  industryPath,
  procedurePath,
  treatmentPath,
  treatmentsPath,
} from './industries/paths';
import { treatmentsTrail } from './treatments';
import { bySlug } from '../../build';

type Props =
  | { kind: 'device'; brand: string; slug: string }
  | { kind: 'treatment'; slug: string }
  | { kind: 'implant'; slug: string }
  | { kind: 'procedure'; industry: string; slug: string };

/** What the search calls each kind of catalogue page. */
const SEARCH_KIND = {
  device: 'Device',
  treatment: 'Treatment',
  implant: 'Dental implant',
  procedure: 'Procedure',
} as const;

interface Resolved {
  item: CatalogueItem;
  /** Who the page is for, in its title: 'Med Spas', 'Plastic Surgery'. */
  audience: string;
  trail: Crumb[];
  back: Crumb;
  brand?: string;
  avgInvestment?: string;
}

function resolve(content: Content, props: Props): Resolved {
  const withItem = (trail: Crumb[], item: CatalogueItem, href: string) => [...trail, { label: item.name, href }];
  switch (props.kind) {
    case 'device': {
      const brand = brandBySlug(content, props.brand);
      const item = brand.devices.find((d) => d.slug === props.slug)!;
      return {
        item,
        audience: 'Med Spas',
        brand: brand.name,
        trail: withItem(brandTrail(brand), item, devicePath(brand.slug, item.slug)),
        back: { label: `Back to ${brand.name}`, href: brandPath(brand.slug) },
      };
    }
    case 'treatment': {
      const item = bySlug(content.treatments, props.slug)!;
      return {
        item,
        audience: 'Med Spas',
        trail: withItem(treatmentsTrail, item, treatmentPath(item.slug)),
        back: { label: 'All treatments', href: treatmentsPath },
      };
    }
    case 'implant': {
      const item = bySlug(content.dentalImplants, props.slug)!;
      return {
        item,
        audience: 'Dental Practices',
        avgInvestment: item.avgInvestment,
        trail: withItem(implantsTrail, item, implantPath(item.slug)),
        back: { label: 'All dental implant procedures', href: implantsPath },
      };
    }
    case 'procedure': {
      const industry = industryBySlug(content, props.industry);
      const item = bySlug(content.procedures, props.industry)!.procedures.find((p) => p.slug === props.slug)!;
      return {
        item,
        audience: industry.name,
        trail: withItem(industryTrail(industry), item, procedurePath(industry.slug, item.slug)),
        back: { label: `Back to ${industry.name}`, href: industryPath(industry.slug) },
      };
    }
  }
}

export default definePage<Props>({
  routes: (content) => [
    ...content.brands.flatMap((b) =>
      b.devices.map((d) => ({
        path: devicePath(b.slug, d.slug),
        props: { kind: 'device', brand: b.slug, slug: d.slug } as Props,
      })),
    ),
    ...content.treatments.map((t) => ({
      path: treatmentPath(t.slug),
      props: { kind: 'treatment', slug: t.slug } as Props,
    })),
    ...content.dentalImplants.map((i) => ({
      path: implantPath(i.slug),
      props: { kind: 'implant', slug: i.slug } as Props,
    })),
    // Only industries with a page of their own: a procedures file for another slug has nowhere to hang.
    ...content.procedures
      .filter((list) => content.industries.some((i) => i.slug === list.slug))
      .flatMap((list) =>
        list.procedures.map((p) => ({
          path: procedurePath(list.slug, p.slug),
          props: { kind: 'procedure', industry: list.slug, slug: p.slug } as Props,
        })),
      ),
  ],
  head: (props, { content, siteUrl }) => {
    const { item, audience, trail, brand } = resolve(content, props);
    return {
      title: `${item.name} Marketing for ${audience}${brand ? ` (${brand})` : ''}`,
      description: item.description,
      jsonLd: [breadcrumbJsonLd(trail, siteUrl)],
      search: { kind: SEARCH_KIND[props.kind], title: item.name, context: brand ?? audience },
      card: { kind: SEARCH_KIND[props.kind] },
    };
  },
  Page: ProcedureDetail,
});

function ProcedureDetail(props: Props) {
  const { item, trail, back, brand, avgInvestment } = resolve(useSite().content, props);
  return (
    <PageShell>
      <PageHero
        trail={trail}
        back={back}
        title={item.name}
        aside={
          avgInvestment && (
            <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-line sm:p-8">
              <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent">Average investment</p>
              <p className="mt-3 text-3xl font-semibold text-ink" data-avg-investment>
                {avgInvestment}
              </p>
              <p className="mt-3 text-[15px] text-muted">
                What patients typically invest, the figure your marketing has to justify.
              </p>
            </div>
          )
        }
      >
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <IconBadge name={item.icon} />
          {brand && (
            <span
              className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong"
              data-brand-name
            >
              by {brand}
            </span>
          )}
        </div>
        <p className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">{item.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ScheduleCall />
          <ButtonLink href={industriesPath} variant="secondary" size="lg">
            All industries
          </ButtonLink>
        </div>
      </PageHero>
      <Section labelledBy="about-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <SectionHeading id="about-title" eyebrow="About" heading={`Marketing ${item.name}`} />
          <p className="text-lg text-muted">{item.longDescription}</p>
        </div>
      </Section>
      <Section tone="sand" labelledBy="benefits-title">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="benefits-title" className="text-2xl font-semibold sm:text-3xl">
              Marketing benefits
            </h2>
            <IconList items={item.benefits} className="mt-6 space-y-3" />
          </div>
          <div>
            <h2 className="text-2xl font-semibold sm:text-3xl">Target audience</h2>
            <IconList items={item.targetAudience} icon="user-group" className="mt-6 space-y-3" />
          </div>
        </div>
      </Section>
      <ClosingCta
        heading={`Ready to book more ${item.name} consults?`}
        body="Schedule a call. We reply within one business day with the search demand and the first campaign we would run."
      />
    </PageShell>
  );
}
