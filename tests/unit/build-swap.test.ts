/**
 * The build writes to a temporary folder and swaps it in for dist/. A failure after that folder was
 * written, or in the swap itself, must leave the previous dist/ exactly as it was and no folder behind;
 * and while a rebuild swaps dist/, the server answers every request from one complete site.
 */
import { appendFileSync, cpSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, expect, inject, it, vi } from 'vitest';
import { build, LinkErrors } from '../../build/index';
import { createStaticSite } from '../../server/static-site';
import { scratchProject, type ScratchProject } from './helpers/project';
import siteConfig from '../../templates/site';

/** Renames into a chosen path fail or wait, to stand for a full disk or a slow file system. */
const renameInto = vi.hoisted(() => ({ fail: '', delayMs: 0, target: '' }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const rename = async (from: string, to: string) => {
    if (to === renameInto.target && from.includes('.dist-tmp-') && !from.endsWith('-old')) {
      if (renameInto.fail) throw Object.assign(new Error(renameInto.fail), { code: 'EXDEV' });
      if (renameInto.delayMs) await new Promise((resolve) => setTimeout(resolve, renameInto.delayMs));
    }
    return actual.rename(from, to);
  };
  return { ...actual, rename, default: { ...actual, rename } };
});

function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files[path.relative(dir, path.join(entry.parentPath, entry.name))] = createHash('sha256')
        .update(readFileSync(path.join(entry.parentPath, entry.name)))
        .digest('hex');
  }
  return files;
}

/** A whole build takes seconds, or a minute when the machine is busy. */
const BUILD_TIMEOUT = 180_000;
let project: ScratchProject;
let previous: Record<string, string>;
const root = () => path.dirname(project.outDir);
const options = () => ({
  site: siteConfig,
  dataDir: project.dataDir,
  outDir: project.outDir,
  siteUrl: 'https://www.vitalis.example',
});

/**
 * A failed build leaves no temporary folder: what it wrote becomes the spare the next build writes
 * over (.build/spare-dist, build/emit/output-folder.ts), and nothing else is there.
 */
function expectNothingBesideTheSpare() {
  expect(readdirSync(root()).sort()).toEqual(['.build', 'data', 'dist']);
  expect(readdirSync(path.join(root(), '.build'))).toEqual(['spare-dist']);
}

beforeEach(() => {
  project = scratchProject('swap');
  cpSync(inject('distDir'), project.outDir, { recursive: true });
  previous = snapshot(project.outDir);
  Object.assign(renameInto, { fail: '', delayMs: 0, target: project.outDir });
});
afterEach(() => project.remove());

it(
  'a broken internal link, found after the temporary folder was written, leaves dist/ intact and no folder behind',
  async () => {
    // Valid data naming a page that exists, so the build renders and writes everything before the link
    // check finds that the page has no such element (a link to a missing page is refused before rendering).
    project.edit(
      'navigation.yaml',
      '{ label: Our Story, href: /about/ }',
      '{ label: Our Story, href: /about/#no-such-section }',
    );
    await expect(build(options())).rejects.toBeInstanceOf(LinkErrors);
    expect(snapshot(project.outDir)).toEqual(previous);
    expectNothingBesideTheSpare();
  },
  BUILD_TIMEOUT,
);

it(
  'the final rename fails: the previous dist/ is put back intact and no folder is left behind',
  async () => {
    renameInto.fail = 'simulated: the new build cannot be moved into place';
    await expect(build(options())).rejects.toThrow(renameInto.fail);
    expect(snapshot(project.outDir)).toEqual(previous);
    expectNothingBesideTheSpare();
  },
  BUILD_TIMEOUT,
);

it(
  'a reader during a rebuild always gets one complete site, then the new one',
  async () => {
    const site = await createStaticSite(project.outDir);
    const before = await (await site.handle(new Request('http://localhost/privacy/'))).text();
    appendFileSync(path.join(project.dataDir, 'legal/privacy.md'), '\n\nA sentence only the new build has.\n');
    // dist/ stays away for 150 ms between the two renames, far longer than a real swap.
    renameInto.delayMs = 150;
    let building = true;
    const rebuilt = build(options()).finally(() => {
      building = false;
    });
    const answers: string[] = [];
    while (building) {
      const res = await site.handle(new Request('http://localhost/privacy/'));
      const text = await res.text();
      answers.push(
        res.status === 200 && (text === before || text.includes('A sentence only the new build has.'))
          ? 'complete'
          : `${res.status} ${text.slice(0, 40)}`,
      );
    }
    await rebuilt;
    expect(answers.filter((a) => a !== 'complete')).toEqual([]);
    expect(answers.length).toBeGreaterThan(10);
    expect(await (await site.handle(new Request('http://localhost/privacy/'))).text()).toContain(
      'A sentence only the new build has.',
    );
    // No temporary folder is left; the build report and the site replaced (the spare) are kept beside dist/ (.build/).
    expect(readdirSync(root()).sort()).toEqual(['.build', 'data', 'dist']);
    expect(readdirSync(path.join(root(), '.build')).sort()).toEqual(['report.json', 'spare-dist']);
    expect(readFileSync(path.join(root(), '.build/spare-dist/privacy/index.html'), 'utf8')).toBe(before);
  },
  BUILD_TIMEOUT,
);
