/**
 * What only the route table can tell about the content, checked before anything is rendered and at the
 * place an editor wrote it: links in data files and Markdown bodies that name no page (raw HTML in a
 * body too, which the renderer would drop without a word), and redirects that hide a page or lead nowhere.
 */
import { compilePattern as compile, isPattern } from '../../lib/host-rules';
import type { Placer } from '../content/assemble';
import type { DataFile } from '../content/load';
import type { BodyItem } from '../content/markdown';
import { bodyOffset } from '../content/parse';
import { problemAt, problemAtPosition, textPosition } from '../content/source';
import { distance } from '../content/validate';
import { problems } from '../error-catalogue';
import type { AnyProblemKind, Problem, ProblemKind } from '../problems';

type LinkProblem = { kind: AnyProblemKind; args: unknown[] };
const problem = <A extends unknown[]>(kind: ProblemKind<A>, ...args: A): LinkProblem => ({ kind, args });

/** What is wrong with a link target, if anything. External links and files are left to the check of the output. */
export function linkProblem(url: string, pages: ReadonlySet<string>, verb = 'links to'): LinkProblem | undefined {
  if (url === '' || url.startsWith('#') || url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined;
  if (!url.startsWith('/')) return problem(problems.RelativeLink, verb, url);
  const target = url.split(/[?#]/)[0]!;
  // A file (/og-default.png, /blog/feed.xml) is checked against the output once it is written.
  if (/\.[a-z0-9]+$/i.test(target)) return undefined;
  if (pages.has(target)) return undefined;
  if (pages.has(`${target}/`)) return problem(problems.LinkNotCanonical, verb, url, `${target}/`);
  return problem(problems.LinkToMissingPage, verb, url, suggestion(target, pages));
}

/** The page a typo most likely meant (/servicez/ -> /services/), if one is close. */
function suggestion(target: string, pages: ReadonlySet<string>): string {
  let best = '';
  let bestDistance = 3;
  for (const page of pages) {
    if (Math.abs(page.length - target.length) >= bestDistance) continue;
    const d = distance(target, page);
    if (d < bestDistance) [best, bestDistance] = [page, d];
  }
  return best;
}

/** Every link in a data file's values that does not name a page, at the place it is written. */
export function checkDataLinks(files: Iterable<DataFile>, pages: ReadonlySet<string>, placer: Placer): Problem[] {
  const found: Problem[] = [];
  for (const data of files) {
    for (const { path, href } of data.parsed.links) {
      const p = linkProblem(href, pages);
      const source = p && placer.source(data.file);
      if (p && source) found.push(problemAt(source, path, p.kind, p.args));
    }
  }
  return found;
}

/** Raw HTML and links to no page in a Markdown body, at their line and column in the file. */
export function checkBody(data: DataFile, items: BodyItem[], pages: ReadonlySet<string>): Problem[] {
  const at = (offset: number) => textPosition(data.text, bodyOffset(data.text, data.parsed.body ?? '') + offset);
  return items.flatMap((item): Problem[] => {
    if (item.kind === 'html') return [problemAtPosition(data.file, at(item.offset), '(body)', problems.RawHtml)];
    const p = linkProblem(item.url, pages);
    return p ? [problemAtPosition(data.file, at(item.offset), '(body)', p.kind, ...p.args)] : [];
  });
}

/** A redirect written in the content, and where: `at` is the object that holds its `from` and `to`. */
export interface PlacedRedirect {
  from: string;
  to: string;
  status: number;
  at?: object;
}

/** Redirects that hide pages of the site, or send visitors to a path that is no page. */
export function checkRedirects(
  redirects: PlacedRedirect[],
  routes: { path: string; status: number }[],
  placer: Placer,
): Problem[] {
  const pages = routes.filter((r) => r.status === 200).map((r) => r.path);
  const pageSet = new Set(pages);
  const found: Problem[] = [];
  for (const redirect of redirects) {
    if (!redirect.at) continue;
    const matches = compile(redirect.from);
    // A page's own path, or the slash-less form the host redirects to it.
    const hidden = pages.filter((page) => matches(page) || (page !== '/' && matches(page.slice(0, -1))));
    if (hidden.length) found.push(placer.at(problems.RedirectHidesPage, redirect.at, ['from'], [hidden]));
    const dead = isPattern(redirect.to) ? undefined : linkProblem(redirect.to, pageSet, 'redirects to');
    if (dead) found.push(placer.at(dead.kind, redirect.at, ['to'], dead.args));
  }
  return found;
}

/** Redirects to a file of the site (/blog/feed.xml) that the output does not have. */
export function checkRedirectFiles(
  redirects: PlacedRedirect[],
  outputs: ReadonlySet<string>,
  placer: Placer,
): Problem[] {
  return redirects.flatMap((redirect) => {
    const target = redirect.to.split(/[?#]/)[0]!;
    if (!redirect.at || !target.startsWith('/') || isPattern(target) || !/\.[a-z0-9]+$/i.test(target)) return [];
    return outputs.has(target.slice(1))
      ? []
      : [placer.at(problems.RedirectToMissingFile, redirect.at, ['to'], [target.slice(1)])];
  });
}
