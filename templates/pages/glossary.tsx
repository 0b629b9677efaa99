/** /glossary/: the terms of a marketing report, each with its own anchor, from data/glossary.yaml. */
import type { DefinedTermSet, WithContext } from 'schema-dts';
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { useSite } from '../site-context';
import { ClosingCta } from '../ui/closing-cta';
import { PageHero } from '../ui/page-hero';

const PATH = '/glossary/';

export default definePage<Record<string, never>>({
  routes: () => [{ path: PATH, props: {} }],
  head: (_, { content, siteUrl }) => {
    const { glossary } = content;
    const terms: WithContext<DefinedTermSet> = {
      '@context': 'https://schema.org',
      '@type': 'DefinedTermSet',
      name: glossary.title,
      description: glossary.description,
      url: `${siteUrl}${PATH}`,
      hasDefinedTerm: glossary.terms.map((t) => ({
        '@type': 'DefinedTerm',
        name: t.term,
        description: t.meaning,
        url: `${siteUrl}${PATH}#${t.slug}`,
      })),
    };
    return {
      title: glossary.title,
      description: glossary.description,
      search: pageSearch(trail(glossary.title)),
      card: { kind: 'Glossary' },
      jsonLd: [terms, breadcrumbJsonLd(trail(glossary.title), siteUrl)],
    };
  },
  Page: Glossary,
});

const trail = (title: string) => [
  { label: 'Home', href: '/' },
  { label: title, href: PATH },
];

function Glossary() {
  const { glossary } = useSite().content;
  const terms = [...glossary.terms].sort((a, b) => a.term.localeCompare(b.term));
  return (
    <PageShell>
      <PageHero trail={trail(glossary.title)} title={glossary.title}>
        <p className="mt-5 max-w-2xl text-lg text-muted">{glossary.summary}</p>
      </PageHero>
      <div className="container-site grid gap-12 pb-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Terms" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {terms.map((t) => (
              <li key={t.slug}>
                <a
                  href={`#${t.slug}`}
                  className="inline-block rounded-full px-3 py-1.5 text-sm text-muted ring-1 ring-line hover:text-accent lg:rounded-md lg:px-2 lg:py-1 lg:ring-0"
                >
                  {t.term}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <dl className="max-w-3xl divide-y divide-line">
          {terms.map((t) => (
            <div key={t.slug} id={t.slug} className="scroll-mt-24 py-6 first:pt-0">
              <dt className="text-xl font-semibold text-ink">{t.term}</dt>
              <dd className="mt-2 text-muted">
                <p>{t.meaning}</p>
                {t.seeAlso && (
                  <p className="mt-2 text-sm">
                    See{' '}
                    <a
                      href={t.seeAlso.href}
                      className="font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
                    >
                      {t.seeAlso.label}
                    </a>
                  </p>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <ClosingCta heading={glossary.cta.heading} body={glossary.cta.body} />
    </PageShell>
  );
}
