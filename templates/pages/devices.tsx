/** /industries/medical-spas/devices/: every brand with its device count. */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { Card } from '../ui/card';
import { ClosingCta } from '../ui/closing-cta';
import { PageHero } from '../ui/page-hero';
import { ScheduleCall } from '../ui/schedule-call';
import { Section, SectionHeading } from '../ui/section';
import {
  brandPath,
  devicesAvailable,
  devicesPath,
  industriesPath,
  industryPath,
  MEDICAL_SPAS,
} from './industries/paths';

export const devicesTrail = [
  { label: 'Home', href: '/' },
  { label: 'Industries', href: industriesPath },
  { label: 'Medical Spas', href: industryPath(MEDICAL_SPAS) },
  { label: 'Devices', href: devicesPath },
];

export default definePage({
  routes: (content) => (content.brands.length ? [{ path: devicesPath, props: {} }] : []),
  head: (_, { content, siteUrl }) => {
    const page = content.industriesIndex.catalogues.devices;
    return {
      title: page.title,
      description: page.description,
      jsonLd: [breadcrumbJsonLd(devicesTrail, siteUrl)],
      search: pageSearch(devicesTrail, page.title),
      card: { kind: 'Devices' },
    };
  },
  Page: DevicesPage,
});

function DevicesPage() {
  const { content } = useSite();
  const page = content.industriesIndex.catalogues.devices;
  const brands = [...content.brands].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <PageShell>
      <PageHero trail={devicesTrail} eyebrow={page.hero.eyebrow} title={page.hero.headline}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{page.hero.body}</p>
        <div className="mt-8">
          <ScheduleCall />
        </div>
      </PageHero>
      <Section labelledBy="brands-title">
        <SectionHeading id="brands-title" eyebrow="Brands" heading="Choose your device's maker" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {brands.map((brand) => (
            <li key={brand.slug} data-brand={brand.slug}>
              <Card title={brand.name} href={brandPath(brand.slug)} linkLabel={`View ${brand.name} devices`}>
                <p>{brand.description}</p>
                <p className="mt-3 text-sm font-semibold text-ink" data-device-count>
                  {devicesAvailable(brand.devices.length)}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="sand" labelledBy="value-title">
        <SectionHeading id="value-title" eyebrow="Why it works" heading="Device marketing that fills the schedule" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {page.valueProps.map((v) => (
            <li key={v.title}>
              <Card icon={v.icon} title={v.title}>
                <p>{v.desc}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta heading={page.cta.heading} body={page.cta.body} />
    </PageShell>
  );
}
