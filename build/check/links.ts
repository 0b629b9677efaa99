/**
 * Every link and asset reference to the site itself must resolve: to a page, to a file in the output,
 * or to an element id on the target page. A broken one names the page and the data or template file
 * that produced it.
 */
import { problemAtPosition, textPosition } from '../content/source';
import { problems } from '../error-catalogue';
import { type Problem, problemIn } from '../problems';
import type { Route } from '../routes';

/** What the link check needs of a page: the site references it makes and the element ids it has. */
export interface PageLinks {
  refs: string[];
  ids: Set<string>;
}

const ATTRIBUTE = /\s(href|src|action|content|id)="([^"]*)"/g;

/** A copy of a substring that does not hold on to its page: in V8, a substring keeps the whole string alive. */
const detached = (text: string) => (text.length < 13 ? text : `${text} `.slice(0, -1));

/**
 * The site references a page makes (href, src, action, and <meta content> that holds one of the site's
 * URLs) and its element ids, read as each page is rendered so the build keeps no page's HTML for the check.
 */
export function collectLinks(page: string, siteUrl = ''): PageLinks {
  const refs = new Set<string>();
  const ids = new Set<string>();
  for (const [, name, value] of page.matchAll(ATTRIBUTE)) {
    let ref = decode(value!);
    if (name === 'id') {
      if (ref) ids.add(detached(ref));
      continue;
    }
    if (siteUrl && ref.startsWith(`${siteUrl}/`)) ref = ref.slice(siteUrl.length);
    else if (name === 'content') continue;
    if ((ref.startsWith('/') || ref.startsWith('#')) && !ref.startsWith('//') && !refs.has(ref))
      refs.add(detached(ref));
  }
  return { refs: [...refs], ids };
}

/**
 * Broken links of the pages `checked` (every route unless given), against the whole site: pages, their
 * element ids, and `outputs`, every file the build writes. Each names the page, at the place in data/
 * that wrote the link (or the page's template).
 */
export function checkLinks(
  links: ReadonlyMap<string, PageLinks>,
  routes: Route[],
  outputs: ReadonlySet<string>,
  dataFiles: readonly { file: string; readonly text: string }[],
  checked: Route[] = routes,
): Problem[] {
  const pages = new Set(routes.map((r) => r.path));
  const idsOf = (page: string) => links.get(page)?.ids ?? new Set<string>();
  const found: Problem[] = [];
  // A reference from the root means the same on every page: the menus' links are resolved once, not on each page.
  const fromRoot = new Map<string, string | undefined>();
  for (const route of checked) {
    for (const ref of links.get(route.path)?.refs ?? []) {
      let problem: string | undefined;
      if (ref[0] === '/' && fromRoot.has(ref)) problem = fromRoot.get(ref);
      else {
        problem = resolve(ref, route.path, pages, idsOf, outputs);
        if (ref[0] === '/') fromRoot.set(ref, problem);
      }
      if (problem !== undefined) found.push(placed(route, ref, problem, dataFiles));
    }
  }
  return found;
}

/** What is wrong with a reference, if anything. */
function resolve(
  ref: string,
  from: string,
  pages: ReadonlySet<string>,
  idsOf: (page: string) => Set<string>,
  outputs: ReadonlySet<string>,
): string | undefined {
  const [withQuery = '', fragment] = ref.split('#', 2);
  const target = withQuery.split('?')[0]! || from;
  if (pages.has(target)) {
    if (fragment && !idsOf(target).has(fragment))
      return `links to ${ref}, but ${target} has no element with id '${fragment}'`;
    return undefined;
  }
  if (!target.endsWith('/') && outputs.has(target.slice(1))) return undefined;
  return pages.has(`${target}/`)
    ? `links to ${ref}; use the canonical form ${target}/`
    : `links to ${ref}, which is not a page or file of the site`;
}

/** The problem at the first place in data/ that holds this link as a whole value, or else at the page's template. */
function placed(
  route: Route,
  ref: string,
  problem: string,
  dataFiles: readonly { file: string; readonly text: string }[],
): Problem {
  for (const { file, text } of dataFiles) {
    let at = text.indexOf(ref);
    while (at >= 0 && !isWholeValue(text, at, ref.length)) at = text.indexOf(ref, at + 1);
    if (at >= 0)
      return problemAtPosition(file, textPosition(text, at), '(link)', problems.BrokenLink, route.path, problem);
  }
  return problemIn(problems.BrokenLink, route.template, route.path, problem);
}

/** The match is the whole link, not part of a longer one (/about/ inside /about/team/). */
function isWholeValue(text: string, at: number, length: number): boolean {
  const after = text[at + length];
  return after === undefined || /[\s"',}\])]/.test(after);
}

function decode(value: string): string {
  if (!value.includes('&')) return value;
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
