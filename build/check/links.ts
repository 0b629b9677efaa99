/**
 * Every link and asset reference to the site itself must resolve: to a page, to a file in the output,
 * or to an element id on the target page. A broken one names the page and the data or template file
 * that produced it.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type { Route } from '../routes';
import type { YamlSource } from '../content/source';
import type { PageMarkup, SharedMarkup } from '../render/shared-markup';

/** What the link check needs of a page: the site references it makes and the element ids it has. */
export interface PageLinks {
  refs: string[];
  ids: Set<string>;
}

/**
 * Read as each page is rendered, so the build need not keep every page's HTML until the check. One
 * pass finds the attributes that make a reference to the site (href, src, action, content) and element
 * ids: each `name="value"` whose name follows whitespace. It jumps from one `="` to the next, as the
 * pattern /\s(href|src|action|content|id)="([^"]*)"/g would match, at a third less time per page.
 */
export function collectLinks(page: string, siteUrl = ''): PageLinks {
  const refs = new Set<string>();
  const ids = new Set<string>();
  collectInto(page, siteUrl, refs, ids);
  return { refs: [...refs], ids };
}

/**
 * The same for a page kept as pieces around shared parts (build/render/shared-markup.ts): each part's
 * links are collected once per thread and added where it stands, so the references come in the order
 * collectLinks finds them in the whole page.
 */
export function collectMarkupLinks({ pieces, parts }: PageMarkup, siteUrl = ''): PageLinks {
  const refs = new Set<string>();
  const ids = new Set<string>();
  collectInto(pieces[0]!, siteUrl, refs, ids);
  for (let i = 0; i < parts.length; i++) {
    const part = partLinks(parts[i]!, siteUrl);
    for (const ref of part.refs) refs.add(ref);
    for (const id of part.ids) ids.add(id);
    collectInto(pieces[i + 1]!, siteUrl, refs, ids);
  }
  return { refs: [...refs], ids };
}

const linksOfParts = new WeakMap<SharedMarkup, { siteUrl: string; links: PageLinks }>();
function partLinks(part: SharedMarkup, siteUrl: string): PageLinks {
  let known = linksOfParts.get(part);
  if (known?.siteUrl !== siteUrl) {
    known = { siteUrl, links: collectLinks(part.html, siteUrl) };
    linksOfParts.set(part, known);
  }
  return known.links;
}

function collectInto(page: string, siteUrl: string, refs: Set<string>, ids: Set<string>): void {
  for (let at = page.indexOf('="'); at >= 0; ) {
    const name = attributeBefore(page, at);
    if (!name) {
      at = page.indexOf('="', at + 2);
      continue;
    }
    const end = page.indexOf('"', at + 2);
    if (end < 0) break;
    let ref = decode(page.slice(at + 2, end));
    at = page.indexOf('="', end + 1);
    if (name === 'id') {
      if (ref) ids.add(kept(ref));
      continue;
    }
    if (siteUrl && ref.startsWith(`${siteUrl}/`)) ref = ref.slice(siteUrl.length);
    else if (name === 'content') continue; // only <meta content> that holds one of our URLs is a link
    if (!ref.startsWith('/') && !ref.startsWith('#')) continue;
    if (!ref.startsWith('//')) refs.add(kept(ref));
  }
}

/**
 * One copy of each reference and id, shared by every page that has it. A slice of a page would keep the
 * page's whole HTML in memory for as long as the build keeps its links: with thousands of pages, that
 * was a heap of HTML for the garbage collector to go over again and again. Only the main thread keeps
 * links: a render worker's are copied as they are sent to it, so a worker need not copy them.
 */
const copies = new Map<string, string>();
const kept = isMainThread ? copyOf : (value: string) => value;
function copyOf(value: string): string {
  let copy = copies.get(value);
  if (copy === undefined) {
    if (copies.size >= 200_000) copies.clear(); // a bound for long dev sessions, far above any site's count
    copy = JSON.parse(JSON.stringify(value)) as string; // a string of its own, not a slice of the page
    copies.set(copy, copy);
  }
  return copy;
}

const WHITESPACE = /\s/;

/** The attributes the link check reads, by the code of their last letter: most attributes are class="…", ruled out by that letter alone. */
const BY_LAST_LETTER: (string | undefined)[] = [];
for (const name of ['href', 'src', 'action', 'content', 'id']) BY_LAST_LETTER[name.charCodeAt(name.length - 1)] = name;

