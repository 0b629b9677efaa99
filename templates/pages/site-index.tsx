/**
 * /site-index/: every page the search finds (the search index the build makes from the pages' heads),
 * grouped in the sections data/site-index.yaml orders; cities listed under their state. It is the
 * search for a browser without JavaScript, and a map of the site for crawlers.
 */
import type { SearchEntry } from '../../build';
import { definePage } from '../content/page';
import type { SiteIndex } from '../content/schemas/site-index';
import { PageShell } from '../layout/page-shell';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { useSite } from '../site-context';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { siteIndexPath } from './site-index/paths';

const trailFor = (title: string) => [
  { label: 'Home', href: '/' },
  { label: title, href: siteIndexPath },
];

export default definePage({
  routes: () => [{ path: siteIndexPath, props: {} }],
  head: (_, { content, siteUrl }) => ({
    title: content.siteIndex.title,
    description: content.siteIndex.description,
    jsonLd: [breadcrumbJsonLd(trailFor(content.siteIndex.title), siteUrl)],
    search: { kind: 'Page' },
    card: { kind: 'Site index' },
  }),
  Page: SiteIndexPage,
});

interface Group {
  id: string;
  heading: string;
  entries: { entry: SearchEntry; under: SearchEntry[] }[];
}

/** The sections in their order, each kind's pages by title; a kind no section names gets its own, after them. */
function groups(sections: SiteIndex['sections'], entries: readonly SearchEntry[]): Group[] {
  const byKind = new Map<string, SearchEntry[]>();
  for (const entry of entries) byKind.set(entry.kind, [...(byKind.get(entry.kind) ?? []), entry]);
  const byTitle = (a: SearchEntry, b: SearchEntry) => a.title.localeCompare(b.title, 'en-US');
  const named = new Set(sections.flatMap((s) => (s.with ? [s.kind, s.with] : [s.kind])));
  const others = [...byKind.keys()]
    .filter((kind) => !named.has(kind))
    .map((kind) => ({ id: kind.toLowerCase().replace(/\W+/g, '-'), heading: kind, kind, with: undefined }));
  return [...sections, ...others].flatMap((section) => {
    const list = byKind.get(section.kind) ?? [];
    const children = (section.with && byKind.get(section.with)) || [];
    if (list.length === 0) return [];
    const entriesOf = list.toSorted(byTitle).map((entry) => ({
      entry,
      under: children.filter((c) => c.path.startsWith(entry.path)).toSorted(byTitle),
    }));
    return [{ id: section.id, heading: section.heading, entries: entriesOf }];
  });
}

const linkClass = 'text-ink underline decoration-line underline-offset-2 hover:text-accent hover:decoration-accent';

function SiteIndexPage() {
  const site = useSite();
  const page = site.content.siteIndex;
  const sections = groups(page.sections, site.searchIndex);
  return (
    <PageShell>
      <PageHero trail={trailFor(page.title)} title={page.title}>
        <p className="mt-5 max-w-2xl text-lg text-muted">{page.summary}</p>
      </PageHero>
      <div className="container-site pb-20">
        <nav aria-label="Sections of the index" className="mb-12">
          <ul className="flex flex-wrap gap-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-block rounded-full bg-sand px-3.5 py-2 text-sm font-medium text-ink hover:bg-line"
                >
                  {s.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((s) => (
          <section
            key={s.id}
            id={s.id}
            aria-labelledby={`${s.id}-title`}
            className="scroll-mt-24 border-t border-line py-10"
          >
            <h2 id={`${s.id}-title`} className="mb-6 text-2xl font-semibold text-ink">
              {s.heading}
            </h2>
            {s.entries.some((e) => e.under.length > 0) ? (
              // A state's cities fold under it: fifty-one lines to scan, each opening on its list.
              <ul className="divide-y divide-line border-y border-line">
                {s.entries.map(({ entry, under }) => (
                  <li key={entry.path}>
                    <details className="group py-3">
                      <summary className="flex cursor-pointer items-center justify-between gap-4 font-semibold text-ink">
                        <span>
                          {entry.title}
                          {entry.context && <span className="font-normal text-muted"> · {entry.context}</span>}
                        </span>
                        <Icon
                          name="chevron-down"
                          className="size-5 shrink-0 transition-transform group-open:rotate-180"
                        />
                      </summary>
                      <p className="mt-3 text-[15px]">
                        <a href={entry.path} className={linkClass}>
                          {entry.title} page
                        </a>
                      </p>
                      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1.5 text-[15px] sm:grid-cols-3 lg:grid-cols-5">
                        {under.map((c) => (
                          <li key={c.path}>
                            <a href={c.path} className={linkClass}>
                              {c.title}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
                {s.entries.map(({ entry }) => (
                  <li key={entry.path}>
                    <a href={entry.path} className={linkClass}>
                      {entry.title}
                    </a>
                    {entry.context && <span className="text-sm text-muted"> · {entry.context}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </PageShell>
  );
}
