/**
 * Everything the server needs, from environment variables with safe local defaults, so `npm start`
 * works on a fresh machine with nothing else installed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { type EditorAuthSettings, editorAuthSettings } from './editor-auth-settings';
import { type BotCheckMode, ConfigError, formSettings, proxyHops, type SiteFacts, wholeNumber } from './env-settings';

export { botCheckLine, ConfigError, isTurnstileTestKey, type SiteFacts, TEST_TURNSTILE_SECRET } from './env-settings';

export interface ServerConfig {
  port: number;
  /** The address to listen on: HOST, or 127.0.0.1 (this machine only). */
  host: string;
  /** IDLE_TIMEOUT_MS: a connection silent this long is closed (a stalled upload). */
  idleTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: a request not received whole in this long is refused (a trickling upload); 0: no bound. */
  requestTimeoutMs: number;
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
  /** 'test' only when no other machine can reach the server (env-settings.ts botCheckSettings). */
  botCheck: BotCheckMode;
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
  /** The content editor's GitHub sign-in (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, ...); off without them. */
  editorAuth: EditorAuthSettings;
}

/** Where the built site is: DIST_DIR, or dist/. npm run build writes there; the server serves it. */
export function distDirFrom(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): string {
  return path.resolve(root, env.DIST_DIR || 'dist');
}

/** What a server of the pages alone needs: where they are, and where it listens (npm run dev of a site without an API). */
export type PagesConfig = Pick<ServerConfig, 'port' | 'host' | 'idleTimeoutMs' | 'distDir'>;

export function loadPagesConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): PagesConfig {
  return {
    port: portNumber(env),
    host: env.HOST || '127.0.0.1',
    idleTimeoutMs: wholeNumber(env, 'IDLE_TIMEOUT_MS', 30_000),
    distDir: distDirFrom(env, root),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  const site = readSite(path.join(dataDir, 'site.yaml'));
  const varDir = path.resolve(root, env.VAR_DIR || 'var');
  const host = env.HOST || '127.0.0.1';
  // Behind a proxy (TRUST_PROXY), other machines reach the server whatever address it listens on.
  const localOnly = isLoopback(host) && proxyHops(env.TRUST_PROXY) === 0;
  const where = localOnly
    ? ''
    : isLoopback(host)
      ? `TRUST_PROXY says proxies pass other machines' requests to this server`
      : `HOST=${host} lets other machines reach this server`;
  return {
    port: portNumber(env),
    host,
    idleTimeoutMs: wholeNumber(env, 'IDLE_TIMEOUT_MS', 30_000),
    distDir: distDirFrom(env, root),
    dataDir,
    varDir,
    databasePath: env.DATABASE_PATH ? path.resolve(root, env.DATABASE_PATH) : path.join(varDir, 'submissions.sqlite'),
    uploadsDir: env.UPLOADS_DIR ? path.resolve(root, env.UPLOADS_DIR) : path.join(varDir, 'uploads'),
    mailDir: path.join(varDir, 'mail'),
    smtpUrl: smtpUrl(env.SMTP_URL),
    smtpMaxConnections: Math.max(1, wholeNumber(env, 'SMTP_MAX_CONNECTIONS', 5)),
    ...formSettings(env, site, { localOnly, where }),
    editorAuth: editorAuthSettings(env),
  };
}

/** PORT: 0 (any free port) to 65535. */
function portNumber(env: NodeJS.ProcessEnv): number {
  const port = wholeNumber(env, 'PORT', 8080);
  if (port > 65_535) throw new ConfigError(`PORT must be a port number from 0 to 65535, not '${env.PORT}'.`);
  return port;
}

/** SMTP_URL, when set: an smtp:// or smtps:// address with a host, or the server does not start. */
function smtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
    throw new ConfigError(
      // Not echoed: it may hold a password.
      "SMTP_URL is not an SMTP server's address: write it as smtp://user:password@smtp.example.com:587 (or smtps://...:465).",
    );
  return value;
}

/** An address only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The agency's addresses and the bot-check site key, read from the same data/site.yaml the site is built from. */
export function readSite(file: string): SiteFacts {
  try {
    const site = parse(readFileSync(file, 'utf8')) as {
      emails?: { general?: string; careers?: string };
      turnstileSiteKey?: string;
    };
    if (site.emails?.general && site.emails.careers)
      return { general: site.emails.general, careers: site.emails.careers, turnstileSiteKey: site.turnstileSiteKey };
  } catch {
    // fall through: the server can run without data/ when the addresses come from the environment
  }
  return { general: 'hello@localhost', careers: 'careers@localhost' };
}
