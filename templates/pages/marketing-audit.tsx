/**
 * /marketing-audit/: the Practice Growth Audit: hero, three focus
 * areas, three steps, a four-question FAQ and the quick form island, with WebPage, Service and
 * FAQPage structured data.
 */
import type { Service, WebPage, WithContext } from 'schema-dts';
import { definePage } from '../content/page';
import AuditForm from '../../client/islands/audit-form';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { Icon } from '../ui/icon';
import { IconBadge } from '../ui/icon-badge';
import { Island } from '../../build';
import { PageHero } from '../ui/page-hero';
import { Section, SectionHeading } from '../ui/section';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { faqJsonLd } from '../seo/faq';
import { Faq } from './service-detail/faq';

export const MARKETING_AUDIT_PATH = '/marketing-audit/';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Practice Growth Audit', href: MARKETING_AUDIT_PATH },
];

export default definePage({
  routes: () => [{ path: MARKETING_AUDIT_PATH, props: {} }],
  head: (_, { content, siteUrl }) => {
    const { marketingAudit: audit, site } = content;
    const url = `${siteUrl}${MARKETING_AUDIT_PATH}`;
    const organization = {
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: site.brand,
      url: `${siteUrl}/`,
    } as const;
    const webPage: WithContext<WebPage> = {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: audit.title,
      description: audit.description,
      url,
      inLanguage: site.language,
      isPartOf: { '@type': 'WebSite', '@id': `${siteUrl}/#website` },
      about: { '@id': `${url}#service` },
    };
    const service: WithContext<Service> = {
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${url}#service`,
      name: audit.hero.headline,
      serviceType: 'Marketing audit',
      description: audit.description,
      url,
      provider: organization,
      areaServed: { '@type': 'Country', name: 'United States' },
      audience: { '@type': 'BusinessAudience', audienceType: audit.form.clinicTypes.map((c) => c.label).join(', ') },
    };
    return {
      title: audit.title,
      description: audit.description,
      jsonLd: [webPage, service, faqJsonLd(audit.faq), breadcrumbJsonLd(trail, siteUrl)],
      search: pageSearch(trail, audit.title),
      card: { kind: 'Free audit' },
    };
  },
  Page: MarketingAudit,
});

function MarketingAudit() {
  const { marketingAudit: audit } = useSite().content;
  return (
    <PageShell>
      <PageHero
        trail={trail}
        eyebrow={audit.hero.eyebrow}
        title={audit.hero.headline}
        aside={
          <div className="rounded-3xl bg-ink p-6 text-white shadow-xl shadow-ink/10 sm:p-8">
            <p className="mb-5 text-sm font-semibold uppercase tracking-[0.14em] text-pink-200">
              The audit at a glance
            </p>
            <ol className="space-y-4">
              {audit.steps.items.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 font-semibold"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span>
                    <span className="block font-semibold">{step.title}</span>
                    <span className="block text-[15px] text-mist">{step.timing}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
        }
      >
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{audit.hero.body}</p>
        <a
          href="#audit-form"
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3.5 font-semibold text-white shadow-sm hover:bg-accent-strong"
        >
          {audit.hero.cta}
          <Icon name="arrow-down" className="size-4" />
        </a>
      </PageHero>

      <Section labelledBy="focus-title">
        <SectionHeading
          id="focus-title"
          eyebrow={audit.focus.eyebrow}
          heading={audit.focus.heading}
          intro={audit.focus.intro}
        />
        <ul className="grid gap-5 md:grid-cols-3">
          {audit.focus.cards.map((card) => (
            <li key={card.title} className="flex flex-col rounded-2xl border border-line bg-white p-6 sm:p-7">
              <IconBadge name={card.icon} className="mb-5" />
              <h3 className="text-xl font-semibold">{card.title}</h3>
              <p className="mt-2 text-[15px] text-muted">{card.desc}</p>
              <ul className="mt-5 space-y-3 border-t border-line pt-5">
                {card.checks.map((check) => (
                  <li key={check} className="flex gap-3 text-[15px]">
                    <Icon name="check" className="mt-1 size-4 shrink-0 text-accent" />
                    {check}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="ink" labelledBy="steps-title">
        <SectionHeading id="steps-title" eyebrow={audit.steps.eyebrow} heading={audit.steps.heading} tone="ink" />
        <ol className="grid gap-5 md:grid-cols-3">
          {audit.steps.items.map((step, i) => (
            <li key={step.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-7">
              <div className="flex items-center justify-between">
                <IconBadge name={step.icon} tone="white" />
                <span className="text-sm font-semibold text-mist">Step {i + 1}</span>
              </div>
              <h3 className="mt-5 text-xl font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm font-semibold uppercase tracking-[0.1em] text-pink-200">{step.timing}</p>
              <p className="mt-3 text-[15px] text-mist">{step.desc}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Faq id="faq" name="audit-faq" items={audit.faq} />

      <Section tone="sand" id="audit-form" labelledBy="audit-form-title" className="scroll-mt-16">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start">
          <div>
            <SectionHeading
              id="audit-form-title"
              eyebrow={audit.hero.headline}
              heading={audit.form.heading}
              intro={audit.form.body}
              tone="sand"
            />
          </div>
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-line sm:p-10">
            <Island
              name="audit-form"
              component={AuditForm}
              props={{
                clinicTypes: audit.form.clinicTypes,
                adSpend: audit.form.adSpend,
                submitLabel: audit.form.submitLabel,
                toast: audit.form.toast,
                privacyNote: audit.form.privacyNote,
              }}
            />
          </div>
        </div>
      </Section>
    </PageShell>
  );
}
