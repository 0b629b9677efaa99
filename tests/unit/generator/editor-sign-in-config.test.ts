/**
 * The deployed editor signs in through the site's own server unless its settings name another service:
 * Decap's base_url is the build's origin exactly (Decap takes the popup's messages from that origin
 * only), its auth_endpoint the server's route; and /admin/ keeps in touch with the popup it opens,
 * which the site's own opener policy would cut off on the popup's way through GitHub.
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { editor } from '../../../build';
import { headersFor, parseHeaders } from '../../../lib/host-rules';
import { EDITOR_AUTH_PATH } from '../../../lib/editor-sign-in';
import type { EditorSettings } from '../../../build/emit/cms-config';
import { build } from '../../../build/build';
import { memoryWriter } from '../../../build/output/writer';
import { miniCode, miniData, site } from './mini';

const noOrigins = () => ({ script: [], style: [], connect: [], media: [], frame: [] });

async function deployedEditor(settings: EditorSettings, siteUrl = 'https://shop.example') {
  const out = memoryWriter();
  await build({
    site: { ...site, cspOrigins: noOrigins, editor: settings, plugins: [...site.plugins!, editor()] },
    data: miniData,
    writer: out,
    code: miniCode,
    year: 2026,
    siteUrl,
  });
  const rules = parseHeaders(out.text('_headers')!);
  return {
    backend: (parse(out.text('admin/config.yml')!) as { backend: Record<string, unknown> }).backend,
    headers: (pathname: string) => headersFor(rules, pathname),
  };
}

describe("the deployed editor's sign-in", () => {
  it("without authUrl, signs in at the site's own origin: base_url is the build's origin exactly, auth_endpoint the server's route", async () => {
    const { backend } = await deployedEditor({ repo: 'agency/shop' }, 'https://shop.example/');
    expect(backend).toEqual({
      name: 'github',
      repo: 'agency/shop',
      branch: 'main',
      base_url: 'https://shop.example',
      auth_endpoint: EDITOR_AUTH_PATH.slice(1),
    });
  });

  it('authUrl still names an outside service, with its own endpoint', async () => {
    const { backend } = await deployedEditor({ repo: 'agency/shop', authUrl: 'https://auth.agency.example' });
    expect(backend).toEqual({
      name: 'github',
      repo: 'agency/shop',
      branch: 'main',
      base_url: 'https://auth.agency.example',
    });
  });

  it("/admin/ keeps the popup it opens (opener policy same-origin-allow-popups); the site's pages keep same-origin", async () => {
    const { headers } = await deployedEditor({ repo: 'agency/shop' });
    expect(headers('/admin/').get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(headers('/products/anvil/').get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it("apiRoot: Decap reads that API, and the editor's policy lets it connect there instead of api.github.com", async () => {
    const { backend, headers } = await deployedEditor({
      repo: 'agency/shop',
      apiRoot: 'https://git.agency.example/api/v3',
    });
    expect(backend.api_root).toBe('https://git.agency.example/api/v3');
    const csp = headers('/admin/').get('content-security-policy')!;
    expect(csp).toContain("connect-src 'self' https://git.agency.example;");
    expect(csp).not.toContain('api.github.com');
  });
});
