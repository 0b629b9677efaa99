/**
 * Who the content editor's API answers: this machine's names only (a site that rebinds its own name to
 * 127.0.0.1 is refused), its own pages only, and on an address other machines reach, nobody unless
 * asked for with a secret.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { hostGuard, isAllowedHost } from '../../../build/dev/dev-host';
import { editorAccess } from '../../../build/dev/editor-access';
import { editorOnCopy } from './editor-fixture';

const SECRET = 'a-secret-of-forty-characters-0123456789';

describe('DNS rebinding', () => {
  const editor = editorOnCopy();
  afterAll(editor.remove);

  it('refuses a read and a write whose Host and Origin are a foreign name, and the file stays', async () => {
    const rebound = 'http://evil.example:4500';
    const settings = editor.read('data/settings.yaml');
    const read = await editor.ask('getEntry', { path: 'data/settings.yaml' }, { origin: rebound });
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).not.toContain('Mini Shop');
    const loaded = { 'data/settings.yaml': await editor.versionOf('data/settings.yaml') };
    const written = await editor.ask(
      'persistEntry',
      {
        dataFiles: [{ path: 'data/settings.yaml', raw: 'title: Owned\nphone: x\nurl: https://evil.example\n' }],
        loaded,
      },
      { origin: rebound },
    );
    expect(written).toMatchObject({ status: 403, body: { error: expect.stringMatching(/this machine only/) } });
    expect(editor.read('data/settings.yaml')).toBe(settings);
  });

  it("refuses a write from a page of another origin, even one of this machine's names", async () => {
    const other = await editor.ask('info', {}, { headers: { Origin: 'http://127.0.0.1:4500' } });
    expect(other.status).toBe(403);
    expect((await editor.ask('info', {})).status).toBe(200);
  });

  it('answers loopback names and the names DEV_ALLOWED_HOSTS lists, and no other name', () => {
    for (const name of ['localhost', 'shop.localhost', '127.0.0.1', '127.4.5.6', '[::1]'])
      expect(isAllowedHost(name), name).toBe(true);
    for (const name of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', '0.0.0.0', '192.168.1.10'])
      expect(isAllowedHost(name, { bind: '127.0.0.1' }), name).toBe(false);
    const allowed = ['dev.example.test', '.preview.test'];
    expect(isAllowedHost('dev.example.test', { allowed })).toBe(true);
    expect(isAllowedHost('pr-7.preview.test', { allowed })).toBe(true);
    expect(isAllowedHost('other.example.test', { allowed })).toBe(false);
    // The one address HOST names, when it is not loopback.
    expect(isAllowedHost('192.0.2.7', { bind: '192.0.2.7' })).toBe(true);
  });

  it('answers a foreign Host with 403 JSON for every request of the dev server', async () => {
    const guard = hostGuard({ bind: '127.0.0.1' });
    const refused = guard(new Request('http://evil.example:8091/'));
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({ error: expect.stringMatching(/not the host name 'evil\.example'/) });
    expect(guard(new Request('http://localhost:8091/__dev/events'))).toBeUndefined();
  });
});

describe('HOST=0.0.0.0 (the editor on the network)', () => {
  it('turns the editor off on an address other machines reach, saying why; the page still loads', async () => {
    const access = editorAccess('0.0.0.0', {});
    expect(access).toEqual({
      open: false,
      reason: expect.stringMatching(
        /^The content editor is off: HOST=0\.0\.0\.0 .* set EDITOR_ALLOW_REMOTE=1 and EDITOR_SECRET/,
      ),
    });
    const editor = editorOnCopy({ access, hosts: { bind: '0.0.0.0' } });
    try {
      const refused = await editor.ask('getEntry', { path: 'data/settings.yaml' });
      expect(refused).toMatchObject({ status: 403, body: { error: expect.stringMatching(/content editor is off/) } });
      expect((await editor.server.handle(new Request('http://localhost:4500/admin/'))).status).toBe(200);
    } finally {
      editor.remove();
    }
  });

  it('stays off when EDITOR_ALLOW_REMOTE=1 comes without a secret of 32 characters', () => {
    expect(editorAccess('0.0.0.0', { EDITOR_ALLOW_REMOTE: '1', EDITOR_SECRET: 'short' })).toMatchObject({
      open: false,
      reason: expect.stringMatching(/32 characters or more \(it has 5\)/),
    });
    expect(editorAccess('127.0.0.1', {})).toEqual({ open: true });
  });

  it('opens with EDITOR_ALLOW_REMOTE=1 only to calls that carry the secret as a bearer token', async () => {
    const access = editorAccess('0.0.0.0', { EDITOR_ALLOW_REMOTE: '1', EDITOR_SECRET: SECRET });
    expect(access).toEqual({ open: true, secret: SECRET });
    const editor = editorOnCopy({ access, hosts: { bind: '0.0.0.0' } });
    try {
      expect((await editor.ask('info', {})).status).toBe(401);
      const wrong = await editor.ask('info', {}, { headers: { Authorization: `Bearer ${SECRET.slice(1)}x` } });
      expect(wrong.status).toBe(401);
      const right = await editor.ask('info', {}, { headers: { Authorization: `Bearer ${SECRET}` } });
      expect(right.status).toBe(200);
    } finally {
      editor.remove();
    }
  });
});
