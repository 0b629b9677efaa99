/**
 * A fixed-window counter per client address: enough to stop a script flooding the forms.
 *
 * Every window has the same length, so keys expire in the order they were (re)inserted: ended windows
 * are dropped from the front of the map, and past `maxKeys` the oldest key is forgotten. Each request
 * costs O(1) amortised, and 30,000 distinct addresses no longer scan the map per new key (issue 7).
 */
export interface RateLimiter {
  /** True when this request is allowed. */
  allow(key: string, now?: number): boolean;
  /** Milliseconds until `key` may send again (0 when it may now). */
  retryAfterMs(key: string, now?: number): number;
  /** Keys remembered now. */
  readonly size: number;
}

export function createRateLimiter({ max, windowMs, maxKeys = 100_000 }: { max: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const dropEnded = (now: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt > now) break;
      windows.delete(key);
    }
  };

  return {
    allow(key, now = Date.now()) {
      dropEnded(now);
      const window = windows.get(key);
      if (window) return ++window.count <= max;
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
      windows.set(key, { count: 1, resetAt: now + windowMs });
      return max >= 1;
    },
    retryAfterMs(key, now = Date.now()) {
      const window = windows.get(key);
      return window && window.count > max ? Math.max(0, window.resetAt - now) : 0;
    },
    get size() {
      return windows.size;
    },
  };
}
