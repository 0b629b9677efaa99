/** Menus show only links to pages that exist, so a section appears in them the day its pages land. */
import type { NavLink } from '../../build/content/schemas/navigation';

export function existing(links: NavLink[], pages: ReadonlySet<string>): NavLink[] {
  return links.filter((link) => pages.has(link.href.split('#')[0]!));
}

export function isCurrent(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path.startsWith(href);
}
