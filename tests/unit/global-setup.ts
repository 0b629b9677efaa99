/**
 * The real site, built once for every test that reads dist/; each test file gets its path by
 * inject('distDir'). `npm test` builds it with `npm run build` and names it in TEST_DIST_DIR (the
 * browser tests serve the same folder); a bare `vitest` run builds its own.
 */
import { cpSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDirFrom } from '../../build/cache-dir';

export const SITE_URL = 'https://www.vitalis.example';

export default async function setup(project: TestProject) {
  seedStores();
  if (process.env.TEST_DIST_DIR) {
    project.provide('distDir', path.resolve(process.env.TEST_DIST_DIR));
    project.provide('buildDir', path.resolve(process.env.TEST_BUILD_DIR ?? buildDirFrom()));
    return;
  }
  // Loaded only here: under npm test, transforming the generator for a setup that builds nothing held up the first test file.
  const [{ build }, { reportFile }, { default: siteConfig }] = await Promise.all([
    import('../../build/build'),
    import('../../build/report'),
    import('../../templates/site'),
  ]);
  const root = await mkdtemp(path.join(os.tmpdir(), 'vitalis-dist-'));
  const distDir = path.join(root, 'dist');
  const buildDir = path.join(root, '.build');
  await build({ site: siteConfig, outDir: distDir, siteUrl: SITE_URL, cards: false, report: reportFile(buildDir) });
  project.provide('distDir', distDir);
  project.provide('buildDir', buildDir);
  return async () => rm(root, { recursive: true, force: true });
}

/**
 * The tests' card and picture stores (CARD_STORE, PICTURE_STORE, outside the checkout: vitest.config.ts)
 * start as a fresh checkout's do, with what generated/ commits: a test that builds draws and encodes only new files.
 */
function seedStores() {
  for (const [store, committed] of [
    [process.env.CARD_STORE, 'generated/cards'],
    [process.env.PICTURE_STORE, 'generated/pictures'],
  ])
    if (store && !existsSync(store)) cpSync(committed!, store, { recursive: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
    /** Where that build kept its report. */
    buildDir: string;
  }
}
