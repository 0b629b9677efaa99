/**
 * The generator's islands runtime in a real browser, on the mini site, whose client folder holds only
 * its island: the island is hydrated from the markup the server rendered (the same elements, no
 * mismatch), and a script that cannot load is asked for once more, then reported as an 'island:error'
 * event while the static HTML stays. The site is served from the build's memory output.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemoryOutput } from '../../../build/output/writer';
import { chromiumLaunchOptions } from '../../browser';
import { buildMini } from './mini';

const ORIGIN = 'http://mini.test';
let browser: Browser;
let out: MemoryOutput;

beforeAll(async () => {
  [browser, { out }] = await Promise.all([chromium.launch(chromiumLaunchOptions()), buildMini()]);
});
afterAll(() => browser?.close());

/** A page of the built site; `fails` names the scripts answered with a network error. */
async function open(fails: (path: string) => boolean = () => false): Promise<{ page: Page; requested: string[] }> {
  const page = await browser.newPage();
  const requested: string[] = [];
  await page.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    requested.push(url.pathname + url.search);
    if (fails(url.pathname)) return route.abort('failed');
    const file = url.pathname.endsWith('/') ? `${url.pathname.slice(1)}index.html` : url.pathname.slice(1);
    const data = out.files.get(file);
    if (!data) return route.fulfill({ status: 404, body: 'not found' });
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    return route.fulfill({ status: 200, contentType: type, body: Buffer.from(data) });
  });
  // What the page reports and the element the server rendered, kept before any script runs.
  await page.addInitScript(() => {
    const seen = window as unknown as { islandErrors: string[]; serverButton: Element | null };
    seen.islandErrors = [];
    window.addEventListener('island:error', (event) =>
      seen.islandErrors.push(String((event as CustomEvent<{ name: string }>).detail.name)),
    );
    document.addEventListener('DOMContentLoaded', () => {
      seen.serverButton = document.querySelector('[data-island="greeting"] button');
    });
  });
  await page.goto(`${ORIGIN}/`);
  return { page, requested };
}

describe("the generator's islands runtime in a browser", () => {
  it('hydrates the server-rendered island of a site that provides only its island: same elements, no error', async () => {
    const { page } = await open();
    const island = page.locator('[data-island="greeting"]');
    await page.locator('[data-island="greeting"][data-hydrated="true"]').waitFor();
    await island.getByRole('button').click();
    await expect.poll(() => island.textContent()).toBe('Hello from Mini Shop (1)');
    const kept = await page.evaluate(() => {
      const seen = window as unknown as { islandErrors: string[]; serverButton: Element | null };
      return {
        errors: seen.islandErrors,
        same: seen.serverButton === document.querySelector('[data-island="greeting"] button'),
      };
    });
    expect(kept).toEqual({ errors: [], same: true });
    await page.close();
  });

  it("asks once more for an island's script that failed, then reports 'island:error' and keeps the static HTML", async () => {
    const src = /^\/assets\/greeting-\w+\.js$/;
    const { page, requested } = await open((path) => src.test(path));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { islandErrors: string[] }).islandErrors))
      .toEqual(['greeting']);
    expect(requested.filter((r) => r.startsWith('/assets/greeting-')).map((r) => r.replace(/-\w+\.js/, '.js'))).toEqual(
      ['/assets/greeting.js', '/assets/greeting.js?retry'],
    );
    expect(await page.locator('[data-island="greeting"]').textContent()).toBe('Hello from Mini Shop (0)');
    expect(await page.locator('[data-island="greeting"]').getAttribute('data-hydrated')).toBeNull();
    await page.close();
  });
});
