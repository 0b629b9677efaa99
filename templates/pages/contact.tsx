/** /contact/: how to reach the agency, the map (loaded when asked for), and the contact form island. */
import type { ContactPage as ContactPageLd, WithContext } from 'schema-dts';
import { definePage } from '../content/page';
import ContactForm from '../../client/islands/contact-form';
import MapEmbed from '../../client/islands/map-embed';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { Icon } from '../ui/icon';
import { IconBadge } from '../ui/icon-badge';
import { Island } from '../../build';
import { PageHero } from '../ui/page-hero';
import { telHref, unbreakable } from '../ui/format';
import { breadcrumbJsonLd } from '../seo/breadcrumbs';
import { pageSearch } from '../seo/search';
import { thirdParty } from '../third-party';
import { THANK_YOU_PATH } from './thank-you';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Contact', href: '/contact/' },
];

export default definePage({
  routes: () => [{ path: '/contact/', props: {} }],
  head: (_, { content, siteUrl }) => {
    const page: WithContext<ContactPageLd> = {
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      name: content.contact.title,
      url: `${siteUrl}/contact/`,
      description: content.contact.description,
      about: {
        '@type': 'Organization',
        '@id': `${siteUrl}/#organization`,
        name: content.site.brand,
        email: content.site.emails.general,
        telephone: content.site.phone,
      },
    };
    return {
      title: content.contact.title,
      description: content.contact.description,
      search: pageSearch(trail, content.contact.title),
      card: { kind: 'Contact' },
      jsonLd: [page, breadcrumbJsonLd(trail, siteUrl)],
    };
  },
  Page: Contact,
});

function Contact() {
  const { content, pages } = useSite();
  const { contact, site } = content;
  const thankYouPath = THANK_YOU_PATH;
  if (!pages.has(thankYouPath)) throw new Error('the contact form sends visitors to /thank-you/, which has no page');
  const details = [
    { icon: 'mail', label: 'Email', value: site.emails.general, href: `mailto:${site.emails.general}` },
    { icon: 'phone', label: 'Phone', value: unbreakable(site.phone), href: telHref(site.phone) },
    { icon: 'clock', label: 'Hours', value: site.hours.label },
    { icon: 'map-pin', label: 'Office', value: `${site.address.locality}, ${site.address.region}` },
  ];
  return (
    <PageShell>
      <PageHero trail={trail} eyebrow={contact.hero.eyebrow} title={contact.hero.headline}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{contact.hero.body}</p>
      </PageHero>
      <section className="pb-20" aria-labelledby="form-title">
        <div className="container-site grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="rounded-3xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-line sm:p-10">
            <h2 id="form-title" className="text-2xl font-semibold">
              {contact.formHeading}
            </h2>
            <p className="mb-8 mt-2 flex items-center gap-2 text-[15px] text-muted">
              <Icon name="clock" className="size-4 text-accent" />
              {contact.replyPromise}
            </p>
            <Island
              name="contact-form"
              component={ContactForm}
              props={{ siteKey: site.turnstileSiteKey, thankYouPath, email: site.emails.general }}
            />
          </div>
          <aside className="space-y-6" aria-label="Contact details">
            <ul className="space-y-4 rounded-3xl bg-sand p-6 sm:p-8">
              {details.map((d) => (
                <li key={d.label} className="flex gap-4">
                  <IconBadge name={d.icon} tone="white" />
                  <span>
                    <span className="block text-sm text-muted">{d.label}</span>
                    {d.href ? (
                      <a href={d.href} className="font-semibold text-ink hover:text-accent">
                        {d.value}
                      </a>
                    ) : (
                      <span className="font-semibold">{d.value}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <Island
              name="map-embed"
              component={MapEmbed}
              props={{
                place: contact.map.place,
                embedUrl: `${thirdParty.map}/maps?q=${encodeURIComponent(contact.map.place)}&output=embed`,
                openUrl: `${thirdParty.map}/maps?q=${encodeURIComponent(contact.map.place)}`,
                notice: contact.map.notice,
                button: contact.map.button,
              }}
            />
          </aside>
        </div>
      </section>
    </PageShell>
  );
}
