/**
 * The calls to GitHub the editor's sign-in makes: its OAuth web flow (the authorize URL, the code
 * exchanged for a token) and the REST API's answers on who signed in and whether they belong to an
 * organisation. https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
 */
import type { EditorAuthConfig } from '../editor-auth-settings';

/** GitHub did not answer, or answered what it should not: the sign-in cannot go on (not the editor's fault). */
export class GitHubUnavailable extends Error {
  override name = 'GitHubUnavailable';
}

const API_HEADERS = { accept: 'application/vnd.github+json', 'user-agent': 'site-editor-sign-in' };

export function authorizeUrl(config: EditorAuthConfig, redirectUri: string, state: string): string {
  const params = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: config.scope,
    state,
    // An editor is someone with an account already; the page offers no sign-up.
    allow_signup: 'false',
  });
  return `${config.oauthBase}/login/oauth/authorize?${params}`;
}

/** The code exchanged for a token; GitHub's refusal (an expired or reused code) is `{ refused }`. */
export async function exchangeCode(
  config: EditorAuthConfig,
  code: string,
  redirectUri: string,
): Promise<{ token: string } | { refused: string }> {
  const answer = await call(`${config.oauthBase}/login/oauth/access_token`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code,
      redirect_uri: redirectUri,
    }),
  });
  const body = (await answer.json().catch(() => undefined)) as
    | { access_token?: unknown; error?: unknown; error_description?: unknown }
    | undefined;
  if (typeof body?.access_token === 'string' && body.access_token) return { token: body.access_token };
  // GitHub answers 200 with an error field for a bad code.
  if (typeof body?.error === 'string') return { refused: String(body.error_description ?? body.error) };
  throw new GitHubUnavailable(`GitHub's token endpoint answered ${answer.status} without a token`);
}

/** The login of the token's owner. */
export async function signedInLogin(config: EditorAuthConfig, token: string): Promise<string> {
  const answer = await call(`${config.apiBase}/user`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
  });
  const login = answer.ok ? ((await answer.json()) as { login?: unknown }).login : undefined;
  if (typeof login !== 'string') throw new GitHubUnavailable(`GitHub's /user answered ${answer.status}`);
  return login;
}

/**
 * Whether `login` is a member of `org`, asked with their own token: 204 is a member; 404 (or the 302
 * to the public list a non-member asking gets) is not. An organisation that restricts OAuth Apps it
 * has not approved answers 403: not a member as far as this app can tell.
 */
export async function isOrgMember(config: EditorAuthConfig, token: string, org: string, login: string) {
  const answer = await call(`${config.apiBase}/orgs/${encodeURIComponent(org)}/members/${encodeURIComponent(login)}`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    redirect: 'manual',
  });
  if (answer.status === 204) return true;
  if ([302, 403, 404].includes(answer.status)) return false;
  throw new GitHubUnavailable(`GitHub's organisation membership check answered ${answer.status}`);
}

/** Revokes a token the site refused, so it never outlives the sign-in it was made for. Best effort. */
export async function revokeToken(config: EditorAuthConfig, token: string): Promise<void> {
  const basic = btoa(`${config.clientId}:${config.clientSecret}`);
  await call(`${config.apiBase}/applications/${encodeURIComponent(config.clientId)}/token`, {
    method: 'DELETE',
    headers: { ...API_HEADERS, authorization: `Basic ${basic}`, 'content-type': 'application/json' },
    body: JSON.stringify({ access_token: token }),
  }).catch(() => undefined);
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new GitHubUnavailable(`GitHub did not answer at ${new URL(url).origin}`, { cause: error });
  }
}
