/**
 * The generator's catalogue speaks to the author of any site: its titles, messages and hints name no
 * command of this project's package.json and no data/ folder, which another site need not have.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { problems } from '../../../build/error-catalogue';

/** Every text of each problem kind, its message function's source included. */
const texts = Object.values(problems).map((p) => [p.name, `${p.title}\n${String(p.message)}\n${p.hint}`] as const);

it("names none of this project's npm scripts", () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const names = Object.keys(scripts).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const command = new RegExp(`\\bnpm (run )?(${names.join('|')})\\b`);
  expect(texts.filter(([, text]) => command.test(text)).map(([name]) => name)).toEqual([]);
});

it('assumes no data/ folder: the site says where its data is', () => {
  expect(texts.filter(([, text]) => /(^|[\s'(])data\//m.test(text)).map(([name]) => name)).toEqual([]);
});
