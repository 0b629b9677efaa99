/**
 * npm run dev and npm run build are one pipeline: after each kind of edit under dev (a data file, a
 * Markdown body, a page module, the stylesheet, an island), what dev has written and serves is, byte for
 * byte, what a cold `npm run build` of the same files writes. Both run as the commands do, on a copy
 * of the mini site in a temporary folder (SITE names it), and write nothing outside it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withDevParts } from '../../../build/dev/live-reload';
import { type DevProject, startDev } from '../../../scripts/bench/dev-project';
import { miniCopy } from './mini-copy';

const run = promisify(execFile);
const PORT = 4415;
const copy = miniCopy('dev');
const site = copy.dir;
const out = mkdtempSync(path.join(os.tmpdir(), 'dev-equals-build-'));
const devDist = path.join(out, 'dev');
let dev: DevProject;

beforeAll(async () => {
  dev = await startDev({
    root: site,
    cwd: process.cwd(),
    port: PORT,
    env: {
      SITE: path.join(site, 'site.ts'),
      DIST_DIR: devDist,
      BUILD_DIR: path.join(out, 'dev-build'),
      VAR_DIR: path.join(out, 'var'),
      TSX_TSCONFIG_PATH: copy.tsconfig,
    },
    cleanup: copy.remove,
  });
}, 120_000);

afterAll(async () => {
  await dev?.stop();
  copy.remove();
  rmSync(out, { recursive: true, force: true });
});

/** Every file under `dir` by its path, as text (base64 for fonts). */
function tree(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    files
      .map((e) => path.join(e.parentPath, e.name))
      .map((file): [string, string] => [path.relative(dir, file), readFileSync(file).toString('base64')])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

async function coldBuild(): Promise<string> {
  const dist = mkdtempSync(path.join(out, 'cold-'));
  await run(path.resolve('node_modules/.bin/tsx'), ['scripts/build.ts', '--no-cache'], {
    env: {
      ...process.env,
      SITE: path.join(site, 'site.ts'),
      DIST_DIR: dist,
      BUILD_DIR: `${dist}-build`,
      TSX_TSCONFIG_PATH: copy.tsconfig,
      BUILD_CODE_GRAPH: '',
    },
  });
  return dist;
}

/** Makes the edit, waits for dev's rebuild of it, and compares dev's output and pages with a cold build. */
async function expectDevEqualsBuild(file: string, find: string, replace: string, shows: [route: string, text: string]) {
  const from = await dev.quiet();
  dev.edit(file, find, replace);
  await dev.eventually(() => /Rebuilt \d+ page/.test(dev.log().slice(from)), `dev's rebuild after editing ${file}`);
  await dev.quiet();
  expect(dev.log().slice(from)).not.toMatch(/problem/);
  const cold = await coldBuild();
  const built = tree(cold);
  expect(tree(devDist)).toEqual(built);
  const [route, text] = shows;
  const served = await (await fetch(`${dev.base}${route}`)).text();
  expect(served).toContain(text);
  // What dev serves is the file with its live-reload script, nothing else.
  expect(served).toBe(withDevParts(readFileSync(path.join(cold, route, 'index.html'), 'utf8'), []));
}

it('after a data file edit', async () => {
  await expectDevEqualsBuild('data/products/anvil.yaml', 'price: 120', 'price: 125', ['/products/anvil/', '125']);
}, 60_000);

it('after a Markdown body edit', async () => {
  await expectDevEqualsBuild('data/notes/hello.md', 'this week', 'on Monday', ['/notes/hello/', 'on Monday']);
}, 60_000);

it('after a page module edit', async () => {
  await expectDevEqualsBuild('pages/note.tsx', '<h1>{note.title}</h1>', '<h1>Note: {note.title}</h1>', [
    '/notes/hours/',
    'Note: ',
  ]);
}, 60_000);

it('after a stylesheet edit', async () => {
  await expectDevEqualsBuild('styles/mini.css', 'max-width: 40rem;', 'max-width: 42rem;', ['/', 'stylesheet']);
  const css = readdirSync(path.join(devDist, 'assets')).filter((f) => f.endsWith('.css'));
  expect(css).toHaveLength(1);
  expect(readFileSync(path.join(devDist, 'assets', css[0]!), 'utf8')).toContain('max-width:42rem');
}, 60_000);

it('after an island edit', async () => {
  await expectDevEqualsBuild('client/islands/greeting.tsx', 'Hello from', 'Welcome from', ['/', 'Welcome from']);
}, 60_000);
