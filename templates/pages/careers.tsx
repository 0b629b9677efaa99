/**
 * /careers/: the open positions with their count, each card linking to
 * its job page. The rest of the page is ours: the hero and what working here is like.
 */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { Card } from '../ui/card';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { Section, SectionHeading } from '../ui/section';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { JobFacts } from './careers-job/job-facts';
import { CAREERS_PATH, jobPath } from './careers-job/paths';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Careers', href: CAREERS_PATH },
];

/** '14 open positions', counted from the data. */
export function openPositionsLabel(count: number): string {
  return `${count} open position${count === 1 ? '' : 's'}`;
}

export default definePage({
  routes: () => [{ path: CAREERS_PATH, props: {} }],
  head: (_, { content, siteUrl }) => ({
    title: content.careersIndex.title,
    description: content.careersIndex.description,
    search: pageSearch(trail, content.careersIndex.title),
    card: { kind: 'Careers' },
    jsonLd: [breadcrumbJsonLd(trail, siteUrl)],
  }),
  Page: Careers,
});

function Careers() {
  const { content } = useSite();
  const { careersIndex: page } = content;
  // Newest first: the order job seekers expect.
  const jobs = [...content.jobs].sort(
    (a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title),
  );
  return (
    <PageShell>
      <PageHero trail={trail} eyebrow={page.hero.eyebrow} title={page.hero.headline}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{page.hero.body}</p>
        <a
          href="#positions-title"
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3.5 font-semibold text-white shadow-sm hover:bg-accent-strong"
        >
          See open positions
          <Icon name="arrow-down" className="size-4" />
        </a>
      </PageHero>

      <Section labelledBy="positions-title">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="positions-title" eyebrow={page.positions.eyebrow} heading={page.positions.heading} />
          <p
            className="mb-10 inline-flex w-fit items-center gap-2 rounded-full bg-accent-soft px-4 py-1.5 text-sm font-semibold text-accent sm:mb-14"
            data-count=""
          >
            <Icon name="briefcase" className="size-4" />
            {openPositionsLabel(jobs.length)}
          </p>
        </div>
        <ul className="grid gap-5 md:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.slug}>
              <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-lg sm:p-7">
                <p className="text-sm font-semibold uppercase tracking-[0.12em] text-accent">{job.department}</p>
                <h3 className="mt-2 text-xl font-semibold leading-snug">{job.title}</h3>
                <div className="mt-4">
                  <JobFacts job={job} omit="department" />
                </div>
                <a
                  href={jobPath(job.slug)}
                  aria-label={`View Details: ${job.title}`}
                  className="mt-6 inline-flex w-fit items-center gap-1.5 font-semibold text-accent after:absolute after:inset-0 after:rounded-2xl hover:text-accent-strong focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-accent"
                >
                  View Details
                  <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
                </a>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="sand" labelledBy="perks-title">
        <SectionHeading id="perks-title" eyebrow={page.perks.eyebrow} heading={page.perks.heading} />
        <ul className="grid gap-5 md:grid-cols-3">
          {page.perks.items.map((perk) => (
            <li key={perk.title}>
              <Card icon={perk.icon} title={perk.title}>
                {perk.desc}
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </PageShell>
  );
}
