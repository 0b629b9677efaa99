/**
 * A copy of the mini fixture site in a temporary folder, to edit freely. It sits at the same place
 * under a stand-in of the project whose build/ and node_modules/ link to the repository's, so its
 * relative imports of the generator reach the very modules the tests load, and the same compiler
 * settings apply to it.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MINI = 'tests/fixtures/sites/mini';

export interface MiniCopy {
  /** The stand-in project. */
  root: string;
  /** The copied site's folder. */
  dir: string;
  /** Compiler settings that cover the copy as well as the repository (for tsx: TSX_TSCONFIG_PATH). */
  tsconfig: string;
  remove(): void;
}

export function miniCopy(name: string): MiniCopy {
  const root = mkdtempSync(path.join(os.tmpdir(), `mini-${name}-`));
  const dir = path.join(root, MINI);
  cpSync(path.resolve(MINI), dir, { recursive: true });
  for (const shared of ['build', 'node_modules']) symlinkSync(path.resolve(shared), path.join(root, shared));
  // ES modules as in the repository: otherwise tsx loads the copy as CommonJS, and the generator
  // modules it requires are second instances of those the build imported.
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  // tsx compiles only the files its settings include: the repository's own settings leave the copy out.
  const tsconfig = path.join(root, 'tsconfig.json');
  writeFileSync(tsconfig, JSON.stringify({ extends: path.resolve('tsconfig.json'), include: ['.', process.cwd()] }));
  return { root, dir, tsconfig, remove: () => rmSync(root, { recursive: true, force: true }) };
}
