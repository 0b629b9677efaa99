/**
 * Browser tests run with no internet: third parties the site uses are answered by local stand-ins.
 * The bot-check (Cloudflare Turnstile) stand-in behaves like the real script with Cloudflare's dummy
 * token, and can be told to fail; the podcast player's CDN answers with the pinned release's files.
 * Every spec imports `test` from here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type Route } from '@playwright/test';

export const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

function turnstileStub(fail: boolean): string {
  return `(() => {
  const widgets = new Map();
  let next = 0;
  const issue = (w) => setTimeout(() => {
    if (${fail}) { w.opts['error-callback'] && w.opts['error-callback']('110200'); return; }
    w.token = '${DUMMY_TOKEN}';
    w.opts.callback && w.opts.callback(w.token);
  }, 150);
  window.turnstile = {
    render(el, opts) {
      const id = 'cf-' + (++next);
      const host = typeof el === 'string' ? document.querySelector(el) : el;
      const box = document.createElement('p');
      box.textContent = 'Security check (test stand-in)';
      host.appendChild(box);
      const w = { opts, token: undefined, box };
      widgets.set(id, w);
      issue(w);
      return id;
    },
    getResponse(id) { return widgets.get(id) && widgets.get(id).token; },
    reset(id) { const w = widgets.get(id); if (w) { w.token = undefined; issue(w); } },
    remove(id) { const w = widgets.get(id); if (w) w.box.remove(); widgets.delete(id); },
    isExpired() { return false; },
    execute() {},
    ready(cb) { cb(); },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();`;
}

export async function stubThirdParties(page: Page, options: { botCheckFails?: boolean } = {}) {
  await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: turnstileStub(options.botCheckFails === true) }),
  );
  await page.route('https://www.google.com/maps**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Map</title><p>Map</p>' }),
  );
  await page.route('https://cdn.plyr.io/**', plyrFromFixtures);
}

const PLYR_TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css', svg: 'image/svg+xml' };

/** The podcast player's CDN, answered with the release's own bytes (tests/fixtures/plyr-3.7.8) and CORS, as the CDN does, so the SRI check runs. */
function plyrFromFixtures(route: Route) {
  const name = new URL(route.request().url()).pathname.replace(/^\/3\.7\.8\//, '');
  const file = path.join('tests/fixtures/plyr-3.7.8', name);
  if (name.includes('/') || !existsSync(file))
    return route.fulfill({ status: 404, headers: { 'Access-Control-Allow-Origin': '*' }, body: 'not found' });
  return route.fulfill({
    contentType: PLYR_TYPES[name.split('.').pop()!],
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: readFileSync(file),
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await stubThirdParties(page);
    await use(page);
  },
});

export { expect };
