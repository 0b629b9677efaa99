/** The server's configuration: safe local defaults, and no always-pass bot check in production. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, TEST_TURNSTILE_SECRET } from '../../server/config';

const REAL_SECRET = '0x4AAAAAAAexampleRealSecretKey00000';

describe('bot check in production (issue 7)', () => {
  it('production refuses to start with the always-pass test keys, naming what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TURNSTILE_SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', TURNSTILE_SECRET_KEY: TEST_TURNSTILE_SECRET })).toThrow(/TURNSTILE_SECRET_KEY/);
    // data/site.yaml carries Cloudflare's test site key, so a real secret alone is not enough.
    expect(() => loadConfig({ NODE_ENV: 'production', TURNSTILE_SECRET_KEY: REAL_SECRET })).toThrow(/turnstileSiteKey in data\/site\.yaml/);
  });

  it('npm start on a fresh clone (no NODE_ENV) still works with the test keys', () => {
    expect(loadConfig({}).turnstileSecret).toBe(TEST_TURNSTILE_SECRET);
  });

  it('production refuses to start from the command line too, with the message and exit code 1', () => {
    const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/start.ts', '--no-build'], {
      env: { ...process.env, NODE_ENV: 'production', TURNSTILE_SECRET_KEY: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('TURNSTILE_SECRET_KEY');
    expect(run.stderr).toContain('turnstileSiteKey');
  });
});
