/**
 * Pages of one kind that say nearly the same thing (a city page with only the name swapped) are what
 * search engines call doorway pages. For each kind a site names, the main text of every two pages of a
 * group is compared by its five-word phrases, each page's own names taken out; the most similar pair
 * above the site's threshold is an error.
 */
import { problems } from '../error-catalogue';
import { type Problem, problemIn } from '../problems';
import type { PageRecord } from '../state';
import type { Route } from '../routes';
import type { NearDuplicateRule } from '../site';

export interface SimilarPair {
  a: string;
  b: string;
  similarity: number;
}

/** The most similar pair of each kind a rule names, with the rule's threshold: what the build reports. */
export interface KindSimilarity extends SimilarPair {
  kind: string;
  threshold: number;
}

/**
 * The most similar pair of each group of pages, kept for the next run by rule kind and group: a group
 * whose pages are the same and none rendered again has the same pair.
 */
export type GroupPairs = Map<string, { pages: string; worst: SimilarPair | undefined }>;

/** Each rule's most similar pair, and a problem for each over its threshold. */
export function checkNearDuplicates(
  rules: NearDuplicateRule<never>[],
  routes: Route[],
  records: ReadonlyMap<string, PageRecord>,
  earlier: { pairs: GroupPairs; rendered: ReadonlySet<string> } = { pairs: new Map(), rendered: new Set() },
): { problems: Problem[]; pairs: KindSimilarity[]; groups: GroupPairs } {
  const found: Problem[] = [];
  const pairs: KindSimilarity[] = [];
  const groups: GroupPairs = new Map();
  for (const rule of rules) {
    const worst = mostSimilar(rule, routes, records, earlier, groups);
    if (!worst) continue;
    pairs.push({ ...worst, kind: rule.kind, threshold: rule.threshold });
    if (worst.similarity > rule.threshold) {
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
  return { problems: found, pairs, groups };
}

export const percent = (x: number) => `${Math.round(x * 100)} %`;

/** The most similar pair of pages of the rule's kind, within groups; each group's pair is noted in `noted`. */
export function mostSimilar(
  rule: NearDuplicateRule<never>,
  routes: Route[],
  records: ReadonlyMap<string, PageRecord>,
  earlier: { pairs: GroupPairs; rendered: ReadonlySet<string> } = { pairs: new Map(), rendered: new Set() },
  noted: GroupPairs = new Map(),
): SimilarPair | undefined {
  const groups = new Map<string, { path: string; phrases: Int32Array }[]>();
  for (const route of routes) {
    if (route.kind !== rule.kind) continue;
    const phrases = records.get(route.path)?.plugins?.['near-duplicates'] as Int32Array | undefined;
    if (phrases === undefined) continue;
    const group = rule.group?.(route.props as never) ?? '';
    const list = groups.get(group) ?? [];
    list.push({ path: route.path, phrases });
    groups.set(group, list);
  }
  let worst: SimilarPair | undefined;
  for (const [group, pages] of groups) {
    const key = `${rule.kind} ${group}`;
    const paths = pages.map((p) => p.path).join('\n');
    const kept = earlier.pairs.get(key);
    const pair =
      kept?.pages === paths && !pages.some((p) => earlier.rendered.has(p.path)) ? kept.worst : groupWorst(pages);
    noted.set(key, { pages: paths, worst: pair });
    if (pair && (!worst || pair.similarity > worst.similarity)) worst = pair;
  }
  return worst;
}

/** The most similar pair of one group's pages. */
function groupWorst(pages: { path: string; phrases: Int32Array }[]): SimilarPair | undefined {
  let worst: SimilarPair | undefined;
  const common = commonCounts(pages.map((p) => p.phrases));
  const n = pages.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const smaller = Math.min(pages[i]!.phrases.length, pages[j]!.phrases.length);
      const similarity = smaller === 0 ? 0 : common[i * n + j]! / smaller;
      if (!worst || similarity > worst.similarity) worst = { a: pages[i]!.path, b: pages[j]!.path, similarity };
    }
  }
  return worst;
}

