/**
 * The API's dependencies on Cloudflare: D1, R2, the rate-limit Durable Object, the bundled positions and
 * an outbox that sends through the HTTP mail API. Built per request (cheap: no I/O) because a request's
 * ExecutionContext is what lets a notification leave after the answer is sent.
 */
import type { ApiDeps } from '../api/deps';
import { fixedJobCatalog } from '../job-postings';
import { createOutbox, type Outbox } from '../outbox';
import { d1Store } from '../storage/d1-store';
import { r2Resumes } from '../storage/r2-resumes';
import type { Storage } from '../storage/types';
import { verifyTurnstile } from '../turnstile';
import type { ExecutionContext } from './cloudflare';
import type { BundledSite, EdgeConfig, WorkerBindings } from './env';
import { httpMailTransport } from './http-mail';
import { durableRateLimiter } from './rate-limit-object';

export function edgeStorage(env: WorkerBindings): Storage {
  return { store: d1Store(env.DB), resumes: r2Resumes(env.RESUMES) };
}

/** An outbox for one delivery round (a cron run, or the moments after a submission). */
export function edgeOutbox(storage: Storage, config: EdgeConfig): Outbox | undefined {
  if (!config.mailApiKey) return undefined;
  return createOutbox(storage.store, {
    transport: httpMailTransport({ url: config.mailApiUrl, apiKey: config.mailApiKey }),
    resumes: storage.resumes,
    mailFrom: config.mailFrom,
    concurrency: 5,
    ratePerSecond: config.mailRatePerSecond,
  });
}

/** Delivers what is due, then lets the outbox go (its timers must not outlive the invocation). */
export async function deliverOnce(storage: Storage, config: EdgeConfig): Promise<void> {
  const outbox = edgeOutbox(storage, config);
  if (!outbox) {
    console.warn(
      'Outbox: MAIL_API_KEY is not set; notifications wait in D1 until it is (wrangler secret put MAIL_API_KEY).',
    );
    return;
  }
  await outbox.deliverDue();
  await outbox.stop();
}

export function edgeApi(env: WorkerBindings, config: EdgeConfig, site: BundledSite, ctx: ExecutionContext): ApiDeps {
  const storage = edgeStorage(env);
  return {
    ...storage,
    jobs: fixedJobCatalog(site.postings),
    outbox: { kick: () => ctx.waitUntil(deliverOnce(storage, config)) },
    verify: (token, ip) => verifyTurnstile(token, config.turnstileSecret, ip, config.turnstileVerifyUrl),
    limiter: durableRateLimiter(env.RATE_LIMITER, config.rateLimit),
    // Cloudflare puts the visitor's address there; a client cannot set it.
    peerAddress: (c) => c.req.header('cf-connecting-ip') ?? 'unknown',
    contactTo: config.contactTo,
    careersTo: config.careersTo,
    trustProxy: config.trustProxy,
    requestTimeoutMs: config.requestTimeoutMs,
  };
}
