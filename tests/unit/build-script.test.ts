/** npm run build writes where npm start and npm run dev serve from: DIST_DIR, or dist/. */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it, vi } from 'vitest';
import { distDirFrom } from '../../server/config';
import { buildNodeOptions, compiledArgs } from '../../scripts/build-command';
import { commandFlags } from '../../scripts/command-flags';
import { scratchCodeDir } from './helpers/code-dir';

const run = promisify(execFile);
/** The folders scripts/compiled.mjs compiles from (its SOURCE_DIRS). */
const COMPILED_SOURCES = ['build', 'lib', 'templates', 'client', 'scripts', 'server', 'examples'];
const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-dist-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('npm run build writes into DIST_DIR, the folder npm start and npm run dev serve', async () => {
  const distDir = path.join(root, 'site');
  await run(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
    // The small fixture site: what is tested is where the command writes, not what it builds.
    env: {
      ...process.env,
      DIST_DIR: distDir,
      BUILD_DIR: path.join(root, 'site-build'),
      SITE: 'tests/fixtures/sites/mini/site.ts',
    },
  });
  expect(existsSync(path.join(distDir, 'index.html'))).toBe(true);
  expect(existsSync(path.join(root, 'site-build', 'report.json'))).toBe(true);
  // The server's configuration resolves the same folder, so start and dev serve what build wrote.
  expect(distDirFrom({ DIST_DIR: distDir })).toBe(distDir);
  expect(distDirFrom({}, '/srv/site')).toBe('/srv/site/dist');
}, 180_000);

it("npm start, npm test and the bench start a build with the Node options of package.json's build script, and Node accepts them", async () => {
  const options = buildNodeOptions();
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { build: string } };
  expect(scripts.build).toBe(['node', ...options, 'scripts/compiled.mjs', 'scripts/build.ts'].join(' '));
  expect(compiledArgs('scripts/build.ts', ['--no-cache'])).toEqual([
    ...options,
    path.join(process.cwd(), 'scripts/compiled.mjs'),
    'scripts/build.ts',
    '--no-cache',
  ]);
  // Node refuses an option it does not know ('bad option') before running anything.
  await expect(run(process.execPath, [...options, '-e', 'process.exit(0)'])).resolves.toBeDefined();
  await expect(run(process.execPath, ['--interrupt-budgets=1', '-e', 'process.exit(0)'])).rejects.toThrow(/bad option/);
});

