/**
 * The content editor's GitHub sign-in (/api/auth and its callback), on the Node server's app or on the
 * Worker in workerd (API_TARGET=worker), against a GitHub stand-in on this machine: the state ties the
 * callback to the browser that started, the allow-list is checked before a token reaches any page, and
 * the page hands the token to the site's own origin only, under its own nonce.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_AUTH_CALLBACK_PATH, EDITOR_AUTH_PATH } from '../../lib/editor-sign-in';
import { type GitHubStandIn, startGitHubStandIn } from './helpers/github-stand-in';
import { type SignInApp, signInApp, standInEnv } from './helpers/sign-in-target';

let github: GitHubStandIn;
let app: SignInApp;
beforeAll(async () => {
  github = await startGitHubStandIn();
});
afterAll(() => github.close());
afterEach(() => app?.close());

const PAGE = { accept: 'text/html,application/xhtml+xml' };

/** GET /api/auth as the popup opens it: where it sends the browser, and the state cookie it sets. */
async function start() {
  const res = await app.request(`${EDITOR_AUTH_PATH}?provider=github&site_id=localhost&scope=repo`, {
    headers: PAGE,
    redirect: 'manual',
  });
  const location = new URL(res.headers.get('location') ?? '');
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { res, location, setCookie, cookie: setCookie.split(';')[0]! };
}

/** The editor presses Authorize on GitHub's page: where GitHub sends the browser back. */
async function authorize(location: URL): Promise<URL> {
  const approve = new URL('/login/oauth/approve', github.origin);
  for (const name of ['redirect_uri', 'state']) approve.searchParams.set(name, location.searchParams.get(name) ?? '');
  const res = await fetch(approve, { redirect: 'manual' });
  return new URL(res.headers.get('location')!);
}

async function callback(back: URL, cookie?: string, headers: Record<string, string> = PAGE) {
  const res = await app.request(back.pathname + back.search, {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    redirect: 'manual',
  });
  return { res, body: await res.text() };
}

/** The whole sign-in as `login`. */
async function signIn(login: string) {
  github.login = login;
  const { location, cookie } = await start();
  return callback(await authorize(location), cookie);
}

const noIssuedToken = (body: string) => {
  for (const token of github.issued) expect(body).not.toContain(token);
};

describe('without GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET', () => {
  it('missing settings: both routes answer 503 naming what to set, as JSON and as the popup page, and send no one to GitHub', async () => {
    app = signInApp({});
    for (const path of [EDITOR_AUTH_PATH, `${EDITOR_AUTH_CALLBACK_PATH}?code=x&state=y`]) {
      const json = await app.request(path, { redirect: 'manual' });
      expect(json.status).toBe(503);
      expect(json.headers.get('location')).toBeNull();
      const { message } = (await json.json()) as { message: string };
      expect(message).toContain('GITHUB_CLIENT_ID is not set');
      expect(message).toContain('GITHUB_CLIENT_SECRET is not set');
      const page = await app.request(path, { headers: PAGE, redirect: 'manual' });
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('GITHUB_CLIENT_ID is not set');
    }
  });

  it('a half-set configuration names only what is missing', async () => {
    app = signInApp({ GITHUB_CLIENT_ID: 'Iv1.only-the-id' });
    const { message } = (await (await app.request(EDITOR_AUTH_PATH)).json()) as { message: string };
    expect(message).toContain('GITHUB_CLIENT_SECRET is not set');
    expect(message).not.toContain('GITHUB_CLIENT_ID');
  });
});

