/** The server's configuration: safe local defaults, and no always-pass bot check where others can reach it. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { botCheckLine, loadConfig, TEST_TURNSTILE_SECRET } from '../../server/config';

const REAL_SECRET = '0x4AAAAAAAexampleRealSecretKey00000';

describe('bot check keys (issues 7 and 31)', () => {
  it('bot check off unless NODE_ENV is exactly production: a server others can reach refuses the test keys whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['production', 'Production', 'prod', 'production ', undefined]) {
      expect(() => loadConfig({ NODE_ENV, HOST: '0.0.0.0' }), String(NODE_ENV)).toThrow(/TURNSTILE_SECRET_KEY/);
      expect(() => loadConfig({ NODE_ENV, HOST: '0.0.0.0', TURNSTILE_SECRET_KEY: TEST_TURNSTILE_SECRET })).toThrow(
        /HOST=0\.0\.0\.0/,
      );
    }
    // Behind a proxy, other machines reach even a server on 127.0.0.1.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    // data/site.yaml carries Cloudflare's test site key, so a real secret alone is not enough.
    expect(() => loadConfig({ HOST: '0.0.0.0', TURNSTILE_SECRET_KEY: REAL_SECRET })).toThrow(
      /turnstileSiteKey in data\/site\.yaml/,
    );
  });

  it('npm start on a fresh clone listens on this machine only, with the test keys, and says so', () => {
    const config = loadConfig({});
    expect([config.host, config.turnstileSecret, config.botCheck]).toEqual([
      '127.0.0.1',
      TEST_TURNSTILE_SECRET,
      'test',
    ]);
    expect(botCheckLine(config.botCheck)).toMatch(/test keys/);
  });

  it('real keys run the live check wherever the server listens', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      TURNSTILE_SECRET_KEY: REAL_SECRET,
      DATA_DIR: 'tests/fixtures/api-data',
    });
    expect([config.turnstileSecret, config.botCheck]).toEqual([REAL_SECRET, 'live']);
  });

  it('a reachable server refuses to start from the command line too, with the message and exit code 1', () => {
    const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/start.ts', '--no-build'], {
      env: { ...process.env, HOST: '0.0.0.0', TURNSTILE_SECRET_KEY: '', PORT: '0' },
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
    const live = { TURNSTILE_SECRET_KEY: REAL_SECRET, DATA_DIR: 'tests/fixtures/api-data' };
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ ...live, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...live, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...live, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(() => loadConfig({ ...live, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be the number of proxies/);
  });
});

describe('settings a notification would be lost to', () => {
  it('refuses a port out of range, an SMTP_URL that is no SMTP address and addresses that are none, saying which', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow("PORT must be a port number from 0 to 65535, not '70000'.");
    for (const SMTP_URL of ['notaurl', 'http://mail.example.com', 'smtp://'])
      expect(() => loadConfig({ SMTP_URL }), SMTP_URL).toThrow(/^SMTP_URL is not an SMTP server's address/);
    // The address may hold a password: it is not repeated.
    expect(() => loadConfig({ SMTP_URL: 'smpt://u:hunter2@mail.example.com' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
    expect(() => loadConfig({ CONTACT_TO: 'not-an-email' })).toThrow(
      "CONTACT_TO must be an e-mail address, not 'not-an-email'.",
    );
    expect(() => loadConfig({ CAREERS_TO: 'careers at vitalis' })).toThrow(/^CAREERS_TO must be an e-mail address/);
    expect(() => loadConfig({ MAIL_FROM: 'Website <nobody>' })).toThrow(
      /^MAIL_FROM must be an e-mail address \(or Name <address>\)/,
    );
  });

  it('takes what a working setup gives', () => {
    const config = loadConfig({
      PORT: '0',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Website <hello@vitalis.example>',
      CONTACT_TO: 'hello@vitalis.example',
      CAREERS_TO: 'careers@vitalis.example',
    });
    expect([config.port, config.smtpUrl, config.mailFrom]).toEqual([
      0,
      'smtps://user:pass@smtp.example.com:465',
      'Website <hello@vitalis.example>',
    ]);
  });
});