it('a compiled run gives stack traces in the sources with --enable-source-maps, and makes no source map otherwise', async () => {
  const codeDir = scratchCodeDir(mkdtempSync(path.join(root, 'source-maps-')));
  // The small fixture site: a compiled script bundles the site's modules too.
  const env = { ...process.env, BUILD_CODE_DIR: codeDir, SITE: 'tests/fixtures/sites/mini/site.ts' };
  const script = 'tests/fixtures/throws.ts';
  const mapped = await run(process.execPath, ['--enable-source-maps', 'scripts/compiled.mjs', script], { env }).catch(
    (error: { stderr: string }) => error,
  );
  expect((mapped as { stderr: string }).stderr).toMatch(
    /thrown on purpose[\s\S]*at failOnPurpose \(.*tests\/fixtures\/throws\.ts:3:/,
  );
  const plain = await run(process.execPath, ['scripts/compiled.mjs', script], { env }).catch(
    (error: { stderr: string }) => error,
  );
  expect((plain as { stderr: string }).stderr).toContain('thrown on purpose');
  const files = readdirSync(codeDir, { recursive: true }).map(String);
  expect(files.filter((f) => f.endsWith('.map')).every((f) => f.includes('-mapped'))).toBe(true);
  expect(files.some((f) => f.endsWith('.map'))).toBe(true);
  expect(files.some((f) => !f.includes('-mapped') && f.endsWith('index.cjs'))).toBe(true);
}, 60_000);

it("a compiled run keeps V8's code cache beside the bundle, and the next run starts from it", async () => {
  const codeDir = scratchCodeDir(mkdtempSync(path.join(root, 'code-cache-')));
  const env = { ...process.env, BUILD_CODE_DIR: codeDir, SITE: 'tests/fixtures/sites/mini/site.ts' };
  const script = 'tests/fixtures/imports-esbuild.ts';
  const { version } = JSON.parse(readFileSync('node_modules/esbuild/package.json', 'utf8')) as { version: string };
  // A package imported at run time (esbuild, which the bundle leaves out) loads in the compiled script.
  expect((await run(process.execPath, ['scripts/compiled.mjs', script], { env })).stdout).toBe(`esbuild ${version}\n`);
  const [bundle] = readdirSync(codeDir);
  const cache = path.join(codeDir, bundle!, 'index.cjs.v8-cache');
  const written = statSync(cache).mtimeMs;
  expect(statSync(cache).size).toBeGreaterThan(0);
  // V8 takes the cache: a refused one would be written again.
  expect((await run(process.execPath, ['scripts/compiled.mjs', script], { env })).stdout).toBe(`esbuild ${version}\n`);
  expect(statSync(cache).mtimeMs).toBe(written);
  // One it refuses (another Node's, a damaged file) is replaced by a good one.
  writeFileSync(cache, 'not a code cache');
  await run(process.execPath, ['scripts/compiled.mjs', script], { env });
  expect(statSync(cache).size).toBeGreaterThan(100);
}, 60_000);

/** A checkout of the sources with the small fixture site, at `root/name`. */
function checkout(name: string): string {
  const dir = path.join(root, name);
  for (const part of [...COMPILED_SOURCES, 'tests/fixtures/sites/mini', 'tsconfig.json', 'package.json'])
    cpSync(part, path.join(dir, part), { recursive: true });
  symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
/** npm run build of the fixture site in a checkout, into its dist/. */
const buildIn = (dir: string) =>
  run(process.execPath, ['scripts/compiled.mjs', 'scripts/build.ts'], {
    cwd: dir,
    // The checkout's own .build/, which the pipeline keeps between runs.
    env: { ...process.env, SITE: 'tests/fixtures/sites/mini/site.ts', DIST_DIR: path.join(dir, 'dist'), BUILD_DIR: '' },
  });

it("a deploy pipeline's cache of dist/ and .build/ builds only what changed; restored elsewhere, it compiles again", async () => {
  const dir = checkout('deploy');
  await buildIn(dir);
  // The cache kept aside with its files' times, as a CI cache keeps it, and a new checkout in the same place.
  const cache = path.join(root, 'deploy-cache');
  const copy = (from: string, to: string) => {
    for (const part of ['dist', '.build'])
      cpSync(path.join(from, part), path.join(to, part), { recursive: true, preserveTimestamps: true });
  };
  copy(dir, cache);
  rmSync(dir, { recursive: true });
  checkout('deploy');
  copy(cache, dir);
  expect((await buildIn(dir)).stdout).toContain('nothing changed since the last build');
  const anvil = path.join(dir, 'tests/fixtures/sites/mini/data/products/anvil.yaml');
  writeFileSync(anvil, readFileSync(anvil, 'utf8').replace('Heavy.', 'Hefty.'));
  // Only the page that shows the edited product is rendered.
  const [, pages, unchanged] =
    /Built (\d+) pages .*\((\d+) unchanged since the last build\)/.exec((await buildIn(dir)).stdout) ?? [];
  expect(Number(unchanged)).toBe(Number(pages) - 1);

  // The same cache in a checkout in another folder: its bundle names that folder's sources, so it compiles again.
  const elsewhere = checkout('elsewhere');
  copy(cache, elsewhere);
  await buildIn(elsewhere);
  expect(existsSync(path.join(elsewhere, 'dist/index.html'))).toBe(true);

  // Bad settings get a sentence, not a stack: a data folder that is not there (checked before anything
  // is loaded, as the last build is compared with this one) and a site module that is not there.
  const missingData = await run(process.execPath, ['scripts/compiled.mjs', 'scripts/build.ts'], {
    cwd: elsewhere,
    env: {
      ...process.env,
      SITE: 'tests/fixtures/sites/mini/site.ts',
      DIST_DIR: path.join(elsewhere, 'dist'),
      DATA_DIR: 'nowhere',
    },
  }).catch((error: { code: number; stderr: string }) => error);
  expect(missingData).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('the data folder nowhere does not exist'),
  });
  expect((missingData as { stderr: string }).stderr).not.toContain('    at ');
  for (const command of [
    ['scripts/compiled.mjs', 'scripts/build.ts'],
    [path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'],
  ]) {
    const missingSite = await run(process.execPath, command, {
      cwd: elsewhere,
      env: { ...process.env, SITE: 'templates/nope.ts', DIST_DIR: path.join(elsewhere, 'dist') },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(missingSite).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('SITE names templates/nope.ts, which is not a file'),
    });
  }
}, 120_000);

/** Every file under `dir` but the compiled code in .build/, with its bytes, to show a refused build touched nothing. */
const snapshot = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}.build`))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file, 'utf8')];
      }),
  );

it('DIST_DIR or BUILD_DIR naming the checkout, its data folder, a folder of other files or a file is refused before any work', async () => {
  const dir = checkout('guard');
  mkdirSync(path.join(dir, '.git'));
  writeFileSync(path.join(dir, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  mkdirSync(path.join(dir, 'data'));
  writeFileSync(path.join(dir, 'data', 'site.yaml'), 'title: Mine\n');
  const buildWith = (env: Record<string, string>, ...flags: string[]) =>
    run(process.execPath, ['scripts/compiled.mjs', 'scripts/build.ts', '--no-cache', ...flags], {
      cwd: dir,
      env: { ...process.env, SITE: 'tests/fixtures/sites/mini/site.ts', BUILD_DIR: '', ...env },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (failure: { code: number; stderr: string }) => failure,
    );
  const before = snapshot(dir);

  const checkoutItself = await buildWith({ DIST_DIR: '.' });
  expect(checkoutItself.code).toBe(1);
  expect(checkoutItself.stderr).toContain('the output folder ./ holds .git');
  // The data folder, named by DATA_DIR or only as the site's own (then build() finds it), even when asked to empty it.
  const data = 'tests/fixtures/sites/mini/data';
  const namedData = await buildWith({ DIST_DIR: data, DATA_DIR: data });
  expect(namedData.stderr).toContain(`the output folder ${data}/ is the data folder`);
  const siteData = await buildWith({ DIST_DIR: data }, '--empty-out-dir');
  expect(siteData.stderr).toContain(`the output folder ${data}/ is the data folder`);
  // The project's data/ is refused as such before anything loads, whichever site is built.
  const projectData = await buildWith({ DIST_DIR: 'data' });
  expect(projectData.stderr).toContain('the output folder data/ is the data folder');
  const file = await buildWith({ DIST_DIR: 'package.json' });
  expect(file.stderr).toContain('the output folder package.json is a file, not a folder');
  // The build's own folder likewise: the cache and report have fixed names that would land among the project's files.
  const buildInCheckout = await buildWith({ BUILD_DIR: '.' });
  expect(buildInCheckout.stderr).toContain('the build folder ./ is the project');
  const buildInData = await buildWith({ BUILD_DIR: 'data/cache' });
  expect(buildInData.stderr).toContain('the build folder data/cache/ is inside the data folder (data/)');
  const buildAsFile = await buildWith({ BUILD_DIR: 'package.json' });
  expect(buildAsFile.stderr).toContain('the build folder package.json is a file, not a folder');
  const refusals = [namedData, siteData, projectData, file, buildInCheckout, buildInData, buildAsFile];
  for (const refused of refusals) expect(refused.code).toBe(1);
  expect(snapshot(dir)).toEqual(before);
  // Nothing beside the checkout either: the cache and report stay in its own .build/.
  expect(readdirSync(root).filter((name) => name.startsWith('.'))).toEqual([]);

  const scratch = path.join(root, 'scratch');
  const theirs = { 'notes.txt': 'mine', '.hidden': 'mine', 'sub/photo.jpg': 'jpeg', 'sub/deeper/thesis.docx': 'docx' };
  for (const [name, text] of Object.entries(theirs)) {
    mkdirSync(path.dirname(path.join(scratch, name)), { recursive: true });
    writeFileSync(path.join(scratch, name), text);
  }
  const foreign = await buildWith({ DIST_DIR: scratch });
  expect(foreign).toMatchObject({
    code: 1,
    stderr: expect.stringContaining(`${scratch} holds files and no .made-by-build`),
  });
  expect(snapshot(scratch)).toEqual(theirs);
  const foreignBuild = await buildWith({ BUILD_DIR: scratch });
  expect(foreignBuild).toMatchObject({
    code: 1,
    stderr: expect.stringContaining(`the build folder ${scratch} holds files no build wrote (.hidden, notes.txt, sub)`),
  });
  expect(snapshot(scratch)).toEqual(theirs);
  // Asked to, it replaces them; from then on the folder is the build's own and builds go on into it.
  expect((await buildWith({ DIST_DIR: scratch }, '--empty-out-dir')).code).toBe(0);
  expect(existsSync(path.join(scratch, 'notes.txt'))).toBe(false);
  expect(existsSync(path.join(scratch, 'index.html'))).toBe(true);
  expect((await buildWith({ DIST_DIR: scratch })).code).toBe(0);
}, 120_000);

it('a mistyped flag stops a command with its usage instead of being ignored', async () => {
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const argv = process.argv;
  try {
    process.argv = [argv[0]!, 'scripts/dev.ts', '--no-cards'];
    expect(commandFlags('npm run dev [-- --no-cards]', ['no-cards'])).toEqual({ 'no-cards': true });
    process.argv = [argv[0]!, 'scripts/dev.ts', '--no-cahce'];
    expect(() => commandFlags('npm run dev [-- --no-cards]', ['no-cards'])).toThrow('exit 2');
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /Unknown option '--no-cahce'[\s\S]*Usage: npm run dev \[-- --no-cards\]/,
    );
  } finally {
    process.argv = argv;
    exit.mockRestore();
    error.mockRestore();
  }
  // And npm run build, as run: the flag is refused before anything is built.
  const failed = await run(process.execPath, ['scripts/compiled.mjs', 'scripts/build.ts', '--no-cahce'], {
    env: {
      ...process.env,
      SITE: 'tests/fixtures/sites/mini/site.ts',
      DIST_DIR: path.join(root, 'never'),
      BUILD_CODE_DIR: scratchCodeDir(mkdtempSync(path.join(root, 'flag-'))),
    },
  }).catch((failure: { code: number; stderr: string }) => failure);
  expect(failed).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run build [-- --no-cache]') });
  expect(existsSync(path.join(root, 'never'))).toBe(false);
}, 60_000);
