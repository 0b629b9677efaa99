/**
 * A fixed-window counter per client address: enough to stop a script flooding the forms.
 *
 * Every window has the same length, so keys expire in the order they were (re)inserted: ended windows
 * are dropped from the front of the map, and past `maxKeys` the oldest key is forgotten. Each request
 * costs O(1) amortised, however many distinct addresses the map holds: none scans the map.
 * On Cloudflare the same window lives in a Durable Object per key (edge/rate-limit-object.ts), so every
 * Worker instance counts against one window.
 */
export interface RateLimiter {
  /** True when this request is allowed. */
  allow(key: string, now?: number): boolean;
  /** Milliseconds until `key` may send again (0 when it may now). */
  retryAfterMs(key: string, now?: number): number;
  /** Keys remembered now. */
  readonly size: number;
}

export interface RateLimits {
  /** Requests allowed per key per window. */
  max: number;
  windowMs: number;
}

export interface CountWindow {
  count: number;
  resetAt: number;
}

/** Counts one request in `window` (undefined or ended: a new window starts); mutates and returns it. */
export function countRequest(
  window: CountWindow | undefined,
  now: number,
  { max, windowMs }: RateLimits,
): { window: CountWindow; allowed: boolean } {
  if (!window || window.resetAt <= now) return { window: { count: 1, resetAt: now + windowMs }, allowed: max >= 1 };
  window.count++;
  return { window, allowed: window.count <= max };
}

/** Milliseconds until a request counted in `window` is allowed again (0: now). */
export function waitFor(window: CountWindow | undefined, now: number, max: number): number {
  return window && window.count > max ? Math.max(0, window.resetAt - now) : 0;
}

/** What the API handlers ask of a limiter, in one call that may cross the network (a Durable Object). */
export interface RequestLimiter {
  /** Counts a request from `key`; `retryAfterMs` is how long a refused one must wait. */
  hit(key: string): Promise<{ allowed: boolean; retryAfterMs: number }>;
}

/** The in-process limiter as a RequestLimiter (one server process). */
export function requestLimiter(limiter: Pick<RateLimiter, 'allow' | 'retryAfterMs'>): RequestLimiter {
  return {
    async hit(key) {
      const allowed = limiter.allow(key);
      return { allowed, retryAfterMs: allowed ? 0 : limiter.retryAfterMs(key) };
    },
  };
}

export function createRateLimiter({
  max,
  windowMs,
  maxKeys = 100_000,
}: RateLimits & { maxKeys?: number }): RateLimiter {
  const windows = new Map<string, CountWindow>();

  const dropEnded = (now: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt > now) break;
      windows.delete(key);
    }
  };

  return {
    allow(key, now = Date.now()) {
      dropEnded(now);
      const existing = windows.get(key); // live: ended ones were just dropped
      const { window, allowed } = countRequest(existing, now, { max, windowMs });
      if (!existing) {
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        windows.set(key, window);
      }
      return allowed;
    },
    retryAfterMs: (key, now = Date.now()) => waitFor(windows.get(key), now, max),
    get size() {
      return windows.size;
    },
  };
}
