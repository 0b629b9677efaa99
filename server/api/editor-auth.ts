/**
 * The content editor's sign-in to GitHub, answered by the site's own server (Decap's `auth_endpoint`):
 *
 * - GET /api/auth sends the popup to GitHub's authorize page with a random `state`, and keeps the same
 *   value in a cookie only the callback receives, so the callback belongs to the browser that started.
 * - GET /api/auth/callback checks the state, exchanges GitHub's code for a token, checks the login
 *   against the site's allow-list before the token goes anywhere, and answers the page that hands it to
 *   the editor on the site's own origin (editor-auth-page.ts).
 *
 * Without a client id and secret both answer 503 naming what to set. A browser gets its answers as a
 * page (the popup shows it, and the editor its message); anything else gets JSON.
 */
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { EDITOR_AUTH_CALLBACK_PATH } from '../../lib/editor-sign-in';
import { type EditorAuthConfig, type EditorAuthSettings, editorAuthSettings } from '../editor-auth-settings';
import { scriptNonce, signInHeaders, signInPage } from './editor-auth-page';
import { authorizeUrl, exchangeCode, GitHubUnavailable, isOrgMember, revokeToken, signedInLogin } from './github-oauth';

const STATE_COOKIE = 'editor_sign_in_state';
/** Long enough to sign in to GitHub with two-factor authentication, short enough that a stale one is gone. */
const STATE_MAX_AGE_SECONDS = 600;

export const signInMessages = {
  notGitHub: "This site's editor signs in with GitHub only.",
  cancelled: 'The sign-in was cancelled on GitHub.',
  wrongState:
    'This sign-in was not started in this browser, or it took more than 10 minutes. Press Login with GitHub again.',
  noCode: 'GitHub sent no sign-in code. Press Login with GitHub again.',
  codeRefused: (reason: string) => `GitHub did not accept the sign-in (${reason}). Press Login with GitHub again.`,
  gitHubDown: 'GitHub could not be reached to finish the sign-in. Try again in a few minutes.',
  notAllowed: (login: string, config: EditorAuthConfig) =>
    `The GitHub account '${login}' may not edit this site. Ask the site's administrator to add it to GITHUB_ALLOWED_LOGINS${config.allowedOrg ? ` or to the ${config.allowedOrg} organisation` : ''}.`,
  unavailable: (problems: string[]) => `The editor's sign-in is not set up on this server: ${problems.join(' ')}`,
};

export function editorAuthApi(settings: EditorAuthSettings = editorAuthSettings({})): Hono {
  const app = new Hono();

  app.get('/', (c) => {
    const origin = siteOrigin(c, settings);
    if (!settings.ready) return refuse(c, origin, 503, signInMessages.unavailable(settings.problems));
    const provider = c.req.query('provider');
    if (provider !== undefined && provider !== 'github') return refuse(c, origin, 400, signInMessages.notGitHub);
    const state = randomState();
    setCookie(c, STATE_COOKIE, state, {
      httpOnly: true,
      secure: !isLoopbackOrigin(origin),
      sameSite: 'Lax',
      path: EDITOR_AUTH_CALLBACK_PATH,
      maxAge: STATE_MAX_AGE_SECONDS,
    });
    for (const [name, value] of Object.entries(signInHeaders())) c.header(name, value);
    return c.redirect(authorizeUrl(settings.config, origin + EDITOR_AUTH_CALLBACK_PATH, state), 302);
  });

  app.get('/callback', async (c) => {
    const origin = siteOrigin(c, settings);
    if (!settings.ready) return refuse(c, origin, 503, signInMessages.unavailable(settings.problems));
    const { config } = settings;
    const expected = getCookie(c, STATE_COOKIE);
    // One state, one try: whatever happens next, the browser forgets it.
    deleteCookie(c, STATE_COOKIE, { path: EDITOR_AUTH_CALLBACK_PATH, secure: !isLoopbackOrigin(origin) });
    const { state, code, error } = c.req.query();
    if (!expected || !state || !sameText(state, expected)) return refuse(c, origin, 403, signInMessages.wrongState);
    if (error === 'access_denied') return refuse(c, origin, 403, signInMessages.cancelled);
    if (!code) return refuse(c, origin, 400, signInMessages.noCode);
    try {
      const exchanged = await exchangeCode(config, code, origin + EDITOR_AUTH_CALLBACK_PATH);
      if ('refused' in exchanged) return refuse(c, origin, 400, signInMessages.codeRefused(exchanged.refused));
      const { token } = exchanged;
      const refusal = await allowListRefusal(config, token);
      if (refusal) {
        await revokeToken(config, token);
        return refuse(c, origin, 403, refusal);
      }
      const nonce = scriptNonce();
      return c.html(signInPage(origin, { token }, nonce), 200, signInHeaders(nonce));
    } catch (failure) {
      if (!(failure instanceof GitHubUnavailable)) throw failure;
      console.error(`Editor sign-in: ${failure.message}.`);
      return refuse(c, origin, 502, signInMessages.gitHubDown);
    }
  });

  return app;
}

/** Why the token's owner may not edit this site, or undefined when they may (no list: GitHub's write access decides). */
async function allowListRefusal(config: EditorAuthConfig, token: string): Promise<string | undefined> {
  if (!config.allowedLogins.length && !config.allowedOrg) return undefined;
  const login = await signedInLogin(config, token);
  if (config.allowedLogins.includes(login.toLowerCase())) return undefined;
  if (config.allowedOrg && (await isOrgMember(config, token, config.allowedOrg, login))) return undefined;
  return signInMessages.notAllowed(login, config);
}

/** A refusal: the popup's page (which also tells the editor why) for a browser, JSON for anything else. */
function refuse(c: Context, origin: string, status: ContentfulStatusCode, message: string): Response {
  if (!(c.req.header('accept') ?? '').includes('text/html'))
    return c.json({ success: false, message }, status, signInHeaders());
  const nonce = scriptNonce();
  return c.html(signInPage(origin, { error: message }, nonce), status, signInHeaders(nonce));
}

/** SITE_URL when the server knows it (behind a proxy the request's own address is the proxy's); else the request's. */
function siteOrigin(c: Context, settings: EditorAuthSettings): string {
  return (settings.ready && settings.config.siteUrl) || new URL(c.req.url).origin;
}

const isLoopbackOrigin = (origin: string) => {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
};

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Compared in time that does not depend on where the two differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
