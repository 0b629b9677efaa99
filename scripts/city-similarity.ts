/**
 * npx tsx scripts/city-similarity.ts [dist]: how much of each built city page is its own, measured on
 * the <main> text of every city page, its own city and state names taken out, in
 * five-word phrases.
 * - own share: the page's phrases found on at most 2 % of city pages (median and lowest);
 * - two cities of one state: the share of the smaller page's phrases the other has too (median over
 *   every pair in a state, and the most similar pair).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { commonCounts, pagePhrases } from '../build/check/near-duplicates';
import { readContent } from '../build/content/content';
import { outputFile, type Route } from '../build/routes';
import type { Content } from '../templates/content/collections';
import { cityPath } from '../templates/pages/locations/paths';
import siteConfig, { cityPagesRule } from '../templates/site';

const dist = path.resolve(process.argv[2] ?? 'dist');
const content = readContent(siteConfig).content as Content;
// The build's own rule for city pages: the same names taken out, the same groups.
const rule = cityPagesRule;
const pages = content.locations.flatMap((state) =>
  state.cities.map((city) => {
    const route = { path: cityPath(state, city), props: { state: state.slug, city: city.slug } } as Route;
    const html = readFileSync(path.join(dist, outputFile(route.path)), 'utf8');
    return {
      group: rule.group!(route.props as never),
      path: route.path,
      phrases: pagePhrases(rule as never, route, html, content),
    };
  }),
);

const pagesWith = new Map<number, number>();
for (const page of pages) for (const phrase of page.phrases) pagesWith.set(phrase, (pagesWith.get(phrase) ?? 0) + 1);
const rare = pages.length * 0.02;
const own = pages.map((p) =>
  p.phrases.length ? p.phrases.filter((x) => pagesWith.get(x)! <= rare).length / p.phrases.length : 0,
);

const pairs: { a: string; b: string; similarity: number }[] = [];
const groups = new Map<string, typeof pages>();
for (const page of pages) groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
for (const group of groups.values()) {
  const common = commonCounts(group.map((p) => p.phrases));
  for (let i = 0; i < group.length; i++)
    for (let j = i + 1; j < group.length; j++) {
      const smaller = Math.min(group[i]!.phrases.length, group[j]!.phrases.length);
      pairs.push({ a: group[i]!.path, b: group[j]!.path, similarity: common[i * group.length + j]! / smaller });
    }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const worst = pairs.reduce((w, p) => (p.similarity > w.similarity ? p : w), pairs[0]!);
const lowest = pages[own.indexOf(Math.min(...own))]!;
const f = (x: number) => x.toFixed(4);
console.log(`${pages.length} city pages in ${dist}`);
console.log(
  `own share: median ${f(median(own))}, lowest ${f(Math.min(...own))} (${lowest.path})   (targets: at least 0.30 and 0.20)`,
);
console.log(
  `two cities of one state: median ${f(median(pairs.map((p) => p.similarity)))}, most similar ${f(worst.similarity)} (${worst.a} and ${worst.b})   (targets: at most 0.60 and 0.75)`,
);
