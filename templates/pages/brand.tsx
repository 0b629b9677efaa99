/**
 * /industries/medical-spas/{brand}/: the brand's products, each to its detail page.
 * The catalogue lists every brand under 'devices'; a brand of injectables is called what it makes.
 */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { ClosingCta } from '../ui/closing-cta';
import { PageHero } from '../ui/page-hero';
import { ScheduleCall } from '../ui/schedule-call';
import { devicesTrail } from './devices';
import { CatalogueList } from './industries/catalogue-list';
import {
  brandBySlug,
  brandPath,
  devicePath,
  devicesAvailable,
  devicesPath,
  productsWord,
  type Brand,
} from './industries/paths';

export const brandTrail = (brand: Brand) => [...devicesTrail, { label: brand.name, href: brandPath(brand.slug) }];

export default definePage<{ slug: string }>({
  routes: (content) => content.brands.map((brand) => ({ path: brandPath(brand.slug), props: { slug: brand.slug } })),
  head: ({ slug }, { content, siteUrl }) => {
    const brand = brandBySlug(content, slug);
    const products = productsWord(brand);
    return {
      title: `${brand.name} ${products === 'devices' ? 'Device Marketing' : 'Marketing'} for Med Spas`,
      description: brand.description,
      jsonLd: [breadcrumbJsonLd(brandTrail(brand), siteUrl)],
      search: { kind: 'Brand', title: brand.name, context: brand.devices.map((d) => d.name).join(', ') },
      card: { kind: 'Brand' },
    };
  },
  Page: BrandPage,
});

function BrandPage({ slug }: { slug: string }) {
  const brand = brandBySlug(useSite().content, slug);
  const products = productsWord(brand);
  const devicesOnly = products === 'devices';
  return (
    <PageShell>
      <PageHero
        trail={brandTrail(brand)}
        back={{ label: 'All device brands', href: devicesPath }}
        eyebrow={devicesAvailable(brand.devices.length)}
        title={`${brand.name} ${devicesOnly ? 'device marketing' : 'marketing'}`}
      >
        <p className="mt-6 max-w-2xl text-lg text-muted">{brand.description}</p>
        <div className="mt-8">
          <ScheduleCall />
        </div>
      </PageHero>
      <CatalogueList
        id="brand-devices-title"
        eyebrow={brand.name}
        heading={`${brand.name} ${products} we market`}
        items={brand.devices}
        href={(d) => devicePath(brand.slug, d.slug)}
      />
      {devicesOnly ? (
        <ClosingCta
          heading={`Own a ${brand.name} platform?`}
          body="Tell us which devices you run and how full their schedules are. We will show you the demand around your practice."
        />
      ) : (
        <ClosingCta
          heading={`Offer ${brand.name} treatments?`}
          body={`Tell us which ${products} you offer and how often patients book them. We will show you the demand around your practice.`}
        />
      )}
    </PageShell>
  );
}
