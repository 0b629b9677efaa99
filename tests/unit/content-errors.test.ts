/**
 * Each broken data set in tests/fixtures/broken makes `npm run build` fail with exactly the expected
 * `file:line:column path: message` lines, exit 1 with no stack trace, and leave the previous dist/ byte
 * for byte as it was. The previous dist/ is a small stand-in with known bytes (copying the real site
 * for every data set cost more than the builds). The builds run a few at a time, so CI time stays flat.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../build/content/load';
import { limiter } from '../../build/util/limit';
import siteConfig from '../../templates/site';

const run = promisify(execFile);
const root = process.cwd();
const fixturesDir = path.join(root, 'tests/fixtures/broken');
const fixtures = readdirSync(fixturesDir).filter((name) => existsSync(path.join(fixturesDir, name, 'expected.txt')));
const work = mkdtempSync(path.join(os.tmpdir(), 'vitalis-broken-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The previous build a failed one must leave alone: a few files with known bytes, nested folders included. */
const PREVIOUS_DIST: Record<string, string> = {
  'index.html': '<!DOCTYPE html><title>previous build</title>\n',
  'about/index.html': '<!DOCTYPE html><title>previous about</title>\n',
  'assets/site.0123abcd.css': 'body{color:#111}\n',
  'services/404.html': '<!DOCTYPE html><title>previous not found</title>\n',
  _redirects: '/old  /about/  301\n',
};

function files(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      found[path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')] = readFileSync(
        path.join(entry.parentPath, entry.name),
        'utf8',
      );
  }
  return found;
}

/** A project folder: the real data/ with the fixture's files laid over it (and remove.txt's deleted), and the stand-in dist/. */
function projectFor(name: string, folder = name): string {
  const project = path.join(work, folder);
  const fixture = path.join(fixturesDir, name);
  cpSync(path.join(root, 'data'), path.join(project, 'data'), { recursive: true });
  if (existsSync(path.join(fixture, 'data')))
    cpSync(path.join(fixture, 'data'), path.join(project, 'data'), { recursive: true });
  const removals = existsSync(path.join(fixture, 'remove.txt'))
    ? readFileSync(path.join(fixture, 'remove.txt'), 'utf8').split('\n').filter(Boolean)
    : [];
  for (const file of removals) rmSync(path.join(project, 'data', file));
  for (const [file, text] of Object.entries(PREVIOUS_DIST)) {
    mkdirSync(path.dirname(path.join(project, 'dist', file)), { recursive: true });
    writeFileSync(path.join(project, 'dist', file), text);
  }
  return project;
}

/**
 * `npm run build` in the project, as an editor runs it, on GitHub Actions (annotations on) or not.
 * One build per core at a time; render threads are not started, as no page is ever rendered.
 */
const atOnce = limiter(Math.max(2, os.availableParallelism()));
/** A test may wait for a few builds ahead of it on a busy machine. */
const BUILD_TIMEOUT = 180_000;
function buildIn(project: string, env: Record<string, string> = {}) {
  const { GITHUB_ACTIONS: _, ...inherited } = process.env;
  // Started as npm run build starts it: compiled (scripts/compiled.mjs), the project's own code.
  return atOnce(() =>
    run(process.execPath, [path.join(root, 'scripts/compiled.mjs'), path.join(root, 'scripts/build.ts')], {
      cwd: project,
      env: { ...inherited, RENDER_WORKERS: '0', ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    ),
  );
}

it('has at least 30 broken data sets', () => {
  expect(fixtures.length).toBeGreaterThanOrEqual(30);
});

describe.concurrent.each(fixtures)('broken data set %s', (name) => {
  it(
    'fails the build with the exact location, exits 1 with no stack trace and leaves dist/ untouched',
    async () => {
      const project = projectFor(name);
      const result = await buildIn(project);

      expect(result.code, result.stderr).toBe(1);
      const reported = result.stderr
        .split('\n')
        .filter((line) => line.startsWith('  data/'))
        .map((line) => line.trim());
      const expected = readFileSync(path.join(fixturesDir, name, 'expected.txt'), 'utf8')
        .split('\n')
        .filter(Boolean);
      expect(reported, result.stderr).toEqual(expected);
      expect(result.stderr).toContain('dist/ was not changed');
      expect(result.stderr, 'a stack trace').not.toMatch(/^\s+at /m);
      expect(files(path.join(project, 'dist'))).toEqual(PREVIOUS_DIST);
      // No temporary build folder is left beside dist/ (what the build wrote is the spare the next one writes
      // over, build/emit/output-folder.ts), and no report or cache of a build that did not happen.
      expect(readdirSync(project).sort()).toEqual(['.build', 'data', 'dist']);
      expect(readdirSync(path.join(project, '.build'))).toEqual(['spare-dist']);
    },
    BUILD_TIMEOUT,
  );
});

describe('on GitHub Actions', () => {
  it(
    'each content error is also a workflow annotation on the file, line and column',
    async () => {
      const name = 'duplicate-tier';
      const result = await buildIn(projectFor(name, `${name}-on-github`), { GITHUB_ACTIONS: 'true' });
      expect(result.code).toBe(1);
      const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::error '));
      const expected = readFileSync(path.join(fixturesDir, name, 'expected.txt'), 'utf8')
        .split('\n')
        .filter(Boolean);
      expect(annotations).toEqual(
        expected.map((line) => {
          const [, file, row, col, rest] = /^(.+?):(\d+):(\d+) (.*)$/.exec(line)!;
          return `::error file=${file},line=${row},col=${col}::${rest!.replace(/%/g, '%25')}`;
        }),
      );
    },
    BUILD_TIMEOUT,
  );
});

describe('files saved on Windows', () => {
  it('CRLF line endings and a UTF-8 byte-order mark give the same content as LF without a mark', async () => {
    const windows = path.join(work, 'crlf-bom', 'data');
    cpSync(path.join(root, 'data'), windows, { recursive: true });
    for (const entry of readdirSync(windows, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8').replace(/\n/g, '\r\n')}`);
    }
    const options = { iconNames: siteConfig.iconNames };
    const [unix, saved] = await Promise.all([
      loadContent(path.join(root, 'data'), options),
      loadContent(windows, options),
    ]);
    // Entries name their own file; everything else must match exactly.
    const withoutFiles = (content: object) =>
      JSON.parse(JSON.stringify(content, (key, value) => (key === 'file' ? undefined : value)));
    expect(isDeepStrictEqual(withoutFiles(saved.content), withoutFiles(unix.content))).toBe(true);
    expect(saved.links.length).toBe(unix.links.length);
  });
});
