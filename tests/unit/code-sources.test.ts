/**
 * Compiled bundles (scripts/code-sources.mjs): a new bundle prunes its script's older ones, keeping the
 * two newest, and removes only folders that are bundles of that script, wherever BUILD_CODE_DIR points;
 * and the folder of a compile whose process has ended, not of one still running.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('keeps the two newest older bundles of the script and every folder that is not one of its bundles; removes a compile left by an ended process', () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-code-'));
  const folders: [name: string, marker?: string][] = [
    ['scripts-build-1', 'imports.json'],
    ['scripts-build-2', 'imports.json'],
    ['scripts-build-3', 'imports.json'],
    ['scripts-build-4', 'imports.json'],
    ['scripts-build-notes'], // someone's folder, no bundle
    ['dev-1', 'modules.json'], // another script's bundle
    [`scripts-build-6.${process.pid}.tmp`], // being compiled by a running process (this one)
    ['scripts-build-7.999999999.tmp'], // left by a compile whose process has ended
    ['scripts-build-5', 'imports.json'], // the new one
  ];
  folders.forEach(([name, marker], age) => {
    mkdirSync(path.join(dir, name));
    if (marker) writeFileSync(path.join(dir, name, marker), '{}');
    const at = new Date(Date.UTC(2026, 0, 1, 0, age));
    utimesSync(path.join(dir, name), at, at);
  });
  const script = `import('./scripts/code-sources.mjs').then((m) => m.prune('scripts-build', ${JSON.stringify(path.join(dir, 'scripts-build-5'))}, 'imports.json'))`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, BUILD_CODE_DIR: dir },
  });
  expect(readdirSync(dir).sort()).toEqual(
    [
      'dev-1',
      'scripts-build-3',
      'scripts-build-4',
      'scripts-build-5',
      `scripts-build-6.${process.pid}.tmp`,
      'scripts-build-notes',
    ].sort(),
  );
});
