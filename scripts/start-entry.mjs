/**
 * npm start's entry: scripts/start.ts compiled with the server (scripts/compiled-modules.mjs), or through
 * tsx when the sources do not compile, which names the mistake.
 *
 * The build start.ts runs next is compiled meanwhile, in a process of its own (scripts/compiled.mjs):
 * on a fresh checkout the two compiles would otherwise follow each other.
 *
 * Plain JavaScript, so it starts without a TypeScript loader.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './code-sources.mjs';
import { runCompiled } from './compiled-modules.mjs';

const buildCompiled = process.argv.includes('--no-build')
  ? undefined
  : new Promise((resolve) =>
      spawn(process.execPath, [path.join(root, 'scripts/compiled.mjs'), path.join(root, 'scripts/build.ts')], {
        env: { ...process.env, BUILD_COMPILE_ONLY: '1' },
        stdio: 'ignore',
      })
        .once('exit', resolve)
        .once('error', resolve),
    );
await runCompiled('start', 'scripts/start.ts', [], () => buildCompiled);
