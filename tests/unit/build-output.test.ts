/**
 * Reproducible builds: the same input gives a byte-identical dist/, and nothing in it holds a timing or
 * the day of the build; the build report lives beside dist/, never in it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject, it, vi } from 'vitest';
import { build, buildYear } from '../../build/index';
import { readReport, reportFile } from '../../build/report';
import { SITE_URL } from './global-setup';
import siteConfig from '../../templates/site';

/** Every file of a dist/ with its hash, none left out. */
function digest(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return files;
}

const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-output-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('builds the same bytes twice: once for the tests, and again years later by the clock', async () => {
  const single = path.join(root, 'single');
  // The clock says 2031, but SOURCE_DATE_EPOCH names today, when the shared dist/ was built: nothing in
  // dist/ (the footer's year, feed dates) may come from the clock.
  process.env.SOURCE_DATE_EPOCH = String(Math.floor(Date.now() / 1000));
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-06-01T12:00:00Z') });
  try {
    await build({ site: siteConfig, outDir: single, siteUrl: SITE_URL, cards: false });
  } finally {
    vi.useRealTimers();
    delete process.env.SOURCE_DATE_EPOCH;
  }
  const pooled = digest(inject('distDir'));
  expect(Object.keys(pooled).length).toBeGreaterThan(1000);
  expect(digest(single)).toEqual(pooled);
});

it("publishes no build report: it is kept in the build's folder, with the sample page of every kind", () => {
  const dist = inject('distDir');
  expect(existsSync(path.join(dist, 'build-report.json'))).toBe(false);
  expect(existsSync(reportFile(inject('buildDir')))).toBe(true);
  const report = readReport(inject('buildDir'));
  expect(Object.keys(report.kinds)).toContain('home');
  expect(report.kinds.home!.sample).toBe('/');
});

it("shows the current year in the footer, or SOURCE_DATE_EPOCH's when it is set", () => {
  expect(buildYear({})).toBe(new Date().getUTCFullYear());
  expect(buildYear({ SOURCE_DATE_EPOCH: '1924992000' })).toBe(2031);
});
