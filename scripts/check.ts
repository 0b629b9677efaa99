/**
 * npm run check (after tsc): validates data/, builds the route table, renders every page and checks
 * every internal link, writing nothing. Exits 1 with the same messages a build would print.
 */
import './production';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../build/index';
import { reportBuildFailure } from './cli-output';
import siteConfig from '../templates/site';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'vitalis-check-'));
try {
  const result = await build({
    site: siteConfig,
    dataDir: 'data',
    outDir: path.join(scratch, 'dist'),
    siteUrl: process.env.SITE_URL,
    dryRun: true,
  });
  for (const warning of result.warnings) console.warn(`note: ${warning}`);
  console.log(`Content and links OK: ${result.routes.length} pages.`);
} catch (error) {
  reportBuildFailure(error);
  process.exitCode = 1;
} finally {
  await rm(scratch, { recursive: true, force: true });
}
