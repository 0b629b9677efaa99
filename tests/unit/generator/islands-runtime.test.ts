/**
 * The islands' runtime (the loader, hydration, enhancement) is the generator's: a site's client folder
 * holds only its islands, and the island scripts are bundled from the site's islands and the
 * generator's runtime, each of which counts in the assets' code version.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildIslands } from '../../../build/assets/islands';
import { assetSourceFiles } from '../../../build/code-version';
import { site } from './mini';

const runtimeDir = path.resolve('build/islands');
const agencyClientDir = path.resolve('client') + path.sep;
const isPackage = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`);

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

it("a site whose client folder holds only its islands gets the loader and the hydration from the generator, none of the agency's", async () => {
  const built = await buildIslands(site.clientDir!);
  expect(built.loader).toMatch(/^\/assets\/islands-loader-\w+\.js$/);
  expect([...built.byName.keys()]).toEqual(['greeting']);
  const ownSources = built.sources.filter((file) => !isPackage(file));
  // A hydrated island's script starts with hydrate.ts; enhance.ts starts .ts islands, which this site has none of.
  expect(ownSources).toEqual([
    path.join(runtimeDir, 'hydrate.ts'),
    path.join(runtimeDir, 'loader.ts'),
    path.join(runtimeDir, 'pending-presses.ts'),
    path.join(site.clientDir!, 'islands/greeting.tsx'),
  ]);
  expect(built.sources.filter((file) => file.startsWith(agencyClientDir))).toEqual([]);
});

it("every file the island scripts are bundled from counts in the assets' code version, so a runtime edit bundles them again", async () => {
  const { sources } = await buildIslands(site.clientDir!);
  const counted = new Set(assetSourceFiles(site).map((file) => path.resolve(file)));
  expect(sources.filter((file) => !isPackage(file) && !counted.has(file))).toEqual([]);
});

it('a site with React installed beside it gets one React in its island scripts: the runtime hydrates with the same copy', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'islands-own-react-'));
  temporary.push(root);
  for (const name of ['react', 'react-dom', 'scheduler'])
    cpSync(path.resolve('node_modules', name), path.join(root, 'node_modules', name), {
      recursive: true,
      dereference: true,
    });
  mkdirSync(path.join(root, 'client/islands'), { recursive: true });
  writeFileSync(
    path.join(root, 'client/islands/hello.tsx'),
    'export default function Hello() { return <p>Hello</p>; }\n',
  );

  const { sources } = await buildIslands(path.join(root, 'client'));
  const reactFiles = sources.filter((file) => /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(file));
  expect(reactFiles.some((file) => file.includes(`react-dom${path.sep}`))).toBe(true);
  expect(reactFiles.filter((file) => !file.startsWith(root + path.sep))).toEqual([]);
});
