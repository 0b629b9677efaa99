/** The editor's JSON Schemas in .vscode/ are what the zod schemas make today: run `npm run schemas` after changing one. */
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { editorSchemaFiles } from '../../build/emit/json-schemas';

it('are up to date with the content schemas', () => {
  for (const [file, text] of editorSchemaFiles()) {
    expect(existsSync(file), `${file} is missing: run npm run schemas`).toBe(true);
    expect(readFileSync(file, 'utf8'), `${file} is out of date: run npm run schemas`).toBe(text);
  }
});

it('describe the pricing file closely enough to catch a price written as a number', () => {
  const pricing = JSON.parse(readFileSync('.vscode/schemas/pricing.json', 'utf8')) as { properties: { tiers: { properties: { small: { properties: { monthly: { type: string } } } } } } };
  expect(pricing.properties.tiers.properties.small.properties.monthly.type).toBe('string');
});
