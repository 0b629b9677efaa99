/**
 * npm run dev's entry: the packages dev imports (scripts/dev-packages.mjs), loaded before tsx's hooks
 * are in place, then scripts/dev.ts through tsx.
 *
 * Once tsx is registered, every module is resolved and loaded through its loader thread, a round trip
 * each, and these packages bring hundreds of modules of their own. Loaded first, they load in this thread,
 * and the TypeScript modules find them loaded. A restart loads only the server's first: it answers with
 * the last run's pages before it needs the rest.
 *
 * Plain JavaScript, so it starts without a TypeScript loader.
 */
import { OTHER_PACKAGES, restarting, SERVER_PACKAGES } from './dev-packages.mjs';

// As scripts/production.ts, which dev.ts imports first: React reads it as it loads.
process.env.NODE_ENV ??= 'production';
await Promise.all([...SERVER_PACKAGES, ...(restarting() ? [] : OTHER_PACKAGES)].map((name) => import(name)));
await import('tsx');
await import('./dev.ts');
