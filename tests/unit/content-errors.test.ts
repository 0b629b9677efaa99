/**
 * Each broken data set in tests/fixtures/broken makes `npm run build` fail with exactly the expected
 * `file:line:column path: message` lines, exit non-zero, and leave the previous dist/ byte-for-byte intact.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const root = process.cwd();
const fixturesDir = path.join(root, 'tests/fixtures/broken');
const fixtures = readdirSync(fixturesDir).filter((name) => existsSync(path.join(fixturesDir, name, 'expected.txt')));

function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return files;
}

let previousDist: string;
let previous: Record<string, string>;
const work: string[] = [];

beforeAll(() => {
  previousDist = inject('distDir');
  previous = snapshot(previousDist);
});
afterAll(() => {
  for (const dir of work) rmSync(dir, { recursive: true, force: true });
});

it('has at least 10 broken data sets', () => {
  expect(fixtures.length).toBeGreaterThanOrEqual(10);
});

describe.concurrent.each(fixtures)('broken data set %s', (name) => {
  it('fails the build with the exact location, exits non-zero and leaves dist/ untouched', async () => {
    const project = mkdtempSync(path.join(os.tmpdir(), `vitalis-${name}-`));
    work.push(project);
    cpSync(path.join(root, 'data'), path.join(project, 'data'), { recursive: true });
    cpSync(previousDist, path.join(project, 'dist'), { recursive: true });
    const fixture = path.join(fixturesDir, name);
    if (existsSync(path.join(fixture, 'data'))) cpSync(path.join(fixture, 'data'), path.join(project, 'data'), { recursive: true });
    const removals = existsSync(path.join(fixture, 'remove.txt')) ? readFileSync(path.join(fixture, 'remove.txt'), 'utf8').split('\n').filter(Boolean) : [];
    for (const file of removals) rmSync(path.join(project, 'data', file));

    const result = await run(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'scripts/build.ts')], { cwd: project, env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') } }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

    expect(result.code, result.stderr).toBe(1);
    const reported = result.stderr.split('\n').filter((line) => line.startsWith('  data/')).map((line) => line.trim());
    const expected = readFileSync(path.join(fixture, 'expected.txt'), 'utf8').split('\n').filter(Boolean);
    expect(reported, result.stderr).toEqual(expected);
    expect(result.stderr).toContain('dist/ was not changed');
    expect(snapshot(path.join(project, 'dist'))).toEqual(previous);
    // No temporary build folder is left beside dist/.
    expect(readdirSync(project).sort()).toEqual(['data', 'dist']);
  });
});
