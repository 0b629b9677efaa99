/**
 * Checks the cities' own paragraphs (`about` in data/locations/*.yaml): each 100 to 160 words, no two
 * sharing more than a fifth of their word trigrams, and no sentence opener (its first three words, the
 * city's and state's names taken out) in more than MAX_PARAGRAPHS_PER_OPENER paragraphs. Prints the most
 * common openers and four-word phrases across all paragraphs first, with how many paragraphs hold each.
 * `npx tsx scripts/city-paragraphs.ts [files...]` checks the paragraphs of the files named (all by
 * default) against every paragraph of every state.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { type CityParagraph, paragraphProblems } from '../templates/content/city-paragraphs';
import { fourWordPhrases, mostCommon, paragraphsHolding, sentenceOpeners } from '../templates/content/sentence-shapes';

/** How many of the most common openers and phrases the report lists. */
const SHOWN = 12;

const dir = 'data/locations';
const all: CityParagraph[] = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
  const state = parse(readFileSync(path.join(dir, file), 'utf8')) as {
    name: string;
    cities: { name: string; slug: string; about?: string }[];
  };
  for (const city of state.cities)
    all.push({ id: `${file.replace(/\.yaml$/, '')}/${city.slug}`, text: city.about, names: [city.name, state.name] });
}

const table = (title: string, rows: { phrase: string; paragraphs: number }[]) =>
  `${title}\n${rows.map((r) => `  ${String(r.paragraphs).padStart(4)}  ${r.phrase}`).join('\n')}`;
console.log(
  table(
    `Most common sentence openers (paragraphs of ${all.length}):`,
    mostCommon(paragraphsHolding(all, sentenceOpeners), SHOWN),
  ),
);
console.log(table('Most common four-word phrases:', mostCommon(paragraphsHolding(all, fourWordPhrases), SHOWN)));
console.log('');

const only = process.argv.slice(2).map((f) => path.basename(f).replace(/\.yaml$/, ''));
const mine = only.length ? all.filter((p) => only.includes(p.id.split('/')[0]!)) : all;
const problems = paragraphProblems(mine, all);
for (const problem of problems) console.log(problem);
console.log(`${mine.length} paragraphs checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
process.exit(problems.length ? 1 : 0);