/**
 * How many phrases each two sets share (at i * n + j, for i < j), counted from the phrases found in more
 * than one set: a phrase of one page alone costs nothing, which a comparison of every two sets pays for.
 */
export function commonCounts(sets: Int32Array[]): Uint32Array {
  const n = sets.length;
  const holders = new Map<number, number[]>();
  sets.forEach((set, i) => {
    for (const phrase of set) {
      const list = holders.get(phrase);
      if (list) list.push(i);
      else holders.set(phrase, [i]);
    }
  });
  const common = new Uint32Array(n * n);
  for (const list of holders.values()) {
    if (list.length < 2) continue;
    for (let a = 0; a < list.length; a++) {
      const row = list[a]! * n;
      for (let b = a + 1; b < list.length; b++) common[row + list[b]!]!++;
    }
  }
  return common;
}

/** A page's phrases as a rule compares them: its <main> text, its own names taken out. */
export function pagePhrases(rule: NearDuplicateRule<never>, route: Route, html: string, content: unknown): Int32Array {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  const main = start < 0 ? html : html.slice(start, end < 0 ? undefined : end);
  return phrases(main, rule.names?.(route.props as never, content as never) ?? []);
}

/**
 * The fingerprints of a text's words, in order: lowercase letters, digits, $ and %, apostrophes
 * dropped; markup (tags, character references) and every other character between words. One pass, no
 * strings made: it runs on a thousand pages in every build.
 */
export function wordHashes(text: string): number[] {
  const out: number[] = [];
  let hash = FNV_OFFSET;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c === 60 /* < */ || c === 38 /* & */) {
      const close = text.indexOf(c === 60 ? '>' : ';', i);
      if (close >= 0 && (c === 60 || close - i < 12)) {
        // A character reference for an apostrophe joins its word, as the apostrophe itself does.
        if (c === 38 && APOSTROPHES.has(text.slice(i + 1, close))) {
          i = close;
          continue;
        }
        if (inWord) out.push(hash | 0);
        inWord = false;
        hash = FNV_OFFSET;
        i = close;
        continue;
      }
    }
    if (c === 39 || c === 8217) continue; // an apostrophe joins its word: patient's is patients
    if (c >= 65 && c <= 90) c += 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 36 || c === 37) {
      hash = Math.imul(hash ^ c, 0x01000193);
      inWord = true;
    } else if (inWord) {
      out.push(hash | 0);
      inWord = false;
      hash = FNV_OFFSET;
    }
  }
  if (inWord) out.push(hash | 0);
  return out;
}

/** The sorted, distinct fingerprints of a text's five-word phrases (markup ignored), the given names taken out. */
export function phrases(text: string, names: string[] = []): Int32Array {
  let w = wordHashes(text);
  // Each name as its words, the longest first, taken out wherever they come in that order.
  for (const name of names.map(wordHashes).sort((a, b) => b.length - a.length)) {
    if (!name.length) continue;
    const kept: number[] = [];
    for (let i = 0; i < w.length; i++) {
      let k = 0;
      while (k < name.length && w[i + k] === name[k]) k++;
      if (k === name.length) i += k - 1;
      else kept.push(w[i]!);
    }
    w = kept;
  }
  const out = new Int32Array(Math.max(0, w.length - 4));
  for (let i = 0; i + 4 < w.length; i++) {
    // The five words' fingerprints mixed in order.
    let hash = w[i]!;
    for (let k = 1; k < 5; k++) hash = Math.imul(hash ^ w[i + k]!, 0x01000193) + k;
    out[i] = hash;
  }
  out.sort();
  // Distinct, in place.
  let n = 0;
  for (let i = 0; i < out.length; i++) if (i === 0 || out[i] !== out[i - 1]) out[n++] = out[i]!;
  return out.slice(0, n);
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

const FNV_OFFSET = 0x811c9dc5;
const APOSTROPHES = new Set(['#x27', '#39', 'apos', 'rsquo']);
