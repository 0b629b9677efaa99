/**
 * The server module npm run dev started for a site, kept in the build's folder (build/dev/remembered-server.ts),
 * so that a restart starts it before loading the site.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { rememberedServer, rememberServer } from '../../../build/dev/remembered-server';

const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-remembered-'));
const buildDir = path.join(dir, '.build');
const server = path.join(dir, 'server.ts');
writeFileSync(server, 'export {};\n');
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

it('remembers the server a site declared, and that a site declared none', () => {
  expect(rememberedServer(buildDir, '/site-a.ts')).toBeUndefined();
  rememberServer(buildDir, '/site-a.ts', server);
  expect(rememberedServer(buildDir, '/site-a.ts')).toBe(server);
  rememberServer(buildDir, '/site-a.ts', undefined);
  expect(rememberedServer(buildDir, '/site-a.ts')).toBeNull();
});

it('knows nothing for another site, a server file gone or a damaged record', () => {
  rememberServer(buildDir, '/site-a.ts', server);
  expect(rememberedServer(buildDir, '/site-b.ts')).toBeUndefined();
  rememberServer(buildDir, '/site-a.ts', path.join(dir, 'gone.ts'));
  expect(rememberedServer(buildDir, '/site-a.ts')).toBeUndefined();
  writeFileSync(path.join(buildDir, 'dev-server.json'), '{"site": "/site-a.ts", "serv');
  expect(rememberedServer(buildDir, '/site-a.ts')).toBeUndefined();
});
