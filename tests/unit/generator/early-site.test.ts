/**
 * npm run dev before the generator has loaded (build/dev/early-site.ts): a page the output folder holds
 * from the last run is answered at once, with live reload's script, as the whole dev site answers it;
 * the editor, pages the folder lacks and other methods wait for the whole dev site.
 */
import { expect, it } from 'vitest';
import { earlySite } from '../../../build/dev/early-site';
import { createLiveReload, type StaticSite } from '../../../build/dev/live-reload';

/** The output folder of the last run: one page. */
const folder: StaticSite = {
  async handle(request) {
    const kept = new URL(request.url).pathname === '/kept/';
    return new Response(kept ? '<html><body>the last run’s page</body></html>' : 'not found', {
      status: kept ? 200 : 404,
      headers: { 'Content-Type': kept ? 'text/html; charset=utf-8' : 'text/plain' },
    });
  },
  reload: async () => {},
};
const whole: StaticSite = {
  handle: async (request) => new Response(`the whole dev site answers ${new URL(request.url).pathname}`),
  reload: async () => {},
};
const ask = (site: StaticSite, path: string, init?: RequestInit) =>
  site.handle(new Request(`http://localhost:8080${path}`, init));
const within = <T>(answer: Promise<T>, ms = 500) =>
  Promise.race([answer, new Promise((resolve) => setTimeout(() => resolve('still waiting'), ms))]);

it('answers a page the last run wrote before the generator loads, with the live-reload script', async () => {
  const live = createLiveReload();
  const early = earlySite(folder, live);
  const answer = await within(ask(early, '/kept/'), 1000);
  if (!(answer instanceof Response)) throw new Error(`the page was not answered: ${String(answer)}`);
  expect(answer.status).toBe(200);
  const page = await answer.text();
  expect(page).toContain('the last run’s page');
  expect(page).toContain('<script type="module" src="/__dev/client.js"></script>');
  // Byte for byte what the whole dev site (live reload around the folder, for a page the folder holds) answers.
  expect(page).toBe(await (await ask(live.decorate(folder), '/kept/')).text());
});

it('keeps the editor, pages the folder lacks and other methods waiting until the whole dev site is there', async () => {
  const early = earlySite(folder, createLiveReload());
  const waiting = [
    ask(early, '/new/'),
    ask(early, '/admin/'),
    ask(early, '/admin/config.yml'),
    ask(early, '/kept/', { method: 'POST', body: 'x' }),
  ].map((answer) => answer.then((response) => response.text()));
  for (const answer of waiting) expect(await within(answer, 200)).toBe('still waiting');
  early.complete(() => whole);
  expect(await Promise.all(waiting)).toEqual([
    'the whole dev site answers /new/',
    'the whole dev site answers /admin/',
    'the whole dev site answers /admin/config.yml',
    'the whole dev site answers /kept/',
  ]);
  expect(await (await ask(early, '/kept/')).text()).toBe('the whole dev site answers /kept/');
});

it('hands the whole dev site the folder it wraps', async () => {
  const early = earlySite(folder, createLiveReload());
  early.complete((site) => ({
    handle: async (request) => new Response(`wrapped: ${await (await site.handle(request)).text()}`),
    reload: async () => {},
  }));
  expect(await (await ask(early, '/kept/')).text()).toBe('wrapped: <html><body>the last run’s page</body></html>');
});
