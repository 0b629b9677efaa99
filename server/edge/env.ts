/**
 * The Worker's bindings (wrangler.toml) and its settings: vars and secrets with the same names and
 * defaults as the Node server's environment (config.ts), plus the mail API's. The open positions and the
 * agency's addresses are read from data/ when the Worker is bundled (scripts/build-worker.ts).
 */
import { type Environment, proxyHops, refuseTestKeys, TEST_TURNSTILE_SECRET, wholeNumber } from '../env-settings';
import type { JobPosting } from '../job-postings';
import type { RateLimits } from '../rate-limit';
import { SITEVERIFY_URL } from '../turnstile';
import type { D1Database, DurableObjectNamespace, Fetcher, R2Bucket } from './cloudflare';

export interface WorkerBindings {
  /** dist/, served by Cloudflare's static assets. */
  ASSETS: Fetcher;
  /** Submissions and the outbox. */
  DB: D1Database;
  /** Resume files. */
  RESUMES: R2Bucket;
  /** One counter per client key (edge/rate-limit-object.ts). */
  RATE_LIMITER: DurableObjectNamespace;
}

export type WorkerEnv = WorkerBindings & Environment;

/** What the bundle carries from data/, fixed at deploy time like the site itself. */
export interface BundledSite {
  postings: JobPosting[];
  /** emails.general and emails.careers in data/site.yaml. */
  general: string;
  careers: string;
  turnstileSiteKey?: string;
}

/** Resend's endpoint; any provider taking the same JSON can be set in MAIL_API_URL. */
export const DEFAULT_MAIL_API_URL = 'https://api.resend.com/emails';

export interface EdgeConfig {
  turnstileSecret: string;
  turnstileVerifyUrl: string;
  mailApiUrl: string;
  /** Unset: notifications wait in the outbox (and the cron says why) until it is. */
  mailApiKey: string | undefined;
  mailRatePerSecond: number;
  mailFrom: string;
  contactTo: string;
  careersTo: string;
  rateLimit: RateLimits;
  trustProxy: number;
}

export function edgeConfig(env: Environment, site: BundledSite): EdgeConfig {
  if (env.NODE_ENV === 'production') refuseTestKeys(env.TURNSTILE_SECRET_KEY, site.turnstileSiteKey);
  return {
    turnstileSecret: env.TURNSTILE_SECRET_KEY || TEST_TURNSTILE_SECRET,
    turnstileVerifyUrl: env.TURNSTILE_VERIFY_URL || SITEVERIFY_URL,
    mailApiUrl: env.MAIL_API_URL || DEFAULT_MAIL_API_URL,
    mailApiKey: env.MAIL_API_KEY || undefined,
    mailRatePerSecond: wholeNumber(env, 'MAIL_RATE_PER_SECOND', 0),
    mailFrom: env.MAIL_FROM || `Website <${site.general}>`,
    contactTo: env.CONTACT_TO || site.general,
    careersTo: env.CAREERS_TO || site.careers,
    rateLimit: { max: wholeNumber(env, 'RATE_LIMIT_MAX', 5), windowMs: wholeNumber(env, 'RATE_LIMIT_WINDOW_MS', 10 * 60_000) },
    trustProxy: proxyHops(env.TRUST_PROXY),
  };
}
