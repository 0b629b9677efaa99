/**
 * npm run dev's entry: scripts/dev.ts compiled with the generator's public entry, the server, the site
 * and its page modules (scripts/compiled-modules.mjs), or through tsx when the sources do not compile,
 * so that dev shows the mistake as it shows any later one.
 *
 * Plain JavaScript, so it starts without a TypeScript loader.
 */
import path from 'node:path';
import { pageFiles, root, SITE_MODULE } from './code-sources.mjs';
import { runCompiled } from './compiled-modules.mjs';

// As scripts/production.ts, which dev.ts imports first: React reads it as it loads.
process.env.NODE_ENV ??= 'production';
const entries = [
  'build/index.ts',
  'server/index.ts',
  ...[SITE_MODULE, ...pageFiles()].map((f) => path.relative(root, f)),
];
await runCompiled('dev', 'scripts/dev.ts', entries, async (modules) => {
  // build/runtime.ts loads the site's modules from these, until they are edited.
  if (modules) globalThis[Symbol.for('vitalis.compiled-dev')] = modules;
});
