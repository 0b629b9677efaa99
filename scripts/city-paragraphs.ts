/**
 * Checks the cities' own paragraphs (`about` in data/locations/*.yaml): each 100 to 160 words, and no
 * two sharing more than a fifth of their word trigrams. `npx tsx scripts/city-paragraphs.ts [files...]`
 * checks the paragraphs of the files named (all by default) against every paragraph of every state.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { paragraphProblems, type CityParagraph } from '../templates/content/city-paragraphs';

const dir = 'data/locations';
const all: CityParagraph[] = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
  const state = parse(readFileSync(path.join(dir, file), 'utf8')) as { cities: { slug: string; about?: string }[] };
  for (const city of state.cities) all.push({ id: `${file.replace(/\.yaml$/, '')}/${city.slug}`, text: city.about });
}
const only = process.argv.slice(2).map((f) => path.basename(f).replace(/\.yaml$/, ''));
const mine = only.length ? all.filter((p) => only.includes(p.id.split('/')[0]!)) : all;
const problems = paragraphProblems(mine, all);
for (const problem of problems) console.log(problem);
console.log(`${mine.length} paragraphs checked, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
process.exit(problems.length ? 1 : 0);