describe('starting the sign-in', () => {
  it("sends the popup to GitHub's authorize page with the client id, the callback on the site's origin, public_repo and a random state", async () => {
    app = signInApp(standInEnv(github), github);
    const first = await start();
    expect(first.res.status).toBe(302);
    expect(first.location.origin + first.location.pathname).toBe(`${github.origin}/login/oauth/authorize`);
    expect(Object.fromEntries(first.location.searchParams)).toMatchObject({
      client_id: github.clientId,
      redirect_uri: `http://localhost${EDITOR_AUTH_CALLBACK_PATH}`,
      scope: 'public_repo',
    });
    const second = await start();
    expect(first.location.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(second.location.searchParams.get('state')).not.toBe(first.location.searchParams.get('state'));
  });

  it('state cookie: HttpOnly, SameSite=Lax, only for the callback path, 10 minutes; not Secure on localhost, Secure on the live origin', async () => {
    app = signInApp(standInEnv(github), github);
    const local = await start();
    expect(local.cookie).toBe(`editor_sign_in_state=${local.location.searchParams.get('state')}`);
    expect(local.setCookie).toMatch(/; HttpOnly/);
    expect(local.setCookie).toMatch(/; SameSite=Lax/);
    expect(local.setCookie).toMatch(`; Path=${EDITOR_AUTH_CALLBACK_PATH}`);
    expect(local.setCookie).toMatch(/; Max-Age=600/);
    expect(local.setCookie).not.toMatch(/Secure/);
    await app.close();
    app = signInApp(standInEnv(github, { SITE_URL: 'https://www.site.example' }), github);
    const live = await start();
    expect(live.setCookie).toMatch(/; Secure/);
    expect(live.location.searchParams.get('redirect_uri')).toBe(`https://www.site.example${EDITOR_AUTH_CALLBACK_PATH}`);
  });

  it('private repository: the scope is repo; an allowed organisation adds read:org to see private members', async () => {
    app = signInApp(standInEnv(github, { GITHUB_REPO_PRIVATE: 'true', GITHUB_ALLOWED_ORG: 'agency' }), github);
    expect((await start()).location.searchParams.get('scope')).toBe('repo read:org');
  });
});

describe('the callback', () => {
  it('wrong or missing state: refused with 403, the code never exchanged, no token in the page', async () => {
    app = signInApp(standInEnv(github), github);
    const exchangedBefore = github.exchanged.length;
    const { location, cookie } = await start();
    const back = await authorize(location);
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    const stateless = new URL(back);
    stateless.searchParams.delete('state');
    for (const [url, sent] of [
      [forged, cookie], // an attacker's callback in this browser: its state is not this browser's
      [back, undefined], // the right state, in a browser that never started the sign-in
      [stateless, cookie],
    ] as const) {
      const { res, body } = await callback(url, sent);
      expect(res.status).toBe(403);
      expect(body).toContain('This sign-in was not started in this browser');
      expect(body).not.toContain('authorization:github:success');
    }
    expect(github.exchanged.length).toBe(exchangedBefore);
    // The answer takes the state away: it cannot be tried again.
    const { res } = await callback(forged, cookie);
    expect(res.headers.get('set-cookie')).toMatch(/^editor_sign_in_state=; Max-Age=0; Path=\/api\/auth\/callback/);
  });

  it('a code GitHub refuses (used twice) is refused with 400, and no token reaches the page', async () => {
    app = signInApp(standInEnv(github), github);
    const { location, cookie } = await start();
    const back = await authorize(location);
    expect((await callback(back, cookie)).res.status).toBe(200);
    const again = await start();
    const replay = new URL(back);
    replay.searchParams.set('state', again.location.searchParams.get('state')!);
    const { res, body } = await callback(replay, again.cookie);
    expect(res.status).toBe(400);
    expect(body).toContain('GitHub did not accept the sign-in (The code passed is incorrect or expired.)');
    expect(body).toContain('authorization:github:error:');
  });

  it('login not on the allow-list: refused with a message naming it, the token revoked and never in the page', async () => {
    app = signInApp(standInEnv(github, { GITHUB_ALLOWED_LOGINS: 'Editor-One, editor-two' }), github);
    const { res, body } = await signIn('outsider');
    expect(res.status).toBe(403);
    expect(body).toContain("The GitHub account 'outsider' may not edit this site.");
    expect(body).toContain(`authorization:github:error:`);
    noIssuedToken(body);
    expect(github.revoked).toContain(github.issued.at(-1));
    // A listed login, in any case, signs in.
    const allowed = await signIn('editor-one');
    expect(allowed.res.status).toBe(200);
    expect(allowed.body).toContain(github.issued.at(-1));
  });

  it('allowed organisation: a member signs in, anyone else is refused before the token reaches the page', async () => {
    github.orgs = { agency: ['marketer'] };
    app = signInApp(standInEnv(github, { GITHUB_ALLOWED_ORG: 'agency' }), github);
    const member = await signIn('marketer');
    expect(member.res.status).toBe(200);
    expect(member.body).toContain(github.issued.at(-1));
    const stranger = await signIn('stranger');
    expect(stranger.res.status).toBe(403);
    expect(stranger.body).toContain("'stranger' may not edit this site");
    expect(stranger.body).toContain('or to the agency organisation');
    noIssuedToken(stranger.body);
  });

  it("success: the page posts the token to the site's origin only, never '*', under a nonce the page's policy names", async () => {
    app = signInApp(standInEnv(github, { SITE_URL: 'https://www.site.example' }), github);
    github.login = 'editor-one';
    const { location, cookie } = await start();
    const { res, body } = await callback(await authorize(location), cookie);
    expect(res.status).toBe(200);
    const token = github.issued.at(-1)!;
    // Every postMessage in the page is addressed to the site's origin, the handshake and the token alike.
    const targets = [...body.matchAll(/postMessage\([^;]*,\s*(\w+)\);/g)].map((m) => m[1]);
    expect(targets).toEqual(['origin', 'origin']);
    expect(body).toContain('const origin = "https://www.site.example";');
    expect(body).not.toMatch(/['"]\*['"]/);
    // Only an answer from the opener on that origin releases the token.
    expect(body).toContain('event.source !== opener || event.origin !== origin');
    expect(body).toContain(`authorization:github:success:{\\"token\\":\\"${token}\\",\\"provider\\":\\"github\\"}`);
    const nonce = /<script nonce="([^"]+)">/.exec(body)?.[1];
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(body.match(/<script/g)).toHaveLength(1);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('GitHub cancelled by the editor: 403 with a message, nothing exchanged', async () => {
    app = signInApp(standInEnv(github), github);
    const exchangedBefore = github.exchanged.length;
    const { location, cookie } = await start();
    const back = new URL(location.searchParams.get('redirect_uri')!);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', location.searchParams.get('state')!);
    const { res, body } = await callback(back, cookie);
    expect(res.status).toBe(403);
    expect(body).toContain('The sign-in was cancelled on GitHub.');
    expect(github.exchanged.length).toBe(exchangedBefore);
  });
});
