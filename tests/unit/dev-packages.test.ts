/**
 * npm run dev loads the packages it imports before tsx's hooks (scripts/dev-start.mjs): the lists must
 * be what the modules it loads as it starts import, or a package loads through the hooks after all (one
 * missing) or for nothing (one left over).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { metafileOf } from '../../build/code-version';
import { rememberServer } from '../../build/dev/remembered-server';
import { OTHER_PACKAGES, restarting, SERVER_PACKAGES } from '../../scripts/dev-packages.mjs';

const pages = readdirSync('templates/pages')
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => `templates/pages/${f}`);
/** What scripts/dev.ts imports before its first page: itself, then what it awaits with import(). */
const DEV_START = [
  'scripts/dev.ts',
  'build/code-version.ts',
  'build/dev/session.ts',
  'build/dev/editor.ts',
  'templates/site.ts',
  ...pages,
  'server/index.ts',
];

/** The packages `entries` import, following the project's files through their static imports only. */
async function packagesImported(entries: string[]): Promise<string[]> {
  const metafile = await metafileOf(entries);
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path: target, kind, external } of metafile.inputs[file]?.imports ?? []) {
      if (kind !== 'import-statement') continue;
      if (!external) visit(target);
      else if (!target.startsWith('node:')) found.add(target);
    }
  };
  for (const entry of entries) visit(entry);
  return [...found].sort();
}

it("lists the packages the site's server imports, and the others dev imports as it starts", async () => {
  expect([...SERVER_PACKAGES].sort()).toEqual(await packagesImported(['server/index.ts']));
  expect([...SERVER_PACKAGES, ...OTHER_PACKAGES].sort()).toEqual(await packagesImported(DEV_START));
  expect(SERVER_PACKAGES.filter((name) => OTHER_PACKAGES.includes(name))).toEqual([]);
}, 60_000);

it("counts a start as a restart once the same site's last run remembered its server in the build folder", () => {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'vitalis-dev-packages-'));
  try {
    const env = { BUILD_DIR: 'site-build', SITE: 'site.ts' };
    expect(restarting(env, cwd)).toBe(false);
    rememberServer(path.join(cwd, 'site-build'), path.join(cwd, 'site.ts'), undefined);
    expect(restarting(env, cwd)).toBe(true);
    // Another build folder, or another site over the same one, is a first start.
    expect(restarting({ SITE: 'site.ts' }, cwd)).toBe(false);
    expect(restarting({ ...env, SITE: 'other/site.ts' }, cwd)).toBe(false);
    // The agency's site by default, as scripts/site-module.ts has it.
    rememberServer(path.join(cwd, '.build'), path.join(cwd, 'templates/site.ts'), 'server.ts');
    expect(restarting({}, cwd)).toBe(true);
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
});
