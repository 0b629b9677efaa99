/**
 * Browser tests run with no internet: third parties the site uses are answered by local stand-ins.
 * The bot-check (Cloudflare Turnstile) stand-in behaves like the real script with Cloudflare's dummy
 * token, and can be told to fail. Every spec imports `test` from here.
 */
import { test as base, expect, type Page } from '@playwright/test';

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
  await page.route('https://www.google.com/maps**', (route) => route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Map</title><p>Map</p>' }));
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await stubThirdParties(page);
    await use(page);
  },
});

export { expect };
