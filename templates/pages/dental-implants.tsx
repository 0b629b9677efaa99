/** /industries/dentistry/dental-implants/: the implant procedures with their average investment. */
import { definePage } from '../content/page';
import { useSite } from '../site-context';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { CatalogueList } from './industries/catalogue-list';
import { CataloguePage } from './industries/catalogue-page';
import { DENTISTRY, implantPath, implantsPath, industriesPath, industryPath } from './industries/paths';

export const implantsTrail = [
  { label: 'Home', href: '/' },
  { label: 'Industries', href: industriesPath },
  { label: 'Dentistry', href: industryPath(DENTISTRY) },
  { label: 'Dental Implants', href: implantsPath },
];

export default definePage({
  routes: (content) => (content.dentalImplants.length ? [{ path: implantsPath, props: {} }] : []),
  head: (_, { content, siteUrl }) => {
    const page = content.industriesIndex.catalogues.dentalImplants;
    return {
      title: page.title,
      description: page.description,
      jsonLd: [breadcrumbJsonLd(implantsTrail, siteUrl)],
      search: pageSearch(implantsTrail, page.title),
      card: { kind: 'Dental implants' },
    };
  },
  Page: ImplantsPage,
});

function ImplantsPage() {
  const { content } = useSite();
  const investment = new Map(content.dentalImplants.map((i) => [i.slug, i.avgInvestment]));
  return (
    <CataloguePage
      trail={implantsTrail}
      back={{ label: 'Dentistry', href: industryPath(DENTISTRY) }}
      hero={content.industriesIndex.catalogues.dentalImplants.hero}
    >
      <CatalogueList
        id="implants-title"
        eyebrow="Implant procedures"
        heading="Implant cases we market"
        items={content.dentalImplants}
        href={(i) => implantPath(i.slug)}
        detail={(i) => `Average investment: ${investment.get(i.slug)}`}
      />
    </CataloguePage>
  );
}
