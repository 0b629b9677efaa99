/**
 * npm run check (after tsc and Biome): validates the content, builds the route table, renders every page
 * and checks every internal link, writing nothing. Exits 1 with the same messages a build would print;
 * warnings (a job posting about to close) are printed too.
 */
import './production';
import { build } from '../build/build';
import { distDirFrom } from '../server/config';
import { printWarnings, reportBuildFailure } from './cli-output';
import { loadSite } from './site-module';

const site = await loadSite();
try {
  const result = await build({
    site,
    data: process.env.DATA_DIR ?? site.dataDir,
    siteUrl: process.env.SITE_URL || undefined,
  });
  printWarnings(result.warnings);
  console.log(`Content and links OK: ${result.routes.length} pages.`);
} catch (error) {
  reportBuildFailure(error, distDirFrom());
  process.exitCode = 1;
}
