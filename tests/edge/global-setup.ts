/**
 * Before the Worker tests: bundles the Worker as deploys do (scripts/build-worker.ts, with the test
 * positions of tests/fixtures/api-data), reads wrangler.toml into miniflare's options as `wrangler dev`
 * would, and migrates a local D1 database with `wrangler d1 migrations apply --local` from the same
 * migrations folder the Node server's SQLite runs; every test starts from a copy of it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWorker } from '../../scripts/build-worker';

export const WORKER_FIXTURE_DATA_DIR = 'tests/fixtures/api-data';

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'vitalis-worker-'));
  // wrangler refuses a missing assets folder, and wrangler.toml's dist/ may not be built (npm test builds
  // elsewhere): a copy of it names an empty folder instead, which the Worker tests get as their assets.
  const emptyDir = path.join(root, 'no-assets');
  await mkdir(emptyDir);
  const config = await testConfig(root, emptyDir);
  const state = path.join(root, 'state');
  // Three independent steps at once: the tests wait on all of them before their first file.
  const [{ file }, { workerOptions }] = await Promise.all([
    buildWorker({ dataDir: WORKER_FIXTURE_DATA_DIR, outDir: path.join(root, 'bundle') }),
    import('wrangler').then(({ unstable_getMiniflareWorkerOptions }) => unstable_getMiniflareWorkerOptions(config)),
    run(process.execPath, [
      'node_modules/wrangler/bin/wrangler.js',
      ...['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state, '--config', config],
    ]),
  ]);
  project.provide('worker', {
    script: path.resolve(file),
    options: JSON.parse(JSON.stringify(workerOptions)) as Record<string, unknown>,
    persistTemplate: path.join(state, 'v3'),
    emptyDir,
  });
  return async () => rm(root, { recursive: true, force: true });
}

/** Runs a command as wrangler's CLI expects in CI (no prompt, no metrics); its output only if it fails. */
const run = (command: string, args: string[]) =>
  promisify(execFile)(command, args, { env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' } });

/** wrangler.toml in `root`, its paths made absolute and its assets `assetsDir`. */
async function testConfig(root: string, assetsDir: string): Promise<string> {
  let text = await readFile('wrangler.toml', 'utf8');
  for (const [key, value] of [
    ['main', path.resolve('.dist-worker/worker.js')],
    ['directory', assetsDir],
    ['migrations_dir', path.resolve('server/storage/migrations')],
  ]) {
    const line = new RegExp(`^${key} = ".*"$`, 'm');
    if (!line.test(text)) throw new Error(`wrangler.toml has no ${key} line`);
    text = text.replace(line, `${key} = ${JSON.stringify(value)}`);
  }
  const file = path.join(root, 'wrangler.toml');
  await writeFile(file, text);
  return file;
}

declare module 'vitest' {
  export interface ProvidedContext {
    worker: { script: string; options: Record<string, unknown>; persistTemplate: string; emptyDir: string };
  }
}
