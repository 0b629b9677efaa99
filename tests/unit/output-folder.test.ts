/**
 * The output folder (build/emit/output-folder.ts, build/emit/writer.ts): the site a build replaces is
 * kept as the spare and the next build writes over it. What the spare held from before must not survive
 * into the new site unless the build writes it again, and writing over it must never reach a file of
 * another name (a page the build cache keeps, hard-linked) or outside the folder (a symbolic link).
 */
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { keepAsSpare, outputFolder, pruneStalePages, swapIn } from '../../build/emit/output-folder';
import { createWriter } from '../../build/emit/writer';

let root: string;
const outDir = () => path.join(root, 'dist');
const spare = () => path.join(root, '.build', 'spare-dist');
const tmp = () => path.join(root, '.dist-tmp-test');

/** Every file and folder under `dir`, folders marked with a trailing slash. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)) + (e.isDirectory() ? '/' : ''))
    .sort();
}

function put(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-output-folder-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('starts an empty folder when there is no spare', async () => {
  const recycledPages = await outputFolder(outDir(), tmp());
  expect(existsSync(tmp())).toBe(true);
  expect(tree(tmp())).toEqual([]);
  expect(recycledPages.size).toBe(0);
});

it('takes the spare, keeping its pages only, and deletes the pages the new site does not have with the folders they leave empty', async () => {
  put(path.join(spare(), 'index.html'), 'home');
  put(path.join(spare(), 'about/index.html'), 'about');
  put(path.join(spare(), 'blog/index.html'), 'blog');
  put(path.join(spare(), 'blog/feed.xml'), 'feed');
  put(path.join(spare(), 'assets/site-old.css'), 'css');
  put(path.join(spare(), 'assets/chunks/old.js'), 'js');
  put(path.join(spare(), 'locations/idaho/meridian/index.html'), 'meridian');
  put(path.join(spare(), 'locations/idaho/index.html'), 'idaho');
  put(path.join(spare(), 'locations/utah/provo/index.html'), 'provo');
  symlinkSync('/etc/hostname', path.join(spare(), 'linked.txt'));

  const recycledPages = await outputFolder(outDir(), tmp());
  const dir = tmp();
  expect(existsSync(spare())).toBe(false);
  // Everything but pages is gone, with the folders that held nothing else.
  expect(tree(dir)).toEqual([
    'about/',
    'about/index.html',
    'blog/',
    'blog/index.html',
    'index.html',
    'locations/',
    'locations/idaho/',
    'locations/idaho/index.html',
    'locations/idaho/meridian/',
    'locations/idaho/meridian/index.html',
    'locations/utah/',
    'locations/utah/provo/',
    'locations/utah/provo/index.html',
  ]);
  expect([...recycledPages].sort()).toEqual([
    'about/index.html',
    'blog/index.html',
    'index.html',
    'locations/idaho/index.html',
    'locations/idaho/meridian/index.html',
    'locations/utah/provo/index.html',
  ]);

  // The new site has no Meridian and no Utah.
  pruneStalePages(
    dir,
    recycledPages,
    new Set(['index.html', 'about/index.html', 'blog/index.html', 'locations/idaho/index.html', 'contact/index.html']),
  );
  expect(tree(dir)).toEqual([
    'about/',
    'about/index.html',
    'blog/',
    'blog/index.html',
    'index.html',
    'locations/',
    'locations/idaho/',
    'locations/idaho/index.html',
  ]);
});

it('writes over a page in place, but never through a hard link or a symbolic link', async () => {
  const kept = path.join(root, 'cache/page.html');
  const outside = path.join(root, 'outside.txt');
  put(kept, 'the page the cache keeps');
  put(outside, 'not part of the site');
  put(path.join(spare(), 'plain/index.html'), 'the old plain page, longer than the new one');
  mkdirSync(path.join(spare(), 'linked'), { recursive: true });
  linkSync(kept, path.join(spare(), 'linked/index.html'));
  mkdirSync(path.join(spare(), 'symbolic'), { recursive: true });
  symlinkSync(outside, path.join(spare(), 'symbolic/index.html'));
  const plainInode = statSync(path.join(spare(), 'plain/index.html')).ino;

  await outputFolder(outDir(), tmp());
  const dir = tmp();
  const writer = createWriter(dir);
  await writer.write('plain/index.html', 'new plain page');
  await writer.write('linked/index.html', 'new linked page');
  await writer.write('new/deep/index.html', 'a page in folders that did not exist');
  await writer.flush();

  expect(readFileSync(path.join(dir, 'plain/index.html'), 'utf8')).toBe('new plain page');
  expect(statSync(path.join(dir, 'plain/index.html')).ino).toBe(plainInode);
  expect(readFileSync(path.join(dir, 'linked/index.html'), 'utf8')).toBe('new linked page');
  expect(readFileSync(kept, 'utf8')).toBe('the page the cache keeps');
  expect(readFileSync(path.join(dir, 'new/deep/index.html'), 'utf8')).toBe('a page in folders that did not exist');
  // A symbolic link among the pages is not a page: gone before anything is written.
  expect(existsSync(path.join(dir, 'symbolic/index.html'))).toBe(false);
  expect(readFileSync(outside, 'utf8')).toBe('not part of the site');
});

it('leaves a page that already holds the same bytes as it is, and writes one of the same size with other bytes', async () => {
  const same = 'an unchanged page, ünïcode included';
  put(path.join(spare(), 'same/index.html'), same);
  put(path.join(spare(), 'sized/index.html'), 'the old page: 24 bytes..');
  put(path.join(spare(), 'longer/index.html'), `${same} and more`);
  const old = new Date('2020-01-01T00:00:00Z');
  for (const page of ['same', 'sized', 'longer']) utimesSync(path.join(spare(), page, 'index.html'), old, old);

  await outputFolder(outDir(), tmp());
  const writer = createWriter(tmp());
  await writer.write('same/index.html', same);
  await writer.write('sized/index.html', 'the new page: 24 bytes!!');
  await writer.write('longer/index.html', same);
  await writer.flush();

  const page = (name: string) => path.join(tmp(), name, 'index.html');
  expect(readFileSync(page('same'), 'utf8')).toBe(same);
  expect(statSync(page('same')).mtime).toEqual(old); // not written again
  expect(readFileSync(page('sized'), 'utf8')).toBe('the new page: 24 bytes!!');
  expect(statSync(page('sized')).mtime).not.toEqual(old);
  // The same bytes at its start: cut to them.
  expect(readFileSync(page('longer'), 'utf8')).toBe(same);
});

it('reports a file it cannot write at flush', async () => {
  await outputFolder(outDir(), tmp());
  const dir = tmp();
  mkdirSync(path.join(dir, 'taken/index.html'), { recursive: true });
  const writer = createWriter(dir);
  void writer.write('taken/index.html', 'a page where a folder is');
  await expect(writer.flush()).rejects.toThrow(/taken\/index\.html/);
});

it('keeps the site it replaces as the spare; with a spare already there, the older one is deleted instead', async () => {
  put(path.join(outDir(), 'index.html'), 'first site');
  put(path.join(tmp(), 'index.html'), 'second site');
  await swapIn(tmp(), outDir());
  expect(readFileSync(path.join(outDir(), 'index.html'), 'utf8')).toBe('second site');
  expect(readFileSync(path.join(spare(), 'index.html'), 'utf8')).toBe('first site');
  expect(existsSync(tmp())).toBe(false);

  // Two builds at once: the spare is taken already when the second sets its folder aside.
  const other = path.join(root, '.dist-tmp-other');
  put(path.join(other, 'index.html'), 'a failed build');
  await keepAsSpare(other, outDir());
  expect(readFileSync(path.join(spare(), 'index.html'), 'utf8')).toBe('first site');
  expect(existsSync(other)).toBe(false);
});
