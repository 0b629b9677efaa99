/**
 * How `npm run build` starts a build, for the scripts that start one the same way (npm start, npm test,
 * the bench). Node's options are written once, in package.json's build script.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The options between `node` and `scripts/compiled.mjs` in package.json's build script. */
export function buildNodeOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { build: string };
  };
  const words = scripts.build.trim().split(/\s+/);
  const at = words.indexOf('scripts/compiled.mjs');
  if (words[0] !== 'node' || at < 0)
    throw new Error(
      `package.json's build script should be 'node [options] scripts/compiled.mjs scripts/build.ts', not '${scripts.build}'`,
    );
  return words.slice(1, at);
}

/** Arguments for spawning process.execPath as npm run build does, to run `script` compiled. */
export function compiledArgs(script: string, args: string[] = []): string[] {
  return [...buildNodeOptions(), path.join(root, 'scripts/compiled.mjs'), script, ...args];
}
