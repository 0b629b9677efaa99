/**
 * Before the Worker tests: bundles the Worker as deploys do (scripts/build-worker.ts, with the test
 * positions of tests/fixtures/api-data), reads wrangler.toml into miniflare's options as `wrangler dev`
 * would, and migrates a local D1 database with `wrangler d1 migrations apply --local` from the same
 * migrations folder the Node server's SQLite runs; every test starts from a copy of it.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { buildWorker } from '../../scripts/build-worker';

export const WORKER_FIXTURE_DATA_DIR = 'tests/fixtures/api-data';

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'vitalis-worker-'));
  const { file } = await buildWorker({ dataDir: WORKER_FIXTURE_DATA_DIR, outDir: path.join(root, 'bundle') });
  // wrangler.toml names dist/ as the static assets; a fresh clone (npm test builds elsewhere) has none
  // yet, and wrangler refuses a missing folder. The Worker tests do not read it (they get emptyDir).
  await mkdir('dist', { recursive: true });
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  const state = path.join(root, 'state');
  execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    stdio: 'pipe',
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
  });
  const emptyDir = path.join(root, 'no-assets');
  await mkdir(emptyDir);
  project.provide('worker', {
    script: path.resolve(file),
    options: JSON.parse(JSON.stringify(workerOptions)) as Record<string, unknown>,
    persistTemplate: path.join(state, 'v3'),
    emptyDir,
  });
  return async () => rm(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    worker: { script: string; options: Record<string, unknown>; persistTemplate: string; emptyDir: string };
  }
}
