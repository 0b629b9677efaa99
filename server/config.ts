/**
 * Everything the server needs, from environment variables with safe local defaults, so `npm start`
 * works on a fresh machine with nothing else installed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** Cloudflare's documented test secret that always passes; used until a real one is configured. */
export const TEST_TURNSTILE_SECRET = '1x0000000000000000000000000000000AA';

export interface ServerConfig {
  port: number;
  distDir: string;
  /** Where the SQLite file and undelivered mail live; outside dist/. */
  varDir: string;
  turnstileSecret: string;
  /** SMTP connection URL (smtp://user:pass@host:587); without it, mail is written as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact messages are sent. */
  contactTo: string;
  /** Requests allowed per client address per window, per API. */
  rateLimit: { max: number; windowMs: number };
  /** Days a contact message is kept, as the privacy policy promises (data/legal/privacy.md). */
  contactRetentionDays: number;
  /** Trust X-Forwarded-For for the client address (only behind a proxy that sets it). */
  trustProxy: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const site = readSiteEmails(path.join(root, 'data/site.yaml'));
  return {
    port: Number(env.PORT ?? 8080),
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    varDir: path.resolve(root, env.VAR_DIR ?? 'var'),
    turnstileSecret: env.TURNSTILE_SECRET_KEY ?? TEST_TURNSTILE_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `Website <${site.general}>`,
    contactTo: env.CONTACT_TO ?? site.general,
    rateLimit: { max: Number(env.RATE_LIMIT_MAX ?? 5), windowMs: Number(env.RATE_LIMIT_WINDOW_MS ?? 10 * 60_000) },
    contactRetentionDays: Number(env.CONTACT_RETENTION_DAYS ?? 730),
    trustProxy: env.TRUST_PROXY === '1',
  };
}

/** The agency's addresses, read from the same data/site.yaml the site is built from. */
function readSiteEmails(file: string): { general: string; careers: string } {
  try {
    const site = parse(readFileSync(file, 'utf8')) as { emails?: { general?: string; careers?: string } };
    if (site.emails?.general && site.emails.careers) return { general: site.emails.general, careers: site.emails.careers };
  } catch {
    // fall through: the server can run without data/ when the addresses come from the environment
  }
  return { general: 'hello@localhost', careers: 'careers@localhost' };
}
