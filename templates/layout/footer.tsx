/** The footer: Services, Industries and Resources columns, contact, legal links. */
import { useSite } from '../site-context';
import { Icon } from '../ui/icon';
import { telHref, unbreakable } from '../ui/format';
import { servicePath } from '../pages/service-detail/paths';
import { Logo } from './logo';
import { sharedMarkup } from '../../build';

export function Footer() {
  const site = useSite();
  return (
    <footer className="bg-ink text-mist" dangerouslySetInnerHTML={{ __html: sharedMarkup(site, FooterColumns, {}) }} />
  );
}

function FooterColumns() {
  const { content, year } = useSite();
  const { site, navigation } = content;
  const services = [...content.services]
    .sort((a, b) => a.order - b.order)
    .map((s) => ({ label: s.title, href: servicePath(s.slug) }));
  const columns = [{ heading: 'Services', links: services }, ...navigation.footer.columns];
  const { legal } = navigation.footer;

  return (
    <>
      <h2 id="footer-title" className="sr-only">
        Site footer
      </h2>
      <div className="container-site grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <Logo brand={site.brand} tone="light" />
          <p className="mt-4 text-[15px]">{site.tagline}.</p>
          <ul className="mt-6 space-y-2.5 text-[15px]">
            <li className="flex items-center gap-2.5">
              <Icon name="mail" className="size-4 shrink-0" />
              <a href={`mailto:${site.emails.general}`} className="hover:text-white">
                {site.emails.general}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Icon name="phone" className="size-4 shrink-0" />
              <a href={telHref(site.phone)} className="hover:text-white">
                {unbreakable(site.phone)}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <Icon name="clock" className="size-4 shrink-0" />
              {site.hours.label}
            </li>
            <li className="flex items-center gap-2.5">
              <Icon name="map-pin" className="size-4 shrink-0" />
              {site.address.locality}, {site.address.region}
            </li>
          </ul>
          <a
            href={site.social.url}
            className="mt-6 inline-flex items-center gap-2 text-[15px] font-medium text-white hover:underline"
            rel="me noopener"
          >
            <LinkedInMark />
            {site.social.label}
          </a>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-white">{column.heading}</h3>
            <ul className="mt-4 space-y-2.5 text-[15px]">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-white">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-site flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            {legal.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}

/** LinkedIn's mark; brand logos are not part of the icon set. */
function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.07 2.07 0 1 1 0-4.13 2.07 2.07 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}
