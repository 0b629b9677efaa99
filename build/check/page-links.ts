/**
 * Whether a link written in data/ (a menu, a card, a redirect, a Markdown body) names a page of the
 * site. Checked against the route table before anything is rendered, at the place the link is written.
 */
import type { ContentError } from '../content/errors';
import type { DataLink } from '../content/links';
import { errorAt } from '../content/source';
import { distance } from '../content/validate';

/** What is wrong with a link target, if anything. External links and files are left to others. */
export function linkProblem(url: string, pages: ReadonlySet<string>, verb = 'links to'): string | undefined {
  if (url === '' || url.startsWith('#') || url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined;
  if (!url.startsWith('/'))
    return `${verb} '${url}', a relative address that changes meaning from page to page; write the site path, starting with '/'`;
  const target = url.split(/[?#]/)[0]!;
  // A file (/og-default.png, /blog/feed.xml) is checked against the output by the link checker.
  if (/\.[a-z0-9]+$/i.test(target)) return undefined;
  if (pages.has(target)) return undefined;
  if (pages.has(`${target}/`)) return `${verb} ${url}; use the canonical form ${target}/`;
  return `${verb} ${url}, which is not a page of the site${suggestion(target, pages)}`;
}

/** The page a typo most likely meant (/servicez/ -> /services/), if one is close. */
function suggestion(target: string, pages: ReadonlySet<string>): string {
  let best: string | undefined;
  let bestDistance = 3;
  for (const page of pages) {
    if (Math.abs(page.length - target.length) >= bestDistance) continue;
    const d = distance(target, page);
    if (d < bestDistance) [best, bestDistance] = [page, d];
  }
  return best ? ` (did you mean ${best}?)` : '';
}

/** Every link in data/ that does not name a page, at the place it is written. */
export function checkDataLinks(links: DataLink[], pages: ReadonlySet<string>): ContentError[] {
  return links.flatMap(({ source, path, href }) => {
    const problem = linkProblem(href, pages);
    return problem ? [errorAt(source, path, problem)] : [];
  });
}
