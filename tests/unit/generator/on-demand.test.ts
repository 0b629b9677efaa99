/**
 * npm run dev while its first update runs (build/dev/on-demand.ts): a page the output folder holds from
 * the last run is answered at once, without waiting for the update; a page it lacks is made by the
 * running update; once the update is done, the folder answers alone.
 */
import { expect, it } from 'vitest';
import { onDemand } from '../../../build/dev/on-demand';
import type { StaticSite } from '../../../build/dev/live-reload';
import type { OnDemand } from '../../../build/stages/run';

/** The output folder of the last run: one page. */
const folder: StaticSite = {
  async handle(request) {
    const kept = new URL(request.url).pathname === '/kept/';
    return new Response(kept ? 'the last run’s page' : 'not found', { status: kept ? 200 : 404 });
  },
  reload: async () => {},
};
const running: OnDemand = {
  page: (path) => (path === '/new/' ? 'made on demand' : undefined),
  asset: () => undefined,
};
const ask = (site: StaticSite, path: string) => site.handle(new Request(`http://localhost:8080${path}`));

it('answers a page the folder holds at once, while the update is still loading the content', async () => {
  const loading = onDemand(folder, { onDemand: () => new Promise<OnDemand | undefined>(() => {}) });
  const answer = await Promise.race([
    ask(loading, '/kept/').then((response) => response.text()),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
  ]);
  expect(answer).toBe('the last run’s page');
});

it('makes a page the folder lacks with the running update, and says 404 for one neither has', async () => {
  const rendering = onDemand(folder, { onDemand: async () => running });
  expect(await (await ask(rendering, '/new/')).text()).toBe('made on demand');
  expect((await ask(rendering, '/none/')).status).toBe(404);
  const done = onDemand(folder, { onDemand: async () => undefined });
  expect((await ask(done, '/new/')).status).toBe(404);
});
