/**
 * Each broken data set in tests/fixtures/broken (one mistake laid over the real data/) stops the build
 * with exactly the expected problems: each line is the problem's name in its catalogue, then
 * `file:line:column path: message`. The sets load in this process against the agency site, with the
 * files parsed once for all of them; one end-to-end run proves what `npm run build` does with one:
 * exit 1, the lines on stderr, no stack trace, and the previous dist/ untouched.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build';
import { type DataFiles, diskData, overlayData } from '../../build/content/data-files';
import { loadFiles, type ParsedCache } from '../../build/content/load';
import { problems } from '../../build/error-catalogue';
import { emptyState } from '../../build/pipeline';
import { BuildFailure, formatProblem } from '../../build/problems';
import site from '../../templates/site';
import { MARKER_TEXT, OUTPUT_MARKER } from '../../build/output/out-dir-guard';

const root = process.cwd();
const fixturesDir = path.join(root, 'tests/fixtures/broken');
const fixtures = readdirSync(fixturesDir).filter((name) => existsSync(path.join(fixturesDir, name, 'expected.txt')));
const base = diskData('data');
/** Parsed files shared by every set: each set parses only the files it changes. */
const parsed: ParsedCache = new Map();

/** The real data/ with the set's files laid over it, and remove.txt's files taken away. */
function dataFor(name: string): DataFiles {
  const fixture = path.join(fixturesDir, name, 'data');
  const write: Record<string, Uint8Array> = {};
  if (existsSync(fixture)) {
    for (const entry of readdirSync(fixture, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        write[path.relative(fixture, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')] = readFileSync(
          path.join(entry.parentPath, entry.name),
        );
    }
  }
  const removals = path.join(fixturesDir, name, 'remove.txt');
  const remove = existsSync(removals) ? readFileSync(removals, 'utf8').split('\n').filter(Boolean) : [];
  return overlayData(base, { write, remove });
}

const expected = (name: string) =>
  readFileSync(path.join(fixturesDir, name, 'expected.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);

/** The problems a build of the set stops with, each as `Name file:line:column path: message`. */
async function problemsOf(name: string): Promise<string[]> {
  try {
    await build({
      site,
      data: dataFor(name),
      code: brokenDataCode,
      year: 2026,
      today: '2026-11-26',
      cache: { state: emptyStateWith(parsed) },
    });
  } catch (error) {
    if (error instanceof BuildFailure) return error.errors.map((p) => `${p.name} ${formatProblem(p)}`);
    throw error;
  }
  return [];
}

const brokenDataCode = { shared: 'broken-data', pages: {}, assets: '' };
const emptyStateWith = (cache: ParsedCache) => ({ ...emptyState(brokenDataCode), parsed: cache });

it('has at least 30 broken data sets', () => {
  expect(fixtures.length).toBeGreaterThanOrEqual(30);
});

describe.each(fixtures)('broken data set %s', (name) => {
  it('stops the build with exactly its problems, each named and placed', async () => {
    expect(await problemsOf(name)).toEqual(expected(name));
  });
});

describe('npm run build with a broken data set', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'vitalis-broken-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  /** The previous build a failed one must leave alone: a few files with known bytes, nested folders included. */
  const PREVIOUS_DIST: Record<string, string> = {
    'index.html': '<!DOCTYPE html><title>previous build</title>\n',
    'about/index.html': '<!DOCTYPE html><title>previous about</title>\n',
    'services/404.html': '<!DOCTYPE html><title>previous not found</title>\n',
    _redirects: '/old  /about/  301\n',
    // An earlier build's output: the build may write here (build/output/out-dir-guard.ts).
    [OUTPUT_MARKER]: MARKER_TEXT,
  };
  const files = (dir: string) =>
    Object.fromEntries(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => [
          path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'),
          readFileSync(path.join(e.parentPath, e.name), 'utf8'),
        ]),
    );

  it('exits 1 with the problem at its place on stderr, no stack trace, dist/ untouched; on GitHub Actions an annotation too', async () => {
    const name = 'duplicate-tier';
    const project = path.join(work, name);
    cpSync(path.join(root, 'data'), path.join(project, 'data'), { recursive: true });
    cpSync(path.join(fixturesDir, name, 'data'), path.join(project, 'data'), { recursive: true });
    for (const [file, text] of Object.entries(PREVIOUS_DIST)) {
      mkdirSync(path.dirname(path.join(project, 'dist', file)), { recursive: true });
      writeFileSync(path.join(project, 'dist', file), text);
    }
    const { GITHUB_ACTIONS: _, ...env } = process.env;
    const result = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'scripts/compiled.mjs'), path.join(root, 'scripts/build.ts')],
      {
        cwd: project,
        env: { ...env, GITHUB_ACTIONS: 'true', SITE: path.join(root, 'templates/site.ts') },
      },
    ).then(
      () => ({ code: 0, stdout: '', stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(result.code, result.stderr).toBe(1);
    const lines = expected(name).map((line) => line.slice(line.indexOf(' ') + 1));
    expect(
      result.stderr
        .split('\n')
        .filter((line) => line.startsWith('  data/'))
        .map((line) => line.trim()),
    ).toEqual(lines);
    expect(result.stderr).toContain('dist/ was not changed');
    // Under each problem, what to do (the catalogue's hint).
    expect(result.stderr).toContain(`    → ${problems.SchemaRule.hint}`);
    expect(result.stderr, 'a stack trace').not.toMatch(/^\s+at /m);
    expect(files(path.join(project, 'dist'))).toEqual(PREVIOUS_DIST);
    expect(result.stdout.split('\n').filter((line) => line.startsWith('::error '))).toEqual(
      lines.map((line) => {
        const [, file, row, col, rest] = /^(.+?):(\d+):(\d+) (.*)$/.exec(line)!;
        return `::error file=${file},line=${row},col=${col}::${rest!.replace(/%/g, '%25')}`;
      }),
    );
  }, 120_000);
});

describe('files saved on Windows', () => {
  it('CRLF line endings and a UTF-8 byte-order mark give the same content as LF without a mark', () => {
    const write: Record<string, Uint8Array> = {};
    for (const rel of base.list())
      write[rel] = Buffer.from(`\uFEFF${Buffer.from(base.read(rel)).toString('utf8').replace(/\n/g, '\r\n')}`);
    const unix = loadFiles(site.collections, base);
    const saved = loadFiles(site.collections, overlayData(base, { write }));
    expect(saved.problems).toEqual([]);
    for (const [file, data] of unix.files)
      expect(isDeepStrictEqual(saved.files.get(file)!.parsed.value, data.parsed.value), file).toBe(true);
  });
});
