/**
 * npm run dev starts from what the last npm run build into the same folder kept: a page (or a card) in
 * place is not made again, and a page whose file was changed since is. While its first update runs, a
 * page asked for, its stylesheet and its card are made ahead of the rest, as the build makes them.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build } from '../../../build/build';
import { cacheDirIn } from '../../../build/cache-dir';
import { createDevSession } from '../../../build/dev/session';
import { memoryWriter } from '../../../build/output/writer';
import withCards from '../../fixtures/sites/mini/site-with-cards';
import { site } from './mini';

const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-dev-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('renders nothing that the last build left in place, and what was changed since', async () => {
  const outDir = path.join(root, 'dist');
  const buildDir = path.join(root, '.build');
  const built = await build({ site, outDir, cache: cacheDirIn(buildDir) });
  expect(built.rendered.length).toBeGreaterThan(5);
  writeFileSync(path.join(outDir, 'products/bucket/index.html'), 'edited by hand');

  const dev = createDevSession({
    siteModule: path.resolve('tests/fixtures/sites/mini/site.ts'),
    outDir,
    buildDir,
  });
  const first = await dev.update([]);
  expect(first.problems).toEqual([]);
  expect(first.rendered).toEqual(['/products/bucket/']);
  dev.close();
});

it('starts again from where the last npm run dev stopped: a restart renders only what changed since', async () => {
  const outDir = path.join(root, 'restart');
  const buildDir = path.join(root, 'restart-build');
  const session = () =>
    createDevSession({ siteModule: path.resolve('tests/fixtures/sites/mini/site.ts'), outDir, buildDir });
  const first = session();
  expect((await first.update([])).rendered.length).toBeGreaterThan(5);
  // A state a stopped process left half-written is cleared by the next save; pid 2^22 + 1 is above Linux's limit.
  const abandoned = path.join(buildDir, 'cache', `.state.bin.${2 ** 22 + 1}-1.saving`);
  mkdirSync(path.dirname(abandoned), { recursive: true });
  writeFileSync(abandoned, 'half a state');
  first.close();
  expect(existsSync(abandoned)).toBe(false);
  const second = session();
  const restarted = await second.update([]);
  expect([restarted.problems, restarted.rendered, restarted.written]).toEqual([[], [], []]);
  second.close();
});

it('answers a page before its first update wrote it, with the bytes the update writes, and its assets', async () => {
  const outDir = path.join(root, 'on-demand');
  const dev = createDevSession({
    siteModule: path.resolve('tests/fixtures/sites/mini/site.ts'),
    outDir,
    buildDir: path.join(root, 'on-demand-build'),
  });
  const updating = dev.update([]);
  const running = await dev.onDemand();
  const page = running?.page('/products/anvil/');
  expect(existsSync(path.join(outDir, 'products/anvil/index.html'))).toBe(false);
  const stylesheet = /href="\/(assets\/[^"]+\.css)"/.exec(page ?? '')?.[1];
  const css = stylesheet && (await running?.asset(stylesheet));
  expect((await updating).problems).toEqual([]);
  expect(page).toBe(readFileSync(path.join(outDir, 'products/anvil/index.html'), 'utf8'));
  expect(Buffer.from(css ?? '').equals(readFileSync(path.join(outDir, stylesheet!)))).toBe(true);
  expect(running?.page('/no-such-page/')).toBeUndefined();
  // Once the update is done, the output folder answers.
  expect(await dev.onDemand()).toBeUndefined();
  dev.close();
});

it("answers a page's card before its first update drew it, as npm run build draws it; a restart draws none", async () => {
  const outDir = path.join(root, 'card-on-demand');
  const session = () =>
    createDevSession({
      siteModule: path.resolve('tests/fixtures/sites/mini/site-with-cards.ts'),
      outDir,
      buildDir: path.join(root, 'card-on-demand-build'),
    });
  const dev = session();
  const updating = dev.update([]);
  const running = await dev.onDemand();
  const page = running?.page('/products/anvil/') ?? '';
  const card = /<meta property="og:image" content="[^"]*?\/(cards\/[\w-]+\.png)"/.exec(page)?.[1];
  expect(card).toBeDefined();
  const drawing = running?.asset(card!);
  expect(existsSync(path.join(outDir, card!))).toBe(false);
  const png = Buffer.from((await drawing) ?? '');
  expect((await updating).problems).toEqual([]);
  expect(png.equals(readFileSync(path.join(outDir, card!)))).toBe(true);
  const built = memoryWriter();
  await build({ site: withCards, writer: built });
  expect(png.equals(Buffer.from(built.files.get(card!)!))).toBe(true);
  dev.close();

  const restarted = session();
  const again = await restarted.update([]);
  expect([again.problems, again.rendered, again.written]).toEqual([[], [], []]);
  restarted.close();
});
