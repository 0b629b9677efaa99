/**
 * The sticky header. Dropdowns are popovers and the narrow-screen 'Menu' is a
 * popover side sheet: keyboard, Escape and outside clicks work with no JavaScript at all. The search
 * (templates/ui/search.tsx) is a link to the site index until its script loads on first use.
 */
import { useSite } from '../site-context';
import { Icon } from '../ui/icon';
import { ButtonLink } from '../ui/button';
import { SearchControl } from '../ui/search';
import { Logo } from './logo';
import { isCurrent } from './nav-links';
import { sharedMarkup } from '../../build';

export function Header() {
  const site = useSite();
  // The header differs between pages only in which of its links is the current section.
  const current = site.content.navigation.header.links
    .filter((link) => isCurrent(link.href, site.path))
    .map((link) => link.href);
  return (
    <header
      className="sticky top-0 z-40 border-b border-line/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
      dangerouslySetInnerHTML={{ __html: sharedMarkup(site, HeaderBar, { current }) }}
    />
  );
}

/** The header's bar, the same on every page of a section: `current` lists the links of the page's section. */
function HeaderBar({ current }: { current: string[] }) {
  const { content } = useSite();
  const isCurrentLink = (href: string) => current.includes(href);
  const { menus, links, cta } = content.navigation.header;
  const linkClass = (href: string) =>
    `rounded-full px-3.5 py-2 text-[15px] font-medium transition-colors hover:bg-ink/5 ${isCurrentLink(href) ? 'text-accent' : 'text-ink'}`;

  return (
    <>
      <div className="container-site flex h-16 items-center justify-between gap-4 sm:h-[4.5rem]">
        <a href="/" className="shrink-0 rounded-md" aria-label={`${content.site.brand} home`}>
          <Logo brand={content.site.brand} />
        </a>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {menus.map((menu, i) => (
              <li key={menu.label}>
                <button
                  type="button"
                  popoverTarget={`menu-${i}`}
                  className={`anchor-${i} inline-flex items-center gap-1 ${linkClass('#')}`}
                >
                  {menu.label}
                  <Icon name="chevron-down" className="size-4 opacity-70" />
                </button>
                <div
                  id={`menu-${i}`}
                  popover="auto"
                  className={`menu-popover anchored-${i} w-64 rounded-2xl border border-line bg-white p-2 shadow-xl`}
                >
                  <ul>
                    {menu.items.map((item) => (
                      <li key={item.href}>
                        <a
                          href={item.href}
                          className="block rounded-xl px-4 py-2.5 text-[15px] font-medium text-ink hover:bg-sand"
                        >
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={`inline-block ${linkClass(link.href)}`}
                  aria-current={isCurrentLink(link.href) ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <SearchControl variant="bar" />
          <ButtonLink href={cta.href} className="px-4 sm:px-5">
            {cta.label}
          </ButtonLink>
          <button
            type="button"
            popoverTarget="site-menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5 lg:hidden"
            aria-label="Open menu"
          >
            <Icon name="menu" className="size-6" />
          </button>
        </div>
      </div>

      <div
        id="site-menu"
        popover="auto"
        role="dialog"
        className="sheet-popover w-[min(22rem,88vw)] overflow-y-auto bg-white p-6 shadow-2xl lg:hidden"
        aria-labelledby="site-menu-title"
      >
        <div className="mb-6 flex items-center justify-between">
          <h2 id="site-menu-title" className="text-lg font-semibold">
            Menu
          </h2>
          <button
            type="button"
            popoverTarget="site-menu"
            popoverTargetAction="hide"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-ink/5"
            aria-label="Close menu"
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <SearchControl variant="sheet" />
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {menus.map((menu) => (
              <li key={menu.label}>
                <details className="group" name="mobile-menu">
                  <summary className="flex items-center justify-between rounded-xl px-3 py-3 text-base font-medium hover:bg-sand">
                    {menu.label}
                    <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="mb-2 ml-3 border-l border-line pl-3">
                    {menu.items.map((item) => (
                      <li key={item.href}>
                        <a
                          href={item.href}
                          className="block rounded-lg px-3 py-2.5 text-[15px] text-muted hover:bg-sand hover:text-ink"
                        >
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="block rounded-xl px-3 py-3 text-base font-medium hover:bg-sand"
                  aria-current={isCurrentLink(link.href) ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ButtonLink href={cta.href} size="lg" className="mt-6 w-full">
            {cta.label}
          </ButtonLink>
        </nav>
      </div>
    </>
  );
}
