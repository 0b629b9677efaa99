/**
 * The build's state and its record of the last build are written whole (build/util/write-whole.ts): two
 * builds into the same folder at once (CI steps, npm run build beside npm run dev) once collided on one
 * temporary name, and one of them stopped with ENOENT on the rename.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-write-whole-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('three processes writing one file at once all succeed, and the file is always one of theirs whole', async () => {
  const file = path.join(dir, 'state.bin');
  const writer = (mark: string) =>
    new Promise<number | null>((resolve) =>
      spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import { writeWhole } from ${JSON.stringify(path.resolve('build/util/write-whole.ts'))};
           for (let i = 0; i < 300; i++) writeWhole(${JSON.stringify(file)}, ${JSON.stringify(mark)}.repeat(20000));`,
        ],
        { stdio: 'inherit' },
      ).on('exit', resolve),
    );
  expect(await Promise.all(['a', 'b', 'c'].map(writer))).toEqual([0, 0, 0]);
  expect(readFileSync(file, 'utf8')).toMatch(/^(a{20000}|b{20000}|c{20000})$/);
}, 60_000);
