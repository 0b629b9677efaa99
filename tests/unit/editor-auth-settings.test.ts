/**
 * The editor's sign-in settings from the environment: a mistyped one turns the sign-in off and says
 * which and how to write it, and nothing else of the server stops; the start-up line tells an operator
 * whether editors can sign in and where GitHub must send them back.
 */
import { describe, expect, it } from 'vitest';
import { EDITOR_AUTH_CALLBACK_PATH } from '../../lib/editor-sign-in';
import { loadConfig } from '../../server/config';
import { editorAuthSettings, editorSignInLine } from '../../server/editor-auth-settings';

const both = { GITHUB_CLIENT_ID: 'Ov23liExample', GITHUB_CLIENT_SECRET: 'secret' };

describe('editor sign-in settings', () => {
  it('mistyped settings turn the sign-in off, each named with how to write it', () => {
    const settings = editorAuthSettings({
      ...both,
      GITHUB_REPO_PRIVATE: 'maybe',
      SITE_URL: 'https://www.site.example/shop',
      GITHUB_ALLOWED_LOGINS: 'good-login, bad_login',
      GITHUB_API_BASE: 'ftp://api.example',
    });
    expect(settings).toEqual({
      ready: false,
      problems: [
        "GITHUB_API_BASE must be an http(s) address, not 'ftp://api.example'.",
        "GITHUB_REPO_PRIVATE must be true (a private repository) or false, not 'maybe'.",
        "GITHUB_ALLOWED_LOGINS names 'bad_login', which is not a GitHub login (letters, digits and dashes).",
        "SITE_URL must be an origin such as https://www.example.com, not 'https://www.site.example/shop'.",
      ],
    });
  });

  it('a mistyped sign-in setting does not stop the Node server: its configuration loads, the sign-in off', () => {
    const config = loadConfig({ GITHUB_REPO_PRIVATE: 'maybe', DATA_DIR: 'tests/fixtures/api-data' });
    expect(config.editorAuth.ready).toBe(false);
  });

  it('the start-up line names the app, the scope, the callback on SITE_URL and who may sign in; or why it is off', () => {
    const on = editorAuthSettings({ ...both, SITE_URL: 'https://www.site.example', GITHUB_ALLOWED_ORG: 'agency' });
    expect(editorSignInLine(on, EDITOR_AUTH_CALLBACK_PATH)).toBe(
      'Editor sign-in: GitHub OAuth App Ov23liExample, scope public_repo read:org, callback https://www.site.example/api/auth/callback, for members of agency.',
    );
    expect(editorSignInLine(editorAuthSettings({}), EDITOR_AUTH_CALLBACK_PATH)).toBe(
      'Editor sign-in: off (GITHUB_CLIENT_ID is not set; GITHUB_CLIENT_SECRET is not set).',
    );
  });
});
