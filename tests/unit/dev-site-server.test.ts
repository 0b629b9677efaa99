/**
 * npm run dev starts the site's own server parts only: the agency's form API is what the agency's site
 * declares (SiteConfig.server), and a site that declares none, the example blog, is served as its pages
 * alone: no form API, no database, no mail folder.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type DevProject, startDev } from '../../scripts/bench/dev-project';

let dev: DevProject | undefined;
afterAll(async () => dev?.stop());

it('serves the example blog as pages alone: no form API, and nothing opened in its var folder', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-dev-blog-'));
  dev = await startDev({
    root,
    cwd: process.cwd(),
    port: 4437,
    env: {
      SITE: 'examples/blog/site.ts',
      DIST_DIR: path.join(root, 'dist'),
      VAR_DIR: path.join(root, 'var'),
      BUILD_DIR: path.join(root, 'build'),
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  });
  const home = await fetch(`${dev.base}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('</html>');
  const api = await fetch(`${dev.base}/api/contact`, { method: 'POST', body: '{}' });
  expect(api.status).toBe(404);
  // The agency's server would have made var/ with its database and mail folder.
  expect(existsSync(path.join(root, 'var')) ? readdirSync(path.join(root, 'var')) : []).toEqual([]);
}, 120_000);
