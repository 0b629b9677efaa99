/**
 * Reading settings from environment variables, the same on Node (process.env) and on Cloudflare (the
 * Worker's env: vars and secrets), so both refuse the same mistakes with the same words.
 */
import { SITEVERIFY_URL } from './turnstile';

/** Variables by name: process.env on Node, the Worker's vars and secrets on Cloudflare. */
export type Environment = Record<string, string | undefined>;

/** Cloudflare's documented test secret that always passes; used until a real one is configured. */
export const TEST_TURNSTILE_SECRET = '1x0000000000000000000000000000000AA';

/** Cloudflare's documented dummy site keys and secrets (1x... passes, 2x... fails, 3x... spent): never real. */
export const isTurnstileTestKey = (key: string): boolean => /^[123]x0+[A-F]{2}$/.test(key);

/** A configuration the server must not start with; the message says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A whole number from the environment, or the default when unset; anything else stops the server. */
export function wholeNumber(env: Environment, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, not '${value}'.`);
  return n;
}

/** An e-mail address, or `Name <address>` where `named`: a mistyped one would leave every notification undelivered. */
export function mailAddress(env: Environment, name: string, fallback: string, named = false): string {
  const value = env[name] || fallback;
  const address = named ? (/<([^<>]*)>\s*$/.exec(value)?.[1] ?? value) : value;
  if (!/^[^\s@<>,;]+@[^\s@<>,;]+$/.test(address.trim()))
    throw new ConfigError(
      `${name} must be an e-mail address${named ? ' (or Name <address>)' : ''}, not '${value}'${env[name] ? '' : ' (from data/site.yaml)'}.`,
    );
  return value;
}

/** TRUST_PROXY: the number of proxies in front of the server; `true` counts as one, unset or `false` as none. */
export function proxyHops(value: string | undefined): number {
  if (!value || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0)
    throw new ConfigError(`TRUST_PROXY must be the number of proxies in front of the server (e.g. 1), not '${value}'.`);
  return hops;
}

/**
 * Which keys the bot check runs on. Cloudflare's test keys pass any token, so they are for a server that
 * only this machine can reach (a local run, the tests); a server others can reach must have real keys or
 * it does not start. NODE_ENV plays no part: a misspelt or forgotten one must not turn the check off.
 */
export type BotCheckMode = 'live' | 'test';

export function botCheckSettings(
  env: Environment,
  site: SiteFacts,
  reach: { localOnly: boolean; where: string },
): { turnstileSecret: string; botCheck: BotCheckMode } {
  const secret = env.TURNSTILE_SECRET_KEY || undefined;
  const siteKey = site.turnstileSiteKey;
  const realSecret = secret !== undefined && !isTurnstileTestKey(secret);
  const realSiteKey = siteKey !== undefined && !isTurnstileTestKey(siteKey);
  // A real secret with a test site key fails every token (closed, not open): refused only where it would go live.
  if (realSecret && (realSiteKey || reach.localOnly)) return { turnstileSecret: secret, botCheck: 'live' };
  if (!realSecret && reach.localOnly) return { turnstileSecret: secret ?? TEST_TURNSTILE_SECRET, botCheck: 'test' };
  const problems: string[] = [];
  if (!realSecret)
    problems.push(
      "TURNSTILE_SECRET_KEY is not set to a real secret: set it to the secret key of the site's Cloudflare Turnstile widget.",
    );
  if (!realSiteKey)
    problems.push(
      `turnstileSiteKey in data/site.yaml is ${siteKey ? "Cloudflare's always-pass test key" : 'missing'}: set it to the same widget's site key and rebuild.`,
    );
  throw new ConfigError(`The bot check would accept any token, and ${reach.where}:\n  ${problems.join('\n  ')}`);
}

/** The line a server logs at start, so an operator sees which keys the bot check runs on. */
export const botCheckLine = (mode: BotCheckMode): string =>
  mode === 'live'
    ? 'Bot check: Cloudflare Turnstile, real keys.'
    : "Bot check: Cloudflare's test keys (any token passes), for this machine only.";

/** The agency's addresses and bot-check site key from data/site.yaml, which the form settings default to. */
export interface SiteFacts {
  general: string;
  careers: string;
  turnstileSiteKey?: string;
}

/**
 * The settings the Node server (config.ts) and the Worker (edge/env.ts) share, with the same names and
 * defaults: the bot check, where notifications go and how fast, the rate limit and the proxies trusted.
 */
export function formSettings(env: Environment, site: SiteFacts, reach: { localOnly: boolean; where: string }) {
  return {
    ...botCheckSettings(env, site, reach),
    turnstileVerifyUrl: env.TURNSTILE_VERIFY_URL || SITEVERIFY_URL,
    mailRatePerSecond: wholeNumber(env, 'MAIL_RATE_PER_SECOND', 0),
    mailFrom: mailAddress(env, 'MAIL_FROM', `Website <${site.general}>`, true),
    contactTo: mailAddress(env, 'CONTACT_TO', site.general),
    careersTo: mailAddress(env, 'CAREERS_TO', site.careers),
    rateLimit: {
      max: wholeNumber(env, 'RATE_LIMIT_MAX', 5),
      windowMs: wholeNumber(env, 'RATE_LIMIT_WINDOW_MS', 10 * 60_000),
    },
    trustProxy: proxyHops(env.TRUST_PROXY),
    // A body that trickles in holds a connection and a partial file: the whole request is bounded.
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', 120_000),
  };
}