/** The attribute the link check reads whose name ends at `end` and follows whitespace, if it is one. */
function attributeBefore(page: string, end: number): string | undefined {
  const name = BY_LAST_LETTER[page.charCodeAt(end - 1)];
  if (name === undefined) return undefined;
  const start = end - name.length;
  return start > 0 && page.startsWith(name, start) && WHITESPACE.test(page[start - 1]!) ? name : undefined;
}

export class LinkErrors extends Error {
  constructor(readonly problems: string[]) {
    super(`${problems.length} broken internal link${problems.length === 1 ? '' : 's'}:\n${problems.join('\n')}`);
    this.name = 'LinkErrors';
  }
}

/** Broken links of the pages `checked` (every route unless given), against the whole site. */
export async function checkLinks(
  links: Map<string, PageLinks>,
  routes: Route[],
  outDir: string,
  sources: Map<string, YamlSource>,
  checked: Route[] = routes,
): Promise<string[]> {
  const pages = new Set(routes.map((r) => r.path));
  const idsOf = (page: string) => links.get(page)?.ids ?? new Set<string>();
  const fileExists = new Map<string, Promise<boolean>>();
  const exists = (rel: string) => {
    const known = fileExists.get(rel);
    if (known) return known;
    const found = access(path.join(outDir, rel)).then(
      () => true,
      () => false,
    );
    fileExists.set(rel, found);
    return found;
  };

  // Most references are pages, checked at once; the rest wait for the files they name, checked together.
  const found: (string | undefined | Promise<string | undefined>)[] = [];
  const problemAt: { route: Route; ref: string }[] = [];
  // A reference from the root means the same on every page: the menus' links are resolved once, not on each page.
  const fromRoot = new Map<string, ReturnType<typeof resolve>>();
  for (const route of checked) {
    for (const ref of links.get(route.path)!.refs) {
      let problem: ReturnType<typeof resolve>;
      if (ref[0] === '/' && fromRoot.has(ref)) problem = fromRoot.get(ref);
      else {
        problem = resolve(ref, route.path, pages, idsOf, exists);
        if (ref[0] === '/') fromRoot.set(ref, problem);
      }
      if (problem === undefined) continue;
      found.push(problem);
      problemAt.push({ route, ref });
    }
  }
  const resolved = await Promise.all(found);
  return resolved.flatMap((problem, i) => {
    if (!problem) return [];
    const { route, ref } = problemAt[i]!;
    return [`${route.path} ${problem} (${origin(ref, route, sources)})`];
  });
}

/** What is wrong with a reference: at once for a page, once its file is looked for otherwise; undefined if nothing. */
function resolve(
  ref: string,
  from: string,
  pages: ReadonlySet<string>,
  idsOf: (page: string) => Set<string>,
  exists: (rel: string) => Promise<boolean>,
): string | undefined | Promise<string | undefined> {
  const [withQuery = '', fragment] = ref.split('#', 2);
  const target = withQuery.split('?')[0]! || from;
  if (pages.has(target)) {
    if (fragment && !idsOf(target).has(fragment))
      return `links to ${ref}, but ${target} has no element with id '${fragment}'`;
    return undefined;
  }
  const notFound = () =>
    pages.has(`${target}/`)
      ? `links to ${ref}; use the canonical form ${target}/`
      : `links to ${ref}, which is not a page or file of the site`;
  if (target.endsWith('/')) return notFound();
  return exists(target.slice(1)).then((there) => (there ? undefined : notFound()));
}

/** The data files and positions that hold this link (any of them may have produced it), or else the page's template. */
function origin(ref: string, route: Route, sources: Map<string, YamlSource>): string {
  const places: string[] = [];
  for (const [file, source] of sources) {
    let at = source.text.indexOf(ref);
    while (at >= 0 && !isWholeValue(source.text, at, ref.length)) at = source.text.indexOf(ref, at + 1);
    if (at < 0) continue;
    const before = source.text.slice(0, at);
    places.push(`${file}:${before.split('\n').length}:${at - before.lastIndexOf('\n')}`);
  }
  return places.length ? `written in ${places.join(', ')}` : `made by ${route.template}`;
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
