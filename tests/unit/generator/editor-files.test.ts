/**
 * The content editor in dist/ (build/emit/editor-files.ts): never there unless the site lists the editor
 * plugin; when it does, /admin/ holds Decap, the configuration for the Git host (each save a pull request)
 * and its files, and _headers gives /admin/* the editor's own policy in place of the site's, which every
 * page keeps.
 */
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../../../lib/host-rules';
import { editor } from '../../../build';
import { buildMini, site } from './mini';

const noOrigins = () => ({ script: [], style: [], connect: [], media: [], frame: [] });
const csp = (headers: string, pathname: string) =>
  headersFor(parseHeaders(headers), pathname).get('content-security-policy');

describe('the content editor in dist/', () => {
  it('is not there unless the site lists the editor plugin', async () => {
    const { out } = await buildMini({}, { site: { ...site, cspOrigins: noOrigins, editor: { repo: 'agency/site' } } });
    expect([...out.files.keys()].filter((file) => file.startsWith('admin/'))).toEqual([]);
    expect(out.text('_headers')).not.toContain('/admin/');
  });

  it('is /admin/ with Decap and a configuration for the Git host, under its own security policy', async () => {
    const settings = { repo: 'agency/site', authUrl: 'https://auth.agency.example' };
    const { out } = await buildMini(
      {},
      { site: { ...site, cspOrigins: noOrigins, editor: settings, plugins: [...site.plugins!, editor()] } },
    );
    expect(out.text('admin/index.html')).toContain('<script src="/admin/decap-cms.js"></script>');
    expect(out.files.get('admin/decap-cms.js')!.length).toBeGreaterThan(1_000_000);
    const config = out.text('admin/config.yml')!;
    expect(config).toContain(
      'backend:\n  name: github\n  repo: agency/site\n  branch: main\n  base_url: https://auth.agency.example\npublish_mode: editorial_workflow',
    );
    const headers = out.text('_headers')!;
    // One policy on the editor's files, its own; the site's pages keep theirs.
    expect(csp(headers, '/admin/')).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval';/);
    expect(csp(headers, '/admin/')).toContain("connect-src 'self' https://api.github.com https://auth.agency.example");
    expect(csp(headers, '/products/anvil/')).not.toContain('unsafe-eval');
    expect(headersFor(parseHeaders(headers), '/admin/').get('x-robots-tag')).toBe('noindex');
  });
});
