/**
 * npm run dev and npm start run compiled (scripts/compiled-modules.mjs). Dev loads its script, the
 * generator, the server and the site from the bundle in .build/code/dev-<hash>/, and a stack trace from it
 * points into the sources; sources that do not compile start dev through tsx, which names the mistake.
 * npm start builds and serves from its own bundle.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { type DevProject, startDevProject } from '../../scripts/bench/dev-project';

const PORT = 4390 + (process.pid % 100);
let dev: DevProject | undefined;
afterEach(async () => {
  await dev?.stop();
  dev = undefined;
});

const LEGAL = 'templates/pages/legal.tsx';
/** The legal page's own lookup of its entry (its head has one too), made to find nothing for /terms/. */
const lookup = 'bySlug(useSite().content.legal, slug)!';
const broken = "bySlug(useSite().content.legal, slug === 'terms' ? 'no-such-page' : slug)!";

/**
 * The bundles dev compiled in the project, and each compiled entry's source file: relative to the project,
 * or for the generator and server it links from this repository, to the repository.
 */
function compiledSources(root: string): string[][] {
  const code = path.join(root, '.build/code');
  const [project, repository] = [realpathSync(root), realpathSync(process.cwd())];
  const relative = (file: string) => path.relative(file.startsWith(project + path.sep) ? project : repository, file);
  return readdirSync(code)
    .filter((name) => name.startsWith('dev-'))
    .map((name) =>
      Object.keys(JSON.parse(readFileSync(path.join(code, name, 'modules.json'), 'utf8')) as Record<string, string>)
        .map((url) => relative(fileURLToPath(url)))
        .sort(),
    );
}

it('starts from its compiled modules, and a template that throws is placed at its line in the source', async () => {
  dev = await startDevProject(process.cwd(), PORT, { edits: [[LEGAL, lookup, broken]] });
  const [sources, ...others] = compiledSources(dev.root);
  expect(others).toEqual([]);
  // The generator, server and page modules are the repository's own, linked into the project.
  expect(sources).toEqual(
    expect.arrayContaining(['scripts/dev.ts', 'build/index.ts', 'server/index.ts', 'templates/site.ts', LEGAL]),
  );
  await dev.eventually(() => dev!.log().includes('failed to make the page /terms/'), 'the problem in the terminal');
  // Where the page first reads its missing entry.
  const lines = readFileSync(path.join(dev.root, LEGAL), 'utf8').split('\n');
  const line = lines.findIndex((text) => text.includes('<PageHero trail={trailFor(slug, page.title)}')) + 1;
  expect(dev.log()).toContain(`templates/pages/legal.tsx:${line}:`);
  expect(dev.log()).not.toContain('.build/code');
  // Its lines are already the sources': the hint does not send the editor to --enable-source-maps.
  expect(dev.log()).toContain('→ The line is where it threw.\n');
}, 120_000);

it('starts through tsx when the sources do not compile, and names the mistake', async () => {
  dev = await startDevProject(process.cwd(), PORT, { edits: [[LEGAL, lookup, `${lookup} +`]] });
  expect(existsSync(path.join(dev.root, '.build/code')) && compiledSources(dev.root)).toEqual([]);
  await dev.eventually(() => /legal\.tsx:\d+:\d+/.test(dev!.log()), 'the mistake in the terminal');
}, 120_000);

it('npm start builds the site and serves it from its compiled modules', async () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-start-'));
  // Inside the project, where the bundles' packages resolve.
  const codeDir = path.resolve(`.build/code-test-start-${process.pid}`);
  const port = PORT + 200;
  const start = spawn(process.execPath, ['scripts/start-entry.mjs'], {
    env: {
      ...process.env,
      SITE: 'tests/fixtures/sites/mini/site.ts',
      DATA_DIR: 'tests/fixtures/sites/mini/data',
      DIST_DIR: path.join(scratch, 'dist'),
      BUILD_DIR: path.join(scratch, '.build'),
      VAR_DIR: path.join(scratch, 'var'),
      BUILD_CODE_DIR: codeDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout.on('data', (chunk: Buffer) => (output += chunk));
  start.stderr.on('data', (chunk: Buffer) => (output += chunk));
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Serving');
    expect((await fetch(`http://localhost:${port}/`)).status).toBe(200);
    const bundles = readdirSync(codeDir);
    expect(
      bundles.filter((name) => name.startsWith('start-') && existsSync(path.join(codeDir, name, 'modules.json'))),
    ).toHaveLength(1);
  } finally {
    start.kill();
    await new Promise((resolve) => start.once('exit', resolve));
    rmSync(scratch, { recursive: true, force: true });
    rmSync(codeDir, { recursive: true, force: true });
  }
}, 120_000);
