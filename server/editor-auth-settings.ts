/**
 * The editor's GitHub sign-in settings, from the environment: process.env on Node, the Worker's vars
 * and secrets on Cloudflare, read the same way. A setting missing or mistyped turns the sign-in off
 * (its routes answer 503 naming it) and nothing else: the site and the forms run on.
 */
import type { Environment } from './env-settings';

export const GITHUB_OAUTH_BASE = 'https://github.com';
export const GITHUB_API_BASE = 'https://api.github.com';

export interface EditorAuthConfig {
  clientId: string;
  clientSecret: string;
  /** Where GitHub's authorize and token endpoints are (GITHUB_OAUTH_BASE; tests point it at a stand-in). */
  oauthBase: string;
  /** GitHub's REST API, asked who signed in and whether they belong to the allowed organisation. */
  apiBase: string;
  /** The least GitHub lets an editor open pull requests with, plus reading organisations when one is named. */
  scope: string;
  /** Lower-cased GitHub logins allowed to sign in; with allowedOrg, either lets one in; neither: anyone GitHub lets write. */
  allowedLogins: string[];
  allowedOrg?: string;
  /** The site's public origin (SITE_URL), where the callback is and the token may go; else the request's. */
  siteUrl?: string;
}

export type EditorAuthSettings = { ready: true; config: EditorAuthConfig } | { ready: false; problems: string[] };

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

export function editorAuthSettings(env: Environment): EditorAuthSettings {
  const problems: string[] = [];
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim() ?? '';
  if (!clientId) problems.push("GITHUB_CLIENT_ID is not set: set it to the Client ID of the site's GitHub OAuth App.");
  if (!clientSecret)
    problems.push('GITHUB_CLIENT_SECRET is not set: set it to a client secret generated on the same OAuth App.');
  const oauthBase = baseUrl(env, 'GITHUB_OAUTH_BASE', GITHUB_OAUTH_BASE, problems);
  const apiBase = baseUrl(env, 'GITHUB_API_BASE', GITHUB_API_BASE, problems);
  const privateRepo = yesOrNo(env, 'GITHUB_REPO_PRIVATE', problems);
  const allowedLogins = (env.GITHUB_ALLOWED_LOGINS ?? '').split(/[\s,]+/).filter(Boolean);
  for (const login of allowedLogins.filter((l) => !LOGIN.test(l)))
    problems.push(`GITHUB_ALLOWED_LOGINS names '${login}', which is not a GitHub login (letters, digits and dashes).`);
  const allowedOrg = env.GITHUB_ALLOWED_ORG?.trim() || undefined;
  if (allowedOrg && !LOGIN.test(allowedOrg))
    problems.push(`GITHUB_ALLOWED_ORG is '${allowedOrg}', which is not a GitHub organisation's name.`);
  const siteUrl = env.SITE_URL?.trim() ? baseUrl(env, 'SITE_URL', '', problems, true) : undefined;
  if (problems.length) return { ready: false, problems };
  return {
    ready: true,
    config: {
      clientId,
      clientSecret,
      oauthBase,
      apiBase,
      // public_repo writes to public repositories only; a private one needs repo. read:org lets the
      // membership check see members who keep their membership private.
      scope: [privateRepo ? 'repo' : 'public_repo', ...(allowedOrg ? ['read:org'] : [])].join(' '),
      allowedLogins: allowedLogins.map((login) => login.toLowerCase()),
      allowedOrg,
      siteUrl,
    },
  };
}

/** An http(s) address without a trailing slash; an origin only where `originOnly`. */
function baseUrl(env: Environment, name: string, fallback: string, problems: string[], originOnly = false): string {
  const value = env[name]?.trim() || fallback;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || (originOnly && value.replace(/\/+$/, '') !== url.origin)) {
    problems.push(
      `${name} must be ${originOnly ? 'an origin such as https://www.example.com' : 'an http(s) address'}, not '${value}'.`,
    );
    return fallback;
  }
  return value.replace(/\/+$/, '');
}

function yesOrNo(env: Environment, name: string, problems: string[]): boolean {
  const value = (env[name] ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (['true', '1', 'yes'].includes(value)) return true;
  problems.push(`${name} must be true (a private repository) or false, not '${env[name]}'.`);
  return false;
}

/** The line a server logs at start, so an operator sees whether editors can sign in, and where GitHub sends them back. */
export function editorSignInLine(settings: EditorAuthSettings, callbackPath: string): string {
  if (!settings.ready) return `Editor sign-in: off (${settings.problems.map((p) => p.split(':')[0]).join('; ')}).`;
  const { clientId, scope, siteUrl, allowedLogins, allowedOrg } = settings.config;
  const who = [
    ...(allowedLogins.length ? [`logins ${allowedLogins.join(', ')}`] : []),
    ...(allowedOrg ? [`members of ${allowedOrg}`] : []),
  ];
  return `Editor sign-in: GitHub OAuth App ${clientId}, scope ${scope}, callback ${siteUrl ? siteUrl + callbackPath : `${callbackPath} of the address editors open (SITE_URL is not set)`}, ${who.length ? `for ${who.join(' and ')}` : 'for anyone with write access to the repository'}.`;
}
