/**
 * The site's search index, made from the route table: one entry per page whose head declares how it is
 * found (Head.search). The browser loads it when a visitor opens the search; the site's own pages can
 * list it too (a site index). Ordered by path and written as compact JSON, so the same heads give the
 * same bytes.
 */
import type { Route } from '../routes';

export interface SearchEntry {
  path: string;
  kind: string;
  title: string;
  context?: string;
  terms?: string[];
}

/** The index file's name in the output. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** The entries of the pages that declare one: found pages that are not noindex, in path order. */
export function searchEntries(routes: readonly Route[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const route of routes) {
    const search = route.head.search;
    if (!search || route.status !== 200 || route.head.noindex) continue;
    const entry: SearchEntry = { path: route.path, kind: search.kind, title: search.title ?? route.head.title };
    if (search.context) entry.context = search.context;
    if (search.terms?.length) entry.terms = search.terms;
    entries.push(entry);
  }
  return entries;
}

/**
 * The file the browser reads: the kinds once, then one row per page, [kind, title, path, context, terms],
 * the kind as its position in `kinds` (a name repeated on every row would weigh on the file).
 */
export function renderSearchIndex(entries: readonly SearchEntry[]): string {
  const kinds = [...new Set(entries.map((e) => e.kind))];
  const rows = entries.map((e) => {
    const row: (string | number | string[])[] = [kinds.indexOf(e.kind), e.title, e.path];
    if (e.context || e.terms) row.push(e.context ?? '');
    if (e.terms) row.push(e.terms);
    return row;
  });
  return JSON.stringify({ kinds, pages: rows });
}
