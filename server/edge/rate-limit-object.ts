/**
 * The rate limiter on Cloudflare: one Durable Object per client key holds that key's window, so every
 * Worker instance, anywhere, counts against the same one, with the same fixed window, limits and 429 as
 * the Node server (rate-limit.ts). Cloudflare's rate-limiting binding was not used: it only counts over
 * 10 or 60 seconds, and the forms' window is 10 minutes. The window is kept in the object's storage, so
 * an object evicted between requests still knows it; an alarm deletes it once it has ended.
 */
import { countRequest, type CountWindow, type RateLimits, type RequestLimiter, waitFor } from '../rate-limit';
import type { DurableObjectNamespace, DurableObjectState } from './cloudflare';

export class RateLimitCounter {
  constructor(private readonly state: DurableObjectState) {}

  async fetch(request: Request): Promise<Response> {
    const limits = (await request.json()) as RateLimits;
    const now = Date.now();
    const stored = await this.state.storage.get<CountWindow>('window');
    const { window, allowed } = countRequest(stored, now, limits);
    await this.state.storage.put('window', window);
    if (window.count === 1) await this.state.storage.setAlarm(window.resetAt);
    return Response.json({ allowed, retryAfterMs: allowed ? 0 : waitFor(window, now, limits.max) });
  }

  async alarm(): Promise<void> {
    await this.state.storage.deleteAll();
  }
}

export function durableRateLimiter(namespace: DurableObjectNamespace, limits: RateLimits): RequestLimiter {
  return {
    async hit(key) {
      try {
        const counter = namespace.get(namespace.idFromName(key));
        const res = await counter.fetch('https://rate-limit.internal/hit', {
          method: 'POST',
          body: JSON.stringify(limits),
        });
        return (await res.json()) as { allowed: boolean; retryAfterMs: number };
      } catch (error) {
        // Unlike the in-process counter, this one is a network call away: when it cannot answer, the
        // visitor is let through (the bot check still stands) rather than refused for Cloudflare's trouble.
        console.error('Rate limit: the counter did not answer; the request is let through.', error);
        return { allowed: true, retryAfterMs: 0 };
      }
    },
  };
}
