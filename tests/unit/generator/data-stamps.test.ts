/**
 * A build after an edit reads only the data files whose stamp changed (build/content/data-files.ts):
 * the others' fingerprints come from the last build, and their parsed values from its state.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../build/build';
import { diskData } from '../../../build/content/data-files';
import { lastBuild } from '../../../build/up-to-date';
import { contentHash } from '../../../build/util/hash';
import { miniCode, site } from './mini';

const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-stamps-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** An hour ago in whole seconds, which every file system keeps exactly. */
const anHourAgo = Math.floor(Date.now() / 1000) - 3600;

/** Writes `text` over a file and puts its modification time back, as a copy that keeps times does. */
function writeKeepingTime(file: string, text: string): void {
  utimesSync(file, anHourAgo, anHourAgo);
  const before = statSync(file).mtimeMs;
  writeFileSync(file, text);
  utimesSync(file, anHourAgo, anHourAgo);
  expect(statSync(file).mtimeMs).toBe(before);
}

describe('a data folder on disk', () => {
  const dir = path.join(root, 'folder');
  cpSync(site.dataDir, dir, { recursive: true });
  const rel = 'products/anvil.yaml';
  utimesSync(path.join(dir, rel), anHourAgo, anHourAgo);
  const real = contentHash(readFileSync(path.join(dir, rel)));
  // Everything counts as settled: the files were written a moment ago.
  const firstLook = diskData(dir, {}, -60_000);
  firstLook.hash!(rel);
  const [stamp] = firstLook.stamps!()[rel]!;

  it('takes the fingerprint of a file whose stamp is unchanged from the last look, without reading it', () => {
    // A fingerprint no read of the file could give: the file was not read.
    expect(diskData(dir, { [rel]: [stamp, 'from-the-last-look'] }).hash!(rel)).toBe('from-the-last-look');
    expect(diskData(dir, { [rel]: ['another stamp', 'from-the-last-look'] }).hash!(rel)).toBe(real);
  });

  it('reads a file written with the same size and its old modification time again', () => {
    const text = readFileSync(path.join(dir, rel), 'utf8');
    writeKeepingTime(path.join(dir, rel), text.replace('Heavy.', 'Hefty.'));
    const after = diskData(dir, { [rel]: [stamp, real] });
    expect(after.hash!(rel)).toBe(contentHash(readFileSync(path.join(dir, rel))));
    expect(after.hash!(rel)).not.toBe(real);
  });

  it('stops a build that names a data folder that is not there, saying which and what to do', async () => {
    const missing = path.join(root, 'no-such-folder');
    const built = build({
      site,
      data: diskData(missing),
      outDir: path.join(root, 'never'),
      code: miniCode,
      year: 2026,
    });
    await expect(built).rejects.toMatchObject({
      errors: [
        expect.objectContaining({
          name: 'DataDirMissing',
          file: '(DATA_DIR)',
          message: expect.stringContaining(missing),
        }),
      ],
    });
    expect(() => diskData(path.join(dir, rel)).list()).toThrow(
      expect.objectContaining({ errors: [expect.objectContaining({ name: 'DataDirMissing' })] }),
    );
  });

  it('does not vouch for a file changed within the last moments: the next look reads it', () => {
    const look = diskData(dir);
    look.hash!(rel);
    expect(look.stamps!()).toEqual({});
  });
});

describe('a build with a cache folder', () => {
  it('sees an edit that keeps the size and the modification time, and renders nothing when nothing changed', async () => {
    const dataDir = path.join(root, 'build-data');
    cpSync(site.dataDir, dataDir, { recursive: true });
    const anvil = path.join(dataDir, 'products/anvil.yaml');
    utimesSync(anvil, anHourAgo, anHourAgo);
    const outDir = path.join(root, 'dist');
    const cache = path.join(root, 'cache');
    const buildOnce = () =>
      build({
        site,
        data: diskData(dataDir, lastBuild(cache)?.files, -60_000),
        outDir,
        cache,
        code: miniCode,
        year: 2026,
      });
    await buildOnce();
    expect(Object.keys(lastBuild(cache)!.files)).toContain('products/anvil.yaml');
    writeKeepingTime(anvil, readFileSync(anvil, 'utf8').replace('Heavy.', 'Hefty.'));
    const edited = await buildOnce();
    expect(edited.rendered).toEqual(['/products/anvil/']);
    expect(readFileSync(path.join(outDir, 'products/anvil/index.html'), 'utf8')).toContain('Hefty.');
    const unchanged = await buildOnce();
    expect([unchanged.rendered, unchanged.written]).toEqual([[], []]);
  });
});
