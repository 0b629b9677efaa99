/**
 * The tests' shared Worker (worker-app.ts): a test's Worker is emptied and handed to the next test, and
 * one that cannot be emptied is stopped instead, without failing the test that used it.
 */
import { expect, it } from 'vitest';
import { CONTACT_PATH } from '../../lib/contract';
import { workerApp } from './worker-app';

const contact = {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ name: 'Dana', email: 'dana@example.com', turnstileToken: 'token' }),
};

it('the next test gets the same workerd, emptied', async () => {
  const first = workerApp();
  expect((await first.request(CONTACT_PATH, contact)).status).toBe(200);
  const mf = await first.miniflare();
  await first.close();
  const next = workerApp();
  try {
    expect(await next.miniflare()).toBe(mf);
    expect(await next.store.submissions()).toEqual([]);
  } finally {
    await next.close();
  }
});

it('a Worker whose clean-up fails is stopped, and the next test starts a new one', async () => {
  const first = workerApp();
  expect((await first.request(CONTACT_PATH, contact)).status).toBe(200);
  await first.deliverDue(); // no delivery round left to meet the dropped table
  const mf = await first.miniflare();
  // A table dropped behind the helper's back (breakStorage would say so): emptying the Worker throws.
  await (await mf.getD1Database('DB')).prepare('DROP TABLE outbox').run();
  await expect(first.close()).resolves.toBeUndefined();
  const next = workerApp();
  try {
    expect(await next.miniflare()).not.toBe(mf);
    expect((await next.request(CONTACT_PATH, contact)).status).toBe(200);
    expect(await next.store.submissions()).toHaveLength(1);
  } finally {
    await next.close();
  }
});
