/** How the agency's own pages are found in the site search (Head.search): by their breadcrumb's name. */
import type { SearchHead } from '../../build';
import type { Crumb } from '../ui/breadcrumbs';

/** A page of the agency (About, Careers, a list page), named as its breadcrumb names it, its title beside. */
export function pageSearch(trail: Crumb[], title?: string): SearchHead {
  const name = trail.at(-1)!.label;
  return { kind: 'Page', title: name, ...(title && title !== name ? { context: title } : {}) };
}
