/**
 * npm run dev while its first update runs (build/dev/on-demand.ts): a page the output folder holds from
 * the last run is answered at once, without waiting for the update; a page it lacks is made by the
 * running update; once the update is done, the folder answers alone.
 */
import { expect, it } from 'vitest';
import { overlayData } from '../../../build/content/data-files';
import { onDemand } from '../../../build/dev/on-demand';
import type { StaticSite } from '../../../build/dev/live-reload';
import { memoryWriter } from '../../../build/output/writer';
import { emptyState, runBuild } from '../../../build/pipeline';
import type { OnDemand } from '../../../build/stages/run';
import { miniCode, miniData, site } from './mini';

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

it('lets a request waiting for the update in as soon as pages can be made, not after the next fifty', async () => {
  // Seventy products: the update reports progress at the fiftieth page.
  const write = Object.fromEntries(
    Array.from({ length: 70 }, (_, i) => [
      `products/tool-${i}.yaml`,
      `name: Tool ${i}\nprice: ${i + 10}\nnote: One of seventy tools, each on a page of its own for this test.\n`,
    ]),
  );
  // Pages that say nearly the same are what this site is, here.
  const alike = { ...site, plugins: site.plugins?.filter((plugin) => plugin.name !== 'near-duplicates') };
  const order: string[] = [];
  await runBuild(
    {
      site: alike,
      data: overlayData(miniData, { write }),
      code: miniCode,
      year: 2026,
      writer: memoryWriter(),
      // As a request does: it is handled once the event loop gets to it.
      onRenderReady: (ready) =>
        setImmediate(() => order.push(ready.page('/products/tool-3/') ? 'request answered' : 'no page')),
      onProgress: (_, done, total) => order.push(done === total ? 'all pages' : `${done} pages`),
    },
    emptyState(miniCode),
  );
  expect(order[0]).toBe('request answered');
  expect(order).toContain('50 pages');
});
