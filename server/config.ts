/**
 * Everything the server needs, from environment variables with safe local defaults, so `npm start`
 * works on a fresh machine with nothing else installed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SITEVERIFY_URL } from './turnstile';

/** Cloudflare's documented test secret that always passes; used until a real one is configured. */
export const TEST_TURNSTILE_SECRET = '1x0000000000000000000000000000000AA';

/** Cloudflare's documented dummy site keys and secrets (1x... passes, 2x... fails, 3x... spent): never real. */
export const isTurnstileTestKey = (key: string): boolean => /^[123]x0+[A-F]{2}$/.test(key);

/** A configuration the server must not start with; the message says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface ServerConfig {
  port: number;
  distDir: string;
  /** The content folder: site.yaml (addresses, bot-check site key) and careers/*.yaml (open positions). */
  dataDir: string;
  /** The default home of the database, the resume files and the .eml notifications; outside dist/. */
  varDir: string;
  /** The SQLite file of submissions and the outbox. */
  databasePath: string;
  /** Where resume files are kept, under random names; never served. */
  uploadsDir: string;
  /** Where notifications are written as .eml files when no SMTP server is configured. */
  mailDir: string;
  turnstileSecret: string;
  /** Cloudflare's siteverify endpoint; tests point it at a local stand-in. */
  turnstileVerifyUrl: string;
  /** SMTP connection URL (smtp://user:pass@host:587); without it, mail is written as .eml files. */
  smtpUrl: string | undefined;
  /** Connections the SMTP pool keeps, and so messages sent at once. */
  smtpMaxConnections: number;
  /** Most notifications sent per second (0: as fast as the mail server takes them). */
  mailRatePerSecond: number;
  mailFrom: string;
  /** Where contact messages are sent. */
  contactTo: string;
  /** Where job applications are sent. */
  careersTo: string;
  /** Requests allowed per client address per window, per API. */
  rateLimit: { max: number; windowMs: number };
  /** How many proxies in front of the server append to X-Forwarded-For (0: the socket's address is the client's). */
  trustProxy: number;
}

/** Where the built site is: DIST_DIR, or dist/. npm run build writes there; the server serves it. */
export function distDirFrom(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  return path.resolve(root, env.DIST_DIR || 'dist');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  const site = readSite(path.join(dataDir, 'site.yaml'));
  if (env.NODE_ENV === 'production') refuseTestKeys(env.TURNSTILE_SECRET_KEY, site.turnstileSiteKey);
  const varDir = path.resolve(root, env.VAR_DIR || 'var');
  return {
    port: whole(env, 'PORT', 8080),
    distDir: distDirFrom(env, root),
    dataDir,
    varDir,
    databasePath: env.DATABASE_PATH ? path.resolve(root, env.DATABASE_PATH) : path.join(varDir, 'submissions.sqlite'),
    uploadsDir: env.UPLOADS_DIR ? path.resolve(root, env.UPLOADS_DIR) : path.join(varDir, 'uploads'),
    mailDir: path.join(varDir, 'mail'),
    turnstileSecret: env.TURNSTILE_SECRET_KEY || TEST_TURNSTILE_SECRET,
    turnstileVerifyUrl: env.TURNSTILE_VERIFY_URL || SITEVERIFY_URL,
    smtpUrl: env.SMTP_URL || undefined,
    smtpMaxConnections: Math.max(1, whole(env, 'SMTP_MAX_CONNECTIONS', 5)),
    mailRatePerSecond: whole(env, 'MAIL_RATE_PER_SECOND', 0),
    mailFrom: env.MAIL_FROM || `Website <${site.general}>`,
    contactTo: env.CONTACT_TO || site.general,
    careersTo: env.CAREERS_TO || site.careers,
    rateLimit: { max: whole(env, 'RATE_LIMIT_MAX', 5), windowMs: whole(env, 'RATE_LIMIT_WINDOW_MS', 10 * 60_000) },
    trustProxy: proxyHops(env.TRUST_PROXY),
  };
}

/** A whole number from the environment, or the default when unset; anything else stops the server. */
function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, not '${value}'.`);
  return n;
}

/** TRUST_PROXY: the number of proxies in front of the server; `true` counts as one, unset or `false` as none. */
function proxyHops(value: string | undefined): number {
  if (!value || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new ConfigError(`TRUST_PROXY must be the number of proxies in front of the server (e.g. 1), not '${value}'.`);
  return hops;
}

/**
 * Production must verify real bot-check tokens: the test secret is answered locally and passes any
 * token, and the test site key makes every visitor's widget hand out tokens that pass (issue 7).
 */
function refuseTestKeys(secret: string | undefined, siteKey: string | undefined): void {
  const problems: string[] = [];
  if (!secret || isTurnstileTestKey(secret)) {
    problems.push("TURNSTILE_SECRET_KEY is not set to a real secret: set it to the secret key of the site's Cloudflare Turnstile widget.");
  }
  if (!siteKey || isTurnstileTestKey(siteKey)) {
    problems.push(`turnstileSiteKey in data/site.yaml is ${siteKey ? "Cloudflare's always-pass test key" : 'missing'}: set it to the same widget's site key and rebuild.`);
  }
  if (problems.length) throw new ConfigError(`The server will not start in production (NODE_ENV=production) with the bot check off:\n  ${problems.join('\n  ')}`);
}

interface SiteFacts {
  general: string;
  careers: string;
  turnstileSiteKey?: string;
}

/** The agency's addresses and the bot-check site key, read from the same data/site.yaml the site is built from. */
function readSite(file: string): SiteFacts {
  try {
    const site = parse(readFileSync(file, 'utf8')) as { emails?: { general?: string; careers?: string }; turnstileSiteKey?: string };
    if (site.emails?.general && site.emails.careers) return { general: site.emails.general, careers: site.emails.careers, turnstileSiteKey: site.turnstileSiteKey };
  } catch {
    // fall through: the server can run without data/ when the addresses come from the environment
  }
  return { general: 'hello@localhost', careers: 'careers@localhost' };
}
