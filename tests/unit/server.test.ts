/** The local server answers like Cloudflare Pages would with the same dist/: called with Requests, no socket. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app';
import { createStaticSite } from '../../server/static-site';

let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  app = createApp({ site: await createStaticSite(inject('distDir')) });
});
const get = (path: string, init?: RequestInit) => app.request(`http://localhost${path}`, init);

describe('static site semantics', () => {
  it('serves a page at its canonical trailing-slash URL', async () => {
    const res = await get('/about/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('<h1');
  });

  it('redirects the other form to the canonical one, keeping the query', async () => {
    const res = await get('/about?ref=mail');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/about/?ref=mail');
    expect((await get('/services/index.html')).headers.get('location')).toBe('/services/');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const res = await get('/no-such-page/');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('>404</h1>');
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  });

  it("answers an unknown service with the section's 'Service not found' page and status 404", async () => {
    for (const path of ['/services/nope/', '/services/nope', '/services/a/b/c']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = (await res.text()).replace(/&#x27;/g, "'");
      expect(html, path).toContain('Service not found');
      expect(html, path).toContain("The service you're looking for doesn't exist.");
      expect(html, path).toContain('Back to Services');
      expect(html, path).toContain('noindex,nofollow');
    }
  });

  it('does not serve a 404 page as a 200 when asked for it by name', async () => {
    expect((await get('/services/404.html')).status).toBe(404);
  });

  it('applies dist/_redirects', async () => {
    const res = await get('/pricing');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/services/');
  });

  it('applies dist/_headers: security headers on pages, immutable caching on hashed assets only', async () => {
    const page = await get('/');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const css = (await page.text()).match(/href="(\/assets\/site-[^"]+\.css)"/)![1]!;
    const asset = await get(css);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('refuses paths that try to leave dist/', async () => {
    // The URL parser folds /%2e%2e/ away: the request stays inside dist/ and finds nothing there.
    expect((await get('/%2e%2e/package.json')).status).toBe(404);
    expect((await get('/..%2fpackage.json')).status).toBe(400);
  });

  it('answers HEAD without a body and refuses other methods on static files', async () => {
    const head = await get('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/', { method: 'DELETE' })).status).toBe(405);
  });
});

describe('security policy', () => {
  it('lets only the bot-check widget, the map embed and the audio player in, and no inline or eval script', async () => {
    const csp = (await get('/')).headers.get('content-security-policy')!;
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))!
        .split(' ')
        .slice(1);
    expect(directive('script-src')).toEqual(["'self'", 'https://challenges.cloudflare.com', 'https://cdn.plyr.io']);
    expect(directive('frame-src')).toEqual(['https://challenges.cloudflare.com', 'https://www.google.com']);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('default-src')).toEqual(["'self'"]);
  });

  it('compresses text responses for clients that accept it', async () => {
    const res = await get('/services/local-seo/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
