/**
 * Bundles the Cloudflare Worker (server/worker.ts) into .dist-worker/worker.js with esbuild, carrying
 * the open positions and the agency's addresses from data/ (the edge has no file system). wrangler.toml
 * runs this as its build command, so what `wrangler deploy` uploads is what `npm run deploy:check` tested.
 *   npx tsx scripts/build-worker.ts
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { readSite } from '../server/config';
import type { BundledSite } from '../server/edge/env';
import { readPostings } from '../server/jobs';

export const WORKER_OUT_DIR = '.dist-worker';

export interface BuiltWorker {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export async function buildWorker({ dataDir = 'data', outDir = WORKER_OUT_DIR } = {}): Promise<BuiltWorker> {
  const facts = readSite(path.join(dataDir, 'site.yaml'));
  const site: BundledSite = {
    postings: await readPostings(path.join(dataDir, 'careers')),
    general: facts.general,
    careers: facts.careers,
    turnstileSiteKey: facts.turnstileSiteKey,
  };
  const file = path.join(outDir, 'worker.js');
  await build({
    entryPoints: ['server/worker.ts'],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2023',
    // workerd's exports first: file-type's core (no node:fs), hono's Web build.
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    // Node's modules come from workerd's nodejs_compat (busboy needs node:stream, the resume hash node:crypto).
    external: ['node:*', 'cloudflare:*', ...builtinModules],
    // CommonJS dependencies (busboy) require() Node modules, which an ES module bundle has no require for.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire('/');",
    },
    define: { BUNDLED_SITE: JSON.stringify(site) },
    minify: true,
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  const bytes = readFileSync(file);
  return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildWorker();
  console.log(
    `${built.file}: ${(built.bytes / 1024).toFixed(0)} KB, ${(built.gzipBytes / 1024).toFixed(0)} KB gzip (the free plan takes 3 MB gzip, paid 10 MB).`,
  );
}
