/**
 * The build's own folder (BUILD_DIR) takes the build's fixed names (cache/, report.json): it may be new,
 * empty or a build folder already, with other sites' build folders inside; anything else is refused.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { checkBuildDir } from '../../../build/output/build-dir-guard';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-build-dir-'));
function folder(name: string, files: string[]): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '');
  }
  return dir;
}
const refusal = (dir: string, apart: { dir: string; name: string }[] = []) => {
  try {
    checkBuildDir(dir, apart);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

it("accepts a new, an empty or a build's folder, other sites' build folders inside it included", () => {
  expect(refusal(path.join(scratch, 'new'))).toBe('');
  expect(refusal(folder('empty', []))).toBe('');
  const used = ['cache/state.bin', 'cache/last.json', 'code/build-1/build.mjs', 'report.json', 'dev-server.json'];
  // As an earlier version of the build left it: a spare output and a trash folder.
  used.push('spare-dist/index.html', 'trash/old/index.html');
  expect(refusal(folder('used', [...used, 'my-site/cache/state.bin', 'my-site/report.json']))).toBe('');
});

it('refuses the project, a folder holding it, the data folder, a file and a folder of other files', () => {
  expect(refusal(process.cwd())).toContain('is the project');
  expect(refusal(path.dirname(process.cwd()))).toContain('holds the project');
  const data = folder('data', ['site.yaml']);
  expect(refusal(data, [{ dir: data, name: 'the data folder' }])).toContain('is the data folder');
  expect(refusal(path.join(data, 'cache'), [{ dir: data, name: 'the data folder' }])).toContain(
    'is inside the data folder',
  );
  expect(refusal(path.join(data, 'site.yaml'))).toContain('is a file, not a folder');
  const theirs = folder('theirs', ['cache/state.bin', 'notes.txt', 'photos/one.jpg', '.git/HEAD']);
  expect(refusal(theirs)).toContain('holds files no build wrote (.git, notes.txt, photos)');
});
