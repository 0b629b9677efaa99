/** The per-address rate limiter: a fixed window per key, cheap to run and bounded in memory. */
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../server/rate-limit';

describe('rate limiter', () => {
  it('allows max requests per key per window, then refuses until the window ends', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 });
    expect([limiter.allow('a', 0), limiter.allow('a', 10), limiter.allow('a', 20)]).toEqual([true, true, false]);
    expect(limiter.allow('b', 20)).toBe(true);
    expect(limiter.allow('a', 999)).toBe(false);
    expect(limiter.allow('a', 1000)).toBe(true);
  });

  it('30,000 distinct addresses in one window do not block the event loop (eviction scanned the whole map per new key)', () => {
    const limiter = createRateLimiter({ max: 5, windowMs: 600_000 });
    // Counted, not timed: every entry of a Map the limiter walks. A scan per new key walks 450 million;
    // a few per request is all a constant cost per request needs.
    const visited = countMapWalks(() => {
      for (let i = 0; i < 30_000; i++)
        limiter.allow(`contact:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 1_000 + i);
    });
    expect(visited).toBeLessThan(3 * 30_000);
  });

  it('keeps memory bounded: at most maxKeys addresses are remembered, the oldest forgotten first', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 600_000, maxKeys: 1000 });
    for (let i = 0; i < 5000; i++) limiter.allow(`k${i}`, i);
    expect(limiter.size).toBe(1000);
    expect(limiter.allow('k4999', 5000)).toBe(false); // recent keys are still counted
    expect(limiter.allow('k0', 5000)).toBe(true); // the oldest were forgotten
  });

  it('forgets windows that ended without scanning on every request', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 100 });
    for (let i = 0; i < 100; i++) limiter.allow(`k${i}`, 0);
    limiter.allow('late', 100);
    expect(limiter.size).toBe(1);
  });
});

it('says how long a refused key must wait', () => {
  const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
  limiter.allow('a', 0);
  expect(limiter.retryAfterMs('a', 0)).toBe(0);
  limiter.allow('a', 15_000);
  expect(limiter.retryAfterMs('a', 15_000)).toBe(45_000);
});

/** How many entries of any Map `run` walks through (for...of, keys, values, entries, forEach). */
function countMapWalks(run: () => void): number {
  let visited = 0;
  const proto = Map.prototype as unknown as Record<string | symbol, (...args: unknown[]) => unknown>;
  const names = [Symbol.iterator, 'keys', 'values', 'entries'] as const;
  const originals = names.map((name) => proto[name]!);
  const originalForEach = proto.forEach!;
  names.forEach((name, i) => {
    proto[name] = function (this: Map<unknown, unknown>) {
      const inner = originals[i]!.call(this) as IterableIterator<unknown>;
      return {
        next: () => {
          const step = inner.next();
          if (!step.done) visited++;
          return step;
        },
        [Symbol.iterator]() {
          return this;
        },
      };
    };
  });
  proto.forEach = function (this: Map<unknown, unknown>, ...args: unknown[]) {
    visited += this.size;
    return originalForEach.apply(this, args);
  };
  try {
    run();
  } finally {
    names.forEach((name, i) => {
      proto[name] = originals[i]!;
    });
    proto.forEach = originalForEach;
  }
  return visited;
}
