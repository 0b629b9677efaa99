/**
 * npm run dev's entry: scripts/dev.ts compiled with the generator, the server and the site
 * (scripts/dev-compiled.mjs), or through tsx when the sources do not compile, so that dev shows the
 * mistake as it shows any later one.
 *
 * Plain JavaScript, so it starts without a TypeScript loader.
 */
import { compiledDev } from './dev-compiled.mjs';

// As scripts/production.ts, which dev.ts imports first: React reads it as it loads.
process.env.NODE_ENV ??= 'production';
const compiled = await compiledDev();
if (compiled) {
  // build/runtime.ts loads the site's modules from these, until they are edited.
  globalThis[Symbol.for('vitalis.compiled-dev')] = compiled.modules;
  process.setSourceMapsEnabled(true);
  await import(compiled.script);
} else {
  await import('tsx');
  await import('./dev.ts');
}
