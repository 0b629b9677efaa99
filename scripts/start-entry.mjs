/**
 * npm start's entry: scripts/start.ts compiled with the server (scripts/compiled-modules.mjs), or through
 * tsx when the sources do not compile, which names the mistake.
 *
 * Plain JavaScript, so it starts without a TypeScript loader.
 */
import { compiledModules } from './compiled-modules.mjs';

const compiled = await compiledModules('start', 'scripts/start.ts');
if (compiled) {
  process.setSourceMapsEnabled(true);
  await import(compiled.script);
} else {
  await import('tsx');
  await import('./start.ts');
}
