/**
 * /careers/{id}/: one posting: its facts, the four sections, a back link to the
 * list and the application form island, with JobPosting structured data. Unknown ids are sent to
 * /careers/ by _redirects and, where a host has no such rule, by the careers not-found page.
 */
import { definePage } from '../content/page';
import ApplicationForm from '../../client/islands/application-form';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { Icon } from '../ui/icon';
import { Island } from '../../build';
import { PageHero } from '../ui/page-hero';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { jobPostingJsonLd } from '../seo/job-posting';
import { CAREERS_PATH, CAREERS_THANK_YOU_PATH, jobPath } from './careers-job/paths';
import { JobFacts } from './careers-job/job-facts';
import { JobSection } from './careers-job/job-section';
import { bySlug } from '../../build';

/** The posting's sections and their fixed titles. */
export const SECTION_TITLES = {
  about: 'About the Role',
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  benefits: 'Benefits',
} as const;

const trailFor = (id: string, title: string) => [
  { label: 'Home', href: '/' },
  { label: 'Careers', href: CAREERS_PATH },
  { label: title, href: jobPath(id) },
];

export default definePage<{ id: string }>({
  routes: (content) => content.jobs.map((job) => ({ path: jobPath(job.slug), props: { id: job.slug } })),
  head: ({ id }, { content, siteUrl }) => {
    const job = bySlug(content.jobs, id)!;
    return {
      title: `${job.title} (${job.location})`,
      description: `${job.title}, ${job.department}: ${job.location}, ${job.type}. ${firstSentence(job.description)}`,
      jsonLd: [
        jobPostingJsonLd({ id, job, sectionTitles: SECTION_TITLES, siteUrl, brand: content.site.brand }),
        breadcrumbJsonLd(trailFor(id, job.title), siteUrl),
      ],
      search: { kind: 'Job', title: job.title, context: `${job.department} · ${job.location}` },
      card: { kind: 'Careers', title: job.title },
    };
  },
  Page: CareersJob,
});

function firstSentence(text: string): string {
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

function CareersJob({ id }: { id: string }) {
  const { content, pages } = useSite();
  const job = bySlug(content.jobs, id)!;
  const { careersIndex, site } = content;
  if (!pages.has(CAREERS_THANK_YOU_PATH))
    throw new Error(`the application form sends applicants to ${CAREERS_THANK_YOU_PATH}, which has no page`);
  return (
    <PageShell>
      <PageHero trail={trailFor(id, job.title)} eyebrow={job.department} title={job.title}>
        <div className="mt-6">
          <JobFacts job={job} size="md" />
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <a
            href="#apply"
            className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3.5 font-semibold text-white shadow-sm hover:bg-accent-strong"
          >
            Apply now
            <Icon name="arrow-down" className="size-4" />
          </a>
          <a href={CAREERS_PATH} className="inline-flex items-center gap-1.5 font-semibold text-ink hover:text-accent">
            <Icon name="arrow-left" className="size-4" />
            Back to all positions
          </a>
        </div>
      </PageHero>

      <div className="container-site grid grid-cols-1 gap-12 pb-20 lg:grid-cols-[1.35fr_1fr] lg:gap-16">
        <article className="space-y-12" aria-label={`${job.title}: the role`}>
          <JobSection id="about-role" title={SECTION_TITLES.about}>
            <p className="text-lg leading-relaxed text-muted">{job.description}</p>
          </JobSection>
          <JobSection
            id="responsibilities"
            title={SECTION_TITLES.responsibilities}
            items={job.responsibilities}
            icon="check"
          />
          <JobSection
            id="requirements"
            title={SECTION_TITLES.requirements}
            items={job.requirements}
            icon="circle-check"
          />
          <JobSection id="benefits" title={SECTION_TITLES.benefits} items={job.benefits} icon="gift" />
        </article>

        <section id="apply" aria-labelledby="apply-title" className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-line sm:p-8">
            <h2 id="apply-title" className="text-2xl font-semibold">
              {careersIndex.apply.heading}
            </h2>
            <p className="mb-6 mt-2 text-[15px] text-muted">{careersIndex.apply.body}</p>
            <Island
              name="application-form"
              component={ApplicationForm}
              props={{
                siteKey: site.turnstileSiteKey,
                jobId: id,
                jobTitle: job.title,
                thankYouPath: CAREERS_THANK_YOU_PATH,
                email: site.emails.careers,
                privacyNote: careersIndex.apply.privacyNote,
              }}
            />
          </div>
        </section>
      </div>
    </PageShell>
  );
}
