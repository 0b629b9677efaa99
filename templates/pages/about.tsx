/** /about/: the agency story, with AboutPage structured data. */
import type { AboutPage, WithContext } from 'schema-dts';
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { Card } from '../ui/card';
import { ClosingCta } from '../ui/closing-cta';
import { Picture } from '../../build';
import { Icon } from '../ui/icon';
import { IconBadge } from '../ui/icon-badge';
import { PageHero } from '../ui/page-hero';
import { ScheduleCall } from '../ui/schedule-call';
import { Section, SectionHeading } from '../ui/section';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about/' },
];

export default definePage({
  routes: () => [{ path: '/about/', props: {} }],
  head: (_, { content, siteUrl }) => {
    const aboutPage: WithContext<AboutPage> = {
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      name: content.about.title,
      description: content.about.description,
      url: `${siteUrl}/about/`,
      inLanguage: content.site.language,
      about: {
        '@type': 'Organization',
        '@id': `${siteUrl}/#organization`,
        name: content.site.brand,
        url: `${siteUrl}/`,
      },
    };
    return {
      title: content.about.title,
      description: content.about.description,
      jsonLd: [aboutPage, breadcrumbJsonLd(trail, siteUrl)],
      search: pageSearch(trail, content.about.title),
      card: { kind: 'About' },
    };
  },
  Page: About,
});

function About() {
  const site = useSite();
  const { about } = site.content;
  const word = about.brandWord;
  return (
    <PageShell>
      <PageHero trail={trail} eyebrow={about.hero.eyebrow} title={about.hero.headline}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{about.hero.body}</p>
        <div className="mt-8">
          <ScheduleCall />
        </div>
      </PageHero>

      <Section labelledBy="why-title">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="why-title" eyebrow="Why us" heading={about.why.heading} />
            <div className="-mt-4 space-y-4 text-muted">
              {about.why.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <ul className="grid gap-4 self-start sm:grid-cols-2">
            {about.why.points.map((point) => (
              <li key={point.title}>
                <Card icon={point.icon} title={point.title} tone="sand">
                  {point.desc}
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <section className="bg-ink text-white" aria-labelledby="word-title">
        <div className="container-site py-16 sm:py-24">
          <h2 id="word-title" className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-pink-200">
            The name
          </h2>
          <dl className="max-w-3xl">
            <dt className="text-5xl font-semibold tracking-tight sm:text-7xl" lang="la">
              {word.word}
            </dt>
            <dd className="mt-3 text-lg text-mist">
              <span className="italic">/{word.pronunciation}/</span> · {word.partOfSpeech} · {word.origin}
            </dd>
            <dd className="mt-6">
              <ol className="list-decimal space-y-2 pl-6 text-xl">
                {word.definitions.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ol>
            </dd>
            <dd className="mt-8 border-l-2 border-accent pl-6 text-lg text-mist">{word.note}</dd>
          </dl>
        </div>
      </section>

      <Section tone="sand" labelledBy="values-title">
        <SectionHeading id="values-title" eyebrow="Core values" heading="Five values we hold ourselves to" />
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {about.values.map((value) => (
            <li key={value.name} className="rounded-2xl bg-white p-6 ring-1 ring-line">
              <IconBadge name={value.icon} className="mb-5" />
              <h3 className="text-lg font-semibold">{value.name}</h3>
              <p className="mt-2 text-[15px] text-muted">{value.desc}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="team-title">
        <SectionHeading id="team-title" eyebrow="Team" heading="The people (and the cat) behind the work" />
        <ul className="grid gap-5 md:grid-cols-2">
          {about.team.map((member) => (
            <li key={member.name} className="flex gap-5 rounded-2xl border border-line p-6 sm:p-8">
              {member.photo ? (
                <Picture
                  site={site}
                  src={member.photo.src}
                  alt={member.photo.alt}
                  widths={[64, 128]}
                  sizes="64px"
                  className="size-16 shrink-0 rounded-2xl object-cover"
                />
              ) : (
                <span
                  className={`inline-flex size-16 shrink-0 items-center justify-center rounded-2xl ${member.species === 'cat' ? 'bg-amber-50 text-amber-700' : 'bg-ink text-white'}`}
                >
                  <Icon name={member.icon} className="size-8" />
                </span>
              )}
              <div>
                <h3 className="text-xl font-semibold">{member.name}</h3>
                <p className="text-[15px] font-medium text-accent">{member.role}</p>
                <p className="mt-3 text-[15px] text-muted">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta heading={about.cta.heading} body={about.cta.body} />
    </PageShell>
  );
}
