/**
 * npm run dev (scripts/dev.ts, in its own process, on the mini site's data copied to a temporary folder)
 * answers this machine only: a request whose Host is another name (DNS rebinding) is refused, pages,
 * live reload, the content editor and the form API alike; and on an address other machines reach
 * (HOST=0.0.0.0) it serves the site with the content editor off, saying so and why.
 * Each start builds the mini site first (a few seconds).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type DevProject, startDev } from '../../scripts/bench/dev-project';

const MINI = 'tests/fixtures/sites/mini';
const started: DevProject[] = [];
afterAll(async () => {
  for (const dev of started) await dev.stop();
});

/** npm run dev of the mini site on `port`, with everything it writes in a temporary folder. */
async function startMini(port: number, env: Record<string, string> = {}, siteYaml?: string): Promise<DevProject> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-dev-guard-'));
  cpSync(path.join(MINI, 'data'), path.join(root, 'data'), { recursive: true });
  // The form server reads its bot-check site key from site.yaml in the data folder.
  if (siteYaml) writeFileSync(path.join(root, 'data/site.yaml'), siteYaml);
  const dev = await startDev({
    root,
    cwd: process.cwd(),
    port,
    env: {
      SITE: `${MINI}/site.ts`,
      DATA_DIR: path.join(root, 'data'),
      DIST_DIR: path.join(root, 'dist'),
      VAR_DIR: path.join(root, 'var'),
      BUILD_DIR: path.join(root, 'build'),
      ...env,
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  });
  started.push(dev);
  return dev;
}

/** A request with the Host header given (fetch sets its own). */
function ask(
  port: number,
  host: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, method: init.method ?? 'GET', headers: { ...init.headers, Host: host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        // The live-reload stream never ends: its first chunk is enough.
        response.on('data', (chunk: string) => {
          body += chunk;
          if (target.startsWith('/__dev/')) response.destroy();
        });
        response.on('close', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

const json = { 'Content-Type': 'application/json', Origin: 'http://evil.example:4431' };

describe('npm run dev', () => {
  it('DNS rebinding: answers a foreign Host with 403 for pages, live reload, the editor and the form API', async () => {
    const port = 4431;
    await startMini(port);
    const evil = `evil.example:${port}`;
    const refused = [
      await ask(port, evil, '/'),
      await ask(port, evil, '/products/anvil/'),
      await ask(port, evil, '/__dev/events'),
      await ask(port, evil, '/admin/'),
      await ask(port, evil, '/admin/api/v1', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ action: 'getEntry', params: { path: 'data/settings.yaml' } }),
      }),
      await ask(port, evil, '/api/contact', { method: 'POST', headers: json, body: '{}' }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body).error).toMatch(/answers this machine only/);
    }
    expect((await ask(port, `localhost:${port}`, '/products/anvil/')).status).toBe(200);
    expect((await ask(port, `127.0.0.1:${port}`, '/__dev/events')).status).toBe(200);
  }, 120_000);

  it('HOST=0.0.0.0: serves the site, says the editor is off and why, and the editor API answers 403 JSON', async () => {
    const port = 4432;
    const dev = await startMini(
      port,
      { HOST: '0.0.0.0', TURNSTILE_SECRET_KEY: '0x4AAAAAAAtestsecretforthisrun' },
      'turnstileSiteKey: 0x4AAAAAAAtestsitekeyforthisrun\nemails:\n  general: a@example.com\n  careers: b@example.com\n',
    );
    expect(dev.log()).toMatch(
      /^The content editor is off: HOST=0\.0\.0\.0 lets other machines reach this server .*EDITOR_ALLOW_REMOTE=1 and EDITOR_SECRET/m,
    );
    expect(dev.log()).toContain('(content editor off)');
    const api = await ask(port, `localhost:${port}`, '/admin/api/v1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info', params: {} }),
    });
    expect(api.status).toBe(403);
    expect(JSON.parse(api.body).error).toMatch(/^The content editor is off/);
    expect((await ask(port, `localhost:${port}`, '/admin/')).status).toBe(200);
    // The site is served (here the page that shows why there is no build yet: site.yaml is no file of
    // the mini site's collections, only the form server's settings).
    const page = await ask(port, `localhost:${port}`, '/');
    expect(page.status).toBe(503);
    expect(page.body).toContain('data/site.yaml:1:1 (file): this file belongs to no collection');
  }, 120_000);

  it('BUILD_DIR naming a folder of other files: refused at once, before anything is written there', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-dev-guard-'));
    writeFileSync(path.join(root, 'notes.txt'), 'mine');
    const { NODE_ENV: _, ...shell } = process.env;
    const refused = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['scripts/dev-start.mjs', '--no-cards'],
        {
          env: { ...shell, SITE: `${MINI}/site.ts`, PORT: '4433', BUILD_DIR: root, DIST_DIR: path.join(root, 'dist') },
        },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`the build folder ${root} holds files no build wrote (notes.txt)`);
    expect(readdirSync(root)).toEqual(['notes.txt']);
    rmSync(root, { recursive: true, force: true });
  }, 60_000);
});
