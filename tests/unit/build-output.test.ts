/** The same input gives the same dist/: with and without the render pool (issue 9). */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { build } from '../../build/index';
import { SITE_URL } from './global-setup';
import siteConfig from '../../templates/site';

/** Every file of a dist/ with its hash; the build report is left out, as it holds timings. */
function digest(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === 'build-report.json') continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return files;
}

const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-output-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('renders the same bytes on the main thread alone as with the worker pool', async () => {
  const single = path.join(root, 'single');
  await build({ site: siteConfig, dataDir: 'data', outDir: single, siteUrl: SITE_URL, renderWorkers: 0 });
  const pooled = digest(inject('distDir'));
  expect(Object.keys(pooled).length).toBeGreaterThan(1000);
  expect(digest(single)).toEqual(pooled);
});
