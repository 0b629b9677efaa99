/**
 * The dev server's side of the content editor (build/dev/editor.ts), asked as Decap asks it, on a copy
 * of the mini site's data: it lists and reads entries, saves a change in place, refuses a save the
 * build would refuse with its file:line:column message and leaves the file as it was, writes nothing
 * outside the data folder, answers only its own pages, serves the configuration with the pages
 * that show each collection's entries, and Decap's bundle with a validator a browser's copy is checked by.
 */
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { editorOnCopy, ORIGIN } from './editor-fixture';

const { ask, save, read, server, remove } = editorOnCopy();
afterAll(remove);
const anvil = () => read('data/products/anvil.yaml');

describe('the content editor API', () => {
  it('tells Decap it is a local file system, and lists and reads the entries of a folder', async () => {
    expect((await ask('info', {})).body).toMatchObject({ publish_modes: ['simple'], type: 'local_fs' });
    const { body } = await ask('entriesByFolder', { folder: 'data/products', extension: 'yaml', depth: 1 });
    expect((body as { file: { path: string } }[]).map((e) => e.file.path)).toEqual([
      'data/products/anvil.yaml',
      'data/products/bucket.yaml',
      'data/products/candle.yaml',
    ]);
    expect((await ask('getEntry', { path: 'data/products/anvil.yaml' })).body.data).toBe(anvil());
  });

  it('saves a change in place: one line of the file changes', async () => {
    const before = anvil();
    const raw =
      'name: Anvil\nprice: 125\nnote: "Heavy. Call {phone} before you order two."\nrelated:\n  - /products/bucket/\n';
    const saved = await save('data/products/anvil.yaml', raw);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('entry persisted');
    expect(anvil()).toBe(before.replace('price: 120', 'price: 125'));
  });

  it('refuses a save the build would refuse, with its file:line:column message, and leaves the file alone', async () => {
    const before = anvil();
    const refused = await save('data/products/anvil.yaml', 'name: Anvil\nprice: "free"\n');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/^Not saved; the build would refuse it:\n.*products\/anvil\.yaml:2:8 price: /);
    expect(anvil()).toBe(before);
  });

  it('writes and reads nothing outside the data folder', async () => {
    for (const rel of ['package.json', 'data/../package.json', '/etc/passwd']) {
      const { status, body } = await ask('getEntry', { path: rel });
      expect(status, rel).toBe(403);
      expect(body.error).toMatch(/outside the data folder/);
    }
    const written = await save('outside.yaml', 'a: 1\n', { loaded: null });
    expect(written.status).toBe(403);
  });

  it('answers only its own pages: another origin, or a body that is not JSON, is refused', async () => {
    expect((await ask('info', {}, { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await ask('info', {}, { headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect((await ask('format-disk', {})).status).toBe(422);
  });

  it("is served the configuration with the site's own pages as Decap's View Live links", async () => {
    const served = parse(await (await server.handle(new Request(`${ORIGIN}/admin/config.yml`))).text());
    expect(served.site_url).toBe(ORIGIN);
    expect(served.collections.find((c: { name: string }) => c.name === 'products').preview_path).toBe(
      'products/{{slug}}/',
    );
  });

  it('serves the editor page, which loads Decap from node_modules', async () => {
    const page = await (await server.handle(new Request(`${ORIGIN}/admin/`))).text();
    expect(page).toContain('<script src="/admin/start.js"></script>');
    const bundle = await server.handle(new Request(`${ORIGIN}/admin/decap-cms.js`));
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await server.handle(new Request(`${ORIGIN}/about/`))).status).toBe(404);
  });

  it("answers a browser's copy of Decap's bundle with 304, so the 5 MB are not sent and compiled again", async () => {
    const first = await server.handle(new Request(`${ORIGIN}/admin/decap-cms.js`));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"decap-\d+\.\d+\.\d+-decap-cms\.js"$/);
    const again = await server.handle(
      new Request(`${ORIGIN}/admin/decap-cms.js`, { headers: { 'If-None-Match': etag } }),
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await server.handle(
      new Request(`${ORIGIN}/admin/decap-cms.js`, { headers: { 'If-None-Match': '"decap-0.0.0-decap-cms.js"' } }),
    );
    expect(other.status).toBe(200);
  });
});
