/**
 * What the content editor's API writes and deletes, and what it refuses, on a copy of the mini site's
 * data: media only as images under the media folder, entries renamed and deleted only within their own
 * folder collection, nothing reached through a symbolic link that leads out of the data folder, and no
 * save made from a version of a file older than the one on disk.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorOnCopy } from './editor-fixture';

const editor = editorOnCopy();
const { ask, save, read, versionOf, root } = editor;
const outside = mkdtempSync(path.join(os.tmpdir(), 'vitalis-editor-outside-'));
afterAll(() => {
  editor.remove();
  rmSync(outside, { recursive: true, force: true });
});

const base64 = (data: string | Uint8Array) => Buffer.from(data).toString('base64');
const at = (rel: string) => path.join(root, rel);
let png: Buffer;
let otherPng: Buffer;
beforeAll(async () => {
  const dot = (background: string) =>
    sharp({ create: { width: 2, height: 2, channels: 3, background } })
      .png()
      .toBuffer();
  png = await dot('#ff0000');
  otherPng = await dot('#0000ff');
});
const upload = (rel: string, content: string | Uint8Array, loaded?: Record<string, string | null>) =>
  ask('persistMedia', { asset: { path: rel, content: base64(content), encoding: 'base64' }, options: {}, loaded });

describe('media (persistMedia skips every check)', () => {
  it('does not overwrite the settings file or write an entry with bad front matter through persistMedia', async () => {
    const settings = read('data/settings.yaml');
    const garbage = await upload('data/settings.yaml', 'garbage: [');
    expect(garbage.status).toBeGreaterThanOrEqual(400);
    expect(garbage.status).toBeLessThan(500);
    expect(garbage.body.error).toMatch(/media go directly in \S*data\/images/);
    expect(read('data/settings.yaml')).toBe(settings);

    const evil = await upload('data/notes/evil.md', '---\ntitle: 5\n---\n');
    expect(evil.status).toBe(403);
    expect(existsSync(at('data/notes/evil.md'))).toBe(false);
  });

  it('saves an image whose bytes are an image the build reads, directly in the media folder', async () => {
    const saved = await upload('data/images/dot.png', png);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ path: 'data/images/dot.png', name: 'dot.png' });
    expect(readFileSync(at('data/images/dot.png')).equals(png)).toBe(true);
  });

  it('refuses bytes that are not an image, SVG, and an image named with another type', async () => {
    const text = await upload('data/images/fake.png', 'name: not an image\n');
    expect(text).toMatchObject({
      status: 415,
      body: { error: expect.stringMatching(/is not an image the site can show/) },
    });
    const svg = await upload(
      'data/images/logo.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(svg.status).toBe(415);
    const misnamed = await upload('data/images/dot.jpg', png);
    expect(misnamed).toMatchObject({
      status: 415,
      body: { error: expect.stringMatching(/is a PNG image; name it with \.png/) },
    });
    for (const name of ['fake.png', 'logo.svg', 'dot.jpg'])
      expect(existsSync(at(`data/images/${name}`)), name).toBe(false);
  });

  it('refuses a name that climbs out of the media folder, a subfolder or a hidden name', async () => {
    for (const rel of [
      'data/images/../settings.yaml',
      'data/images/../products/x.png',
      'data/images/sub/dot.png',
      'data/images/.dot.png',
    ]) {
      const { status, body } = await upload(rel, png);
      expect(status, rel).toBe(403);
      expect(typeof body.error, rel).toBe('string');
    }
    expect(existsSync(at('data/products/x.png'))).toBe(false);
  });

  it('never replaces an image of other bytes without the version its editor loaded', async () => {
    writeFileSync(at('data/images/photo.png'), png);
    const blind = await upload('data/images/photo.png', otherPng);
    expect(blind.status).toBe(409);
    expect(readFileSync(at('data/images/photo.png')).equals(png)).toBe(true);
    // The same bytes again change nothing and need no version.
    expect((await upload('data/images/photo.png', png)).status).toBe(200);
    const listed = (await ask('getMedia', { mediaFolder: 'data/images' })).body as { path: string; id: string }[];
    const id = listed.find((file) => file.path === 'data/images/photo.png')!.id;
    expect((await upload('data/images/photo.png', otherPng, { 'data/images/photo.png': id })).status).toBe(200);
    expect(readFileSync(at('data/images/photo.png')).equals(otherPng)).toBe(true);
  });

  it("checks an entry's assets as media, and saves none of the entry when one is refused", async () => {
    const before = read('data/products/anvil.yaml');
    const loaded = { 'data/products/anvil.yaml': await versionOf('data/products/anvil.yaml') };
    const raw = before.replace('price: 120', 'price: 130');
    const entry = (assets: unknown[]) =>
      ask('persistEntry', {
        dataFiles: [{ path: 'data/products/anvil.yaml', slug: 'anvil', raw }],
        assets,
        options: {},
        loaded,
      });
    const refused = await entry([{ path: 'data/settings.yaml', content: base64('title: 5\n'), encoding: 'base64' }]);
    expect(refused.status).toBe(403);
    expect(read('data/products/anvil.yaml')).toBe(before);
    const saved = await entry([{ path: 'data/images/anvil.png', content: base64(png), encoding: 'base64' }]);
    expect(saved.status).toBe(200);
    expect(readFileSync(at('data/images/anvil.png')).equals(png)).toBe(true);
    expect(read('data/products/anvil.yaml')).toContain('price: 130');
  });
});

describe('delete and rename across collections', () => {
  it('never deletes the settings, a single-file collection', async () => {
    const settings = read('data/settings.yaml');
    const loaded = { 'data/settings.yaml': await versionOf('data/settings.yaml') };
    for (const action of ['deleteFile', 'deleteFiles']) {
      const refused = await ask(action, { path: 'data/settings.yaml', paths: ['data/settings.yaml'], loaded });
      expect(refused.status, action).toBe(403);
      expect(refused.body.error).toMatch(/never deleted/);
    }
    expect(read('data/settings.yaml')).toBe(settings);
  });

  it('never renames the settings into another collection, nor an entry into another collection', async () => {
    const settings = read('data/settings.yaml');
    const moved = await save('data/settings.yaml', settings, { newPath: 'data/products/settings.yaml' });
    expect(moved.status).toBe(403);
    expect(read('data/settings.yaml')).toBe(settings);
    expect(existsSync(at('data/products/settings.yaml'))).toBe(false);

    const bucket = read('data/products/bucket.yaml');
    const across = await save('data/products/bucket.yaml', bucket, { newPath: 'data/notes/bucket.md' });
    expect(across.status).toBe(403);
    expect(read('data/products/bucket.yaml')).toBe(bucket);
    expect(existsSync(at('data/notes/bucket.md'))).toBe(false);
  });

  it('never renames an entry over another entry, and renames it within its own collection', async () => {
    const bucket = read('data/products/bucket.yaml');
    const candle = read('data/products/candle.yaml');
    const over = await save('data/products/bucket.yaml', bucket, { newPath: 'data/products/candle.yaml' });
    expect(over.status).toBe(409);
    expect(read('data/products/candle.yaml')).toBe(candle);
    expect(read('data/products/bucket.yaml')).toBe(bucket);

    const renamed = await save('data/products/bucket.yaml', bucket, { newPath: 'data/products/pail.yaml' });
    expect(renamed.status).toBe(200);
    expect(existsSync(at('data/products/bucket.yaml'))).toBe(false);
    expect(read('data/products/pail.yaml')).toBe(bucket);
  });

  it('refuses a rename to a file name the build refuses, with its file:line:column message', async () => {
    const candle = read('data/products/candle.yaml');
    const refused = await save('data/products/candle.yaml', candle, { newPath: 'data/products/Big Candle.yaml' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(
      /data\/products\/Big Candle\.yaml:1:1 \(file\): the file name 'Big Candle' is the page's slug/,
    );
    expect(read('data/products/candle.yaml')).toBe(candle);
    expect(existsSync(at('data/products/Big Candle.yaml'))).toBe(false);
  });

  it('answers a delete of a folder with a 4xx JSON message, not a 500 EISDIR stack', async () => {
    const refused = await ask('deleteFiles', { paths: ['data/products'] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/is a folder/);
    expect(existsSync(at('data/products/anvil.yaml'))).toBe(true);
  });

  it('deletes an entry of a folder collection from the version its editor loaded, and not from an older one', async () => {
    const rel = 'data/products/crate.yaml';
    writeFileSync(at(rel), 'name: Crate\nprice: 40\n');
    const loaded = { [rel]: await versionOf(rel) };
    writeFileSync(at(rel), 'name: Crate\nprice: 45\n');
    expect((await ask('deleteFiles', { paths: [rel], loaded })).status).toBe(409);
    expect(existsSync(at(rel))).toBe(true);
    expect((await ask('deleteFiles', { paths: [rel], loaded: { [rel]: await versionOf(rel) } })).status).toBe(200);
    expect(existsSync(at(rel))).toBe(false);
  });
});

describe('symlinks lead out', () => {
  beforeAll(() => {
    writeFileSync(path.join(outside, 'secret.yaml'), 'name: Secret\nprice: 1\n');
    symlinkSync(outside, at('data/linkdir'));
    symlinkSync(path.join(outside, 'secret.yaml'), at('data/products/secret.yaml'));
  });

  it('reads nothing through a link to a folder outside the data folder', async () => {
    const reached = await ask('getEntry', { path: 'data/linkdir/secret.yaml' });
    expect(reached.status).toBe(403);
    expect(JSON.stringify(reached.body)).not.toContain('Secret');
    const linked = await ask('getEntry', { path: 'data/products/secret.yaml' });
    expect(linked.status).toBe(403);
    const listed = (await ask('entriesByFolder', { folder: 'data/products', extension: 'yaml' })).body as {
      file: { path: string };
    }[];
    expect(listed.map((e) => e.file.path)).not.toContain('data/products/secret.yaml');
  });

  it('writes and deletes nothing through a link to a folder outside the data folder', async () => {
    mkdirSync(at('data/images'), { recursive: true });
    const written = await upload('data/linkdir/x.png', png);
    expect(written.status).toBe(403);
    expect(existsSync(path.join(outside, 'x.png'))).toBe(false);
    const deleted = await ask('deleteFiles', { paths: ['data/linkdir/secret.yaml'] });
    expect(deleted.status).toBe(403);
    const unlinked = await ask('deleteFiles', { paths: ['data/products/secret.yaml'] });
    expect(unlinked.status).toBe(403);
    expect(existsSync(path.join(outside, 'secret.yaml'))).toBe(true);
  });
});

describe('lost update', () => {
  /** A note of its own for each test. */
  const newNote = (slug: string) => {
    const rel = `data/notes/${slug}.md`;
    writeFileSync(at(rel), '---\ntitle: Hello\n---\n\nWe opened the shop this week.\n');
    return rel;
  };

  it("refuses B's save made from the text A's save replaced, and keeps A's title", async () => {
    const note = newNote('two-editors');
    const opened = read(note);
    const loadedByA = await versionOf(note);
    const loadedByB = await versionOf(note);
    const byA = await save(note, opened.replace('title: Hello', 'title: Hello again'), { loaded: loadedByA });
    expect(byA.status).toBe(200);
    const byB = await save(note, opened.replace('We opened the shop', 'We opened our shop'), { loaded: loadedByB });
    expect(byB.status).toBe(409);
    expect(byB.body.error).toMatch(
      /^Not saved: \S*data\/notes\/two-editors\.md changed since you opened it .* Reload the page/,
    );
    expect(read(note)).toContain('title: Hello again');
    expect(read(note)).toContain('We opened the shop');

    // A's next save is made from what A's save wrote: the answer told A its new version.
    const versions = byA.body.versions as Record<string, string>;
    const again = await save(note, read(note).replace('this week', 'last week'), { loaded: versions[note] });
    expect(again.status).toBe(200);
    expect(read(note)).toContain('last week');
  });

  it('refuses a save made before another program (a text editor, git) changed the file', async () => {
    const note = newNote('changed-by-hand');
    const loaded = await versionOf(note);
    const opened = read(note);
    writeFileSync(at(note), opened.replace('this week', 'this month'));
    const refused = await save(note, opened.replace('title: Hello', 'title: Hi'), { loaded });
    expect(refused.status).toBe(409);
    expect(read(note)).toContain('this month');
    expect(read(note)).toContain('title: Hello');
  });

  it('refuses a save of an existing file that does not say which version it was made from', async () => {
    const note = newNote('no-version');
    const before = read(note);
    const refused = await ask('persistEntry', {
      dataFiles: [{ path: note, raw: before.replace('Hello', 'Hey') }],
      assets: [],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/does not say which version/);
    expect(read(note)).toBe(before);
  });

  it('refuses a new entry whose file someone else created meanwhile', async () => {
    const note = newNote('created-meanwhile');
    const refused = await ask('persistEntry', {
      dataFiles: [{ path: note, raw: '---\ntitle: Mine\n---\n\nMy text.\n' }],
      assets: [],
      options: { newEntry: true },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/exists already/);
    expect(read(note)).toContain('We opened the shop');
  });
});
