/**
 * The packages npm run dev imports as it starts, which scripts/dev-start.mjs loads before tsx's hooks:
 * those the site's server imports (a restart answers with them first) and the others.
 * tests/unit/dev-packages.test.ts keeps both lists equal to what the agency's modules import.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SERVER_PACKAGES = [
  '@hono/node-server',
  '@hono/node-server/conninfo',
  'better-sqlite3',
  'busboy',
  'file-type',
  'hono',
  'hono/body-limit',
  'hono/compress',
  'hono/cookie',
  'hono/utils/mime',
  'yaml',
  'zod',
];

export const OTHER_PACKAGES = [
  '@marsidev/react-turnstile',
  'chokidar',
  'd3-geo',
  'feed',
  'gray-matter',
  'js-yaml',
  'podcast',
  'react',
  'react-dom/server',
  'react/jsx-runtime',
  'remark-html',
  'remark-parse',
  'sitemap',
  'topojson-client',
  'unified',
];

/**
 * Whether this start is a restart: the last run of the same site remembered its server in the build
 * folder (build/dev/remembered-server.ts), and serves the last run's pages before the rest has loaded.
 */
export function restarting(env = process.env, cwd = process.cwd()) {
  try {
    const kept = JSON.parse(readFileSync(path.resolve(cwd, env.BUILD_DIR || '.build', 'dev-server.json'), 'utf8'));
    return kept.site === path.resolve(cwd, env.SITE ?? 'templates/site.ts');
  } catch {
    return false; // none yet, or unreadable: a first start
  }
}
