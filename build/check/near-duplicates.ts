/**
 * Pages of one kind that say nearly the same thing (a city page with only the name swapped) are what
 * search engines call doorway pages. For each kind a site names, the main text of every two pages of a
 * group is compared by its five-word phrases, each page's own names taken out; the most similar pair
 * above the site's threshold is an error.
 */
import { problems } from '../error-catalogue';
import { type Problem, problemIn } from '../problems';
import type { PageRecord } from '../pipeline';
import type { Route } from '../routes';
import type { NearDuplicateRule } from '../site';

export interface SimilarPair {
  a: string;
  b: string;
  similarity: number;
}

export function checkNearDuplicates(
  rules: NearDuplicateRule<never>[],
  routes: Route[],
  records: ReadonlyMap<string, PageRecord>,
  content: unknown,
): Problem[] {
  const found: Problem[] = [];
  for (const rule of rules) {
    const worst = mostSimilar(rule, routes, records, content);
    if (worst && worst.similarity > rule.threshold) {
      const template = routes.find((r) => r.kind === rule.kind)!.template;
      found.push(
        problemIn(
          problems.NearDuplicatePages,
          template,
          rule.kind,
          worst.a,
          worst.b,
          percent(worst.similarity),
          percent(rule.threshold),
        ),
      );
    }
  }
  return found;
}

const percent = (x: number) => `${Math.round(x * 100)} %`;

/** The most similar pair of pages of the rule's kind, within groups. */
export function mostSimilar(
  rule: NearDuplicateRule<never>,
  routes: Route[],
  records: ReadonlyMap<string, PageRecord>,
  content: unknown,
): SimilarPair | undefined {
  const groups = new Map<string, { path: string; phrases: Int32Array }[]>();
  for (const route of routes) {
    if (route.kind !== rule.kind) continue;
    const text = records.get(route.path)?.text;
    if (text === undefined) continue;
    const names = rule.names?.(route.props as never, content as never) ?? [];
    const group = rule.group?.(route.props as never) ?? '';
    const list = groups.get(group) ?? [];
    list.push({ path: route.path, phrases: phrases(text, names) });
    groups.set(group, list);
  }
  let worst: SimilarPair | undefined;
  for (const pages of groups.values()) {
    for (let i = 0; i < pages.length; i++) {
      for (let j = i + 1; j < pages.length; j++) {
        const similarity = shared(pages[i]!.phrases, pages[j]!.phrases);
        if (!worst || similarity > worst.similarity) worst = { a: pages[i]!.path, b: pages[j]!.path, similarity };
      }
    }
  }
  return worst;
}

/** A text's words, lowercased, with the given names taken out. */
export function words(text: string, names: string[] = []): string[] {
  let lower = ` ${text.toLowerCase()} `;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (name) lower = lower.split(` ${name.toLowerCase()} `).join(' ').replaceAll(name.toLowerCase(), ' ');
  }
  return lower
    .replace(/[’']/g, '')
    .split(/[^a-z0-9$%]+/)
    .filter(Boolean);
}

/** The sorted, distinct fingerprints of a text's five-word phrases. */
export function phrases(text: string, names: string[] = []): Int32Array {
  const w = words(text, names);
  const set = new Set<number>();
  for (let i = 0; i + 4 < w.length; i++) set.add(fnv(`${w[i]} ${w[i + 1]} ${w[i + 2]} ${w[i + 3]} ${w[i + 4]}`));
  return Int32Array.from(set).sort();
}

/** The share of the smaller set's phrases that the other has too. */
export function shared(a: Int32Array, b: Int32Array): number {
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      common++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const smaller = Math.min(a.length, b.length);
  return smaller === 0 ? 0 : common / smaller;
}

/** FNV-1a, 32 bits: a phrase's fingerprint. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
