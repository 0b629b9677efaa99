/**
 * Which code made a page (build/code-version.ts): an edit to a page module reaches its kind only, one
 * to what the site module imports reaches every page, a stylesheet edit the assets, a data edit no code.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CodeVersion, codeVersion, sharedSources, startCodeGraph } from '../../../build/code-version';
import type { AnySite } from '../../../build/site';
import { miniCopy } from './mini-copy';

const { dir: copy, remove } = miniCopy('code');
let site: AnySite;
beforeAll(async () => {
  site = ((await import(path.join(copy, 'site.ts'))) as { default: AnySite }).default;
});
afterAll(remove);

/** What changed in the code version after appending `text` to `file`. */
async function changedBy(file: string, text: string): Promise<string[]> {
  const before = await codeVersion(site);
  appendFileSync(path.join(copy, file), text);
  const after = await codeVersion(site);
  const parts = (v: CodeVersion) => ({ shared: v.shared, assets: v.assets, ...v.pages });
  const [a, b] = [parts(before), parts(after)] as Record<string, string>[];
  return Object.keys(b!).filter((key) => a![key] !== b![key]);
}

it('names a hash for every page kind', async () => {
  expect(Object.keys((await codeVersion(site)).pages)).toEqual(['find', 'index', 'not-found', 'note', 'product']);
});

it("an edit to a page module changes its kind's hash and the assets' (Tailwind scans it), nothing else", async () => {
  expect(await changedBy('pages/product.tsx', '\n// edited\n')).toEqual(['assets', 'product']);
});

it('an edit to a module the site module imports changes what every page shares', async () => {
  expect(await changedBy('context.tsx', '\n// edited\n')).toEqual(['shared', 'assets']);
});

it('a stylesheet edit changes the assets only, and a data edit nothing', async () => {
  expect(await changedBy('styles/mini.css', '\n/* edited */\n')).toEqual(['assets']);
  expect(await changedBy('data/settings.yaml', '\n# edited\n')).toEqual([]);
});

it('counts the whole generator, its state file included, in what every page shares', async () => {
  // A state written by another version of the generator is then never read as this one's.
  const shared = await sharedSources(site);
  for (const file of ['build/build.ts', 'build/pipeline.ts', 'build/render/render-page.tsx'])
    expect(shared).toContain(path.resolve(file));
});

it('the graph npm run dev starts before the site loads gives the same version, and serves one version only', async () => {
  const fresh = await codeVersion(site);
  startCodeGraph(path.join(copy, 'site.ts'));
  expect(await codeVersion(site)).toEqual(fresh);
  // Later versions read the graph again: a module a page imports from now on counts for its kind.
  writeFileSync(path.join(copy, 'extra.ts'), 'export const extra = 1;\n');
  appendFileSync(path.join(copy, 'pages/product.tsx'), "\nimport '../extra';\n");
  const withExtra = await codeVersion(site);
  appendFileSync(path.join(copy, 'extra.ts'), '// edited\n');
  expect((await codeVersion(site)).pages.product).not.toBe(withExtra.pages.product);
});
