/**
 * The Worker's bindings (wrangler.toml) and its settings: vars and secrets with the same names and
 * defaults as the Node server's environment (config.ts), plus the mail API's. The open positions and the
 * agency's addresses are read from data/ when the Worker is bundled (scripts/build-worker.ts).
 */
import { type EditorAuthSettings, editorAuthSettings } from '../editor-auth-settings';
import { type BotCheckMode, type Environment, formSettings } from '../env-settings';
import type { JobPosting } from '../job-postings';
import type { RateLimits } from '../rate-limit';
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
  botCheck: BotCheckMode;
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
  requestTimeoutMs: number;
  /** The content editor's GitHub sign-in: GITHUB_CLIENT_ID as a var, GITHUB_CLIENT_SECRET as a secret. */
  editorAuth: EditorAuthSettings;
}

export function edgeConfig(env: Environment, site: BundledSite): EdgeConfig {
  return {
    mailApiUrl: env.MAIL_API_URL || DEFAULT_MAIL_API_URL,
    mailApiKey: env.MAIL_API_KEY || undefined,
    editorAuth: editorAuthSettings(env),
    // A Worker is reachable from anywhere; LOCAL_ONLY=true marks a run on this machine (wrangler dev, tests).
    ...formSettings(env, site, {
      localOnly: env.LOCAL_ONLY === 'true',
      where: 'a Worker can be reached from other machines (LOCAL_ONLY=true is for wrangler dev and tests)',
    }),
  };
}
