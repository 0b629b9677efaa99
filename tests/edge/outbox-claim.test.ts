/**
 * On the Worker several delivery rounds run over one D1 database at once: each request's own round
 * (waitUntil, after its answer) and every cron run. Each notification is claimed in D1 before it is
 * sent, so whichever rounds overlap, the mail API receives it once.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CONTACT_PATH } from '../../lib/contract';
import { type WorkerApiApp, workerApp } from './worker-app';

let api: WorkerApiApp;
beforeEach(() => {
  api = workerApp();
});
afterEach(() => api.close());

const contact = (n: number) =>
  api.request(CONTACT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, turnstileToken: `token-${n}` }),
  });

/** How many times the mail API received each notification, by its Message-ID. */
function copiesById(): Map<string, number> {
  const copies = new Map<string, number>();
  for (const body of api.standIns.mail) {
    const id = body.headers?.['Message-ID'] ?? '';
    copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  return copies;
}

async function expectEachDeliveredOnce(count: number) {
  const submissions = await api.store.submissions();
  expect(submissions.map((s) => s.notification)).toEqual(Array(count).fill('delivered'));
  expect(api.standIns.mail).toHaveLength(count);
  expect([...copiesById().values()]).toEqual(Array(count).fill(1));
}

it('two cron rounds started at once over the same due notifications send each one once (they sent every one twice)', async () => {
  // Stored while the mail API is down: the requests' own rounds give their claims back, all stay due.
  api.standIns.mailStatus = 503;
  for (let n = 1; n <= 8; n++) expect((await contact(n)).status).toBe(200);
  await api.deliverDue();
  expect(api.standIns.mail).toEqual([]);

  api.standIns.mailStatus = 200;
  await Promise.all([api.deliverDue(), api.deliverDue()]);
  await expectEachDeliveredOnce(8);
});

it("a submission's own round and the cron's, running at once, send its notification once", async () => {
  const answers = await Promise.all([
    ...Array.from({ length: 6 }, (_, i) => contact(i + 1)),
    api.deliverDue(),
    api.deliverDue(),
  ]);
  for (const answer of answers.slice(0, 6)) expect((answer as Response).status).toBe(200);
  await api.deliverDue();
  await expectEachDeliveredOnce(6);
});
