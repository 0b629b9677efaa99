/**
 * Where a test's compiled runs (scripts/compiled.mjs, BUILD_CODE_DIR) keep their bundles: a folder of
 * the test's own instead of the checkout's .build/code. Its node_modules links to the project's, so
 * the bundles' imports of packages resolve as they do from .build/code.
 */
import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export function scratchCodeDir(root: string): string {
  const link = path.join(root, 'node_modules');
  if (!existsSync(link)) symlinkSync(path.resolve('node_modules'), link);
  return path.join(root, 'code');
}
