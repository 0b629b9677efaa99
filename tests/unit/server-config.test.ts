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
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain('TURNSTILE_SECRET_KEY');
    expect(run.stderr).toContain('turnstileSiteKey');
  });
});

describe('TRUST_PROXY', () => {
  it('is the number of proxies in front of the server', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });
});
