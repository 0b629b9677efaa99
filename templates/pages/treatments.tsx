/** /industries/medical-spas/treatments/: the 17 treatment categories, each to its detail page. */
import { definePage } from '../content/page';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { CatalogueList } from './industries/catalogue-list';
import { CataloguePage } from './industries/catalogue-page';
import { industriesPath, industryPath, MEDICAL_SPAS, treatmentPath, treatmentsPath } from './industries/paths';

export const treatmentsTrail = [
  { label: 'Home', href: '/' },
  { label: 'Industries', href: industriesPath },
  { label: 'Medical Spas', href: industryPath(MEDICAL_SPAS) },
  { label: 'Treatments', href: treatmentsPath },
];

export default definePage({
  routes: (content) => (content.treatments.length ? [{ path: treatmentsPath, props: {} }] : []),
  head: (_, { content, siteUrl }) => {
    const page = content.industriesIndex.catalogues.treatments;
    return {
      title: page.title,
      description: page.description,
      jsonLd: [breadcrumbJsonLd(treatmentsTrail, siteUrl)],
      search: pageSearch(treatmentsTrail, page.title),
      card: { kind: 'Treatments' },
    };
  },
  Page: TreatmentsPage,
});

function TreatmentsPage() {
  const { content } = useSite();
  return (
    <CataloguePage
      trail={treatmentsTrail}
      back={{ label: 'Medical Spas', href: industryPath(MEDICAL_SPAS) }}
      hero={content.industriesIndex.catalogues.treatments.hero}
    >
      <CatalogueList
        id="treatments-title"
        eyebrow="Treatment categories"
        heading={`${content.treatments.length} treatments, each with its own plan`}
        items={content.treatments}
        href={(t) => treatmentPath(t.slug)}
      />
    </CataloguePage>
  );
}
