/** /terms/, /privacy/ and /accessibility/: one page per Markdown file in data/legal. */
import type { WebPage, WithContext } from 'schema-dts';
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { PageHero } from '../ui/page-hero';
import { formatDate } from '../ui/format';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { bySlug } from '../../build';

const trailFor = (slug: string, title: string) => [
  { label: 'Home', href: '/' },
  { label: title, href: `/${slug}/` },
];

export default definePage<{ slug: string }>({
  routes: (content) => content.legal.map((page) => ({ path: `/${page.slug}/`, props: { slug: page.slug } })),
  head: ({ slug }, { content, siteUrl }) => {
    const page = bySlug(content.legal, slug)!;
    const webPage: WithContext<WebPage> = {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: page.title,
      description: page.description,
      url: `${siteUrl}/${slug}/`,
      dateModified: page.updated,
      inLanguage: content.site.language,
    };
    return {
      title: page.title,
      description: page.description,
      lastmod: page.updated,
      jsonLd: [webPage, breadcrumbJsonLd(trailFor(slug, page.title), siteUrl)],
      search: pageSearch(trailFor(slug, page.title)),
      card: { kind: 'Legal' },
    };
  },
  Page: Legal,
});

function Legal({ slug }: { slug: string }) {
  const page = bySlug(useSite().content.legal, slug)!;
  return (
    <PageShell>
      <PageHero trail={trailFor(slug, page.title)} title={page.title}>
        <p className="mt-5 max-w-2xl text-lg text-muted">{page.summary}</p>
        <p className="mt-4 text-sm text-muted">
          Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHero>
      <div className="container-site pb-20">
        <article className="prose-legal max-w-3xl" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </PageShell>
  );
}
