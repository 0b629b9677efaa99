/** /industries/: the eight industries with pages, and the other specialties we serve. */
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
import { industriesPath, industryPath, sortedIndustries } from './industries/paths';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Industries', href: industriesPath },
];

export default definePage({
  routes: (content) => (content.industries.length ? [{ path: industriesPath, props: {} }] : []),
  head: (_, { content, siteUrl }) => ({
    title: content.industriesIndex.title,
    description: content.industriesIndex.description,
    search: pageSearch(trail, content.industriesIndex.title),
    card: { kind: 'Industries' },
    jsonLd: [breadcrumbJsonLd(trail, siteUrl)],
  }),
  Page: IndustriesPage,
});

function IndustriesPage() {
  const { content } = useSite();
  const page = content.industriesIndex;
  return (
    <PageShell>
      <PageHero trail={trail} eyebrow={page.hero.eyebrow} title={page.hero.headline}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{page.hero.body}</p>
        <div className="mt-8">
          <ScheduleCall />
        </div>
      </PageHero>
      <Section labelledBy="industries-list-title">
        <SectionHeading
          id="industries-list-title"
          eyebrow="Industries"
          heading="Programs built for your kind of practice"
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {sortedIndustries(content).map((industry) => (
            <li key={industry.slug}>
              <Card icon={industry.icon} title={industry.name} href={industryPath(industry.slug)} linkLabel="Explore">
                <p>{industry.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="sand" labelledBy="other-specialties-title">
        <SectionHeading
          id="other-specialties-title"
          eyebrow="Other specialties"
          heading="Also serving specialty practices"
          intro="Programs for these practices are planned with you on a call."
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.otherSpecialties.map((s) => (
            <li key={s.name}>
              <Card icon={s.icon} title={s.name} href="/contact/" linkLabel="Talk to us">
                <p>{s.desc}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingCta
        heading="Not sure where your practice fits?"
        body="Tell us what you sell and who buys it. We will show you where your next patients are searching."
      />
    </PageShell>
  );
}
