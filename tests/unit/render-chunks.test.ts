/** How the render pool shares out pages (build/render/pool.ts runInChunks): one queue, every thread busy from the start. */
import { expect, it } from 'vitest';
import { runInChunks } from '../../build/render/pool';

it('sends the workers their first chunks before the main thread renders its own, and takes in every item once', async () => {
  const events: string[] = [];
  const items = Array.from({ length: 200 }, (_, i) => i);
  const results = new Map<number, string>();
  const worker = (name: string) => async (chunk: number[]) => {
    events.push(`${name} got ${chunk.length}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return chunk.map((item) => `${name}:${item}`);
  };
  await runInChunks(
    items,
    { local: 10, remote: 40 },
    (chunk) => {
      events.push(`main renders ${chunk.length}`);
      return chunk.map((item) => `main:${item}`);
    },
    [worker('w1'), worker('w2')],
    (chunk, rendered) => {
      chunk.forEach((item, i) => {
        expect(results.has(item)).toBe(false);
        results.set(item, rendered[i]!);
      });
    },
  );
  // Two chunks in flight per worker, sent at once; the main thread's first chunk comes after them.
  expect(events.slice(0, 5).map((event) => event.split(' ')[0])).toEqual(['w1', 'w1', 'w2', 'w2', 'main']);
  expect([...results.keys()].sort((a, b) => a - b)).toEqual(items);
  // The workers from the front of the queue, the main thread from the back.
  const rendered = (name: string) => [...results].filter(([, r]) => r.startsWith(`${name}:`)).map(([item]) => item);
  expect(rendered('w1')).toContain(0);
  expect(rendered('main')).toContain(199);
  expect(Math.min(...rendered('main'))).toBeGreaterThan(Math.max(...rendered('w1'), ...rendered('w2')));
  expect(new Set([...results.values()].map((r) => r.split(':')[0]))).toEqual(new Set(['main', 'w1', 'w2']));
});
