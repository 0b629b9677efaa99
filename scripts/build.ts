/**
 * npm run build [-- --no-cache] [-- --no-cards] [-- --verify]: builds DIST_DIR (default dist/) from the site's data
 * (DATA_DIR overrides) and prints a one-screen report; problems exit 1. It starts from what the last
 * build in the same place learned (.build/cache), and when nothing at all has changed it says so and
 * leaves dist/ as it is, before loading the generator; --no-cache builds everything. --no-cards leaves
 * the social cards out (pages share the site's image), as the bench measures the site without them;
 * such a build neither reads nor keeps a cache. --verify renders again every page the cache would keep
 * and fails if one differs: a template that reads the content without the build noting it.
 */
import './production';
import path from 'node:path';
import { cacheDirFor } from '../build/cache-dir';
import { type DataFiles, diskData } from '../build/content/data-files';
import { BuildFailure } from '../build/problems';
import { inputsFingerprint, type Last, lastBuild, upToDate } from '../build/up-to-date';
import { buildYear } from '../build/year';
import { distDirFrom } from '../server/config';
import { printSummary, printUpToDate, reportBuildFailure } from './cli-output';
import { commandFlags } from './command-flags';

const started = performance.now();
const outDir = distDirFrom();
const siteUrl = process.env.SITE_URL || undefined;
const flags = commandFlags('npm run build [-- --no-cache] [-- --no-cards] [-- --verify]', [
  'no-cache',
  'no-cards',
  'verify',
]);
const noCards = flags['no-cards'];
const noCache = noCards || flags['no-cache'];
const { verify } = flags;
const code = process.env.BUILD_CODE_FINGERPRINT;
const cacheDir = noCache ? undefined : cacheDirFor(outDir);

// Nothing changed since the last build, whose output is untouched: done, without loading the generator.
// --verify renders what the cache keeps, so it never stops here.
const last = cacheDir && code && !verify ? lastBuild(cacheDir) : undefined;
const lastData = last && path.resolve(process.env.DATA_DIR ?? last.dataDir);
// The files this check reads are the build's, if it goes on: each is read once, and only if its stamp changed.
const checked = last && lastData ? diskData(lastData, lastData === last.dataDir ? last.files : {}) : undefined;
if (last && code && checked) {
  const same = unchangedSinceLast(last, code, checked);
  if (same) {
    printUpToDate(same, performance.now() - started);
    printJson({ pages: same.pages, reused: same.pages, upToDate: true, timings: {} });
    process.exit(0);
  }
}

const [{ build }, { loadSite }] = await Promise.all([import('../build/build'), import('./site-module')]);
const site = await loadSite();
try {
  const dataDir = path.resolve(process.env.DATA_DIR ?? site.dataDir);
  const data = checked?.dir === dataDir ? checked : diskData(dataDir);
  const result = await build({ site, data, outDir, siteUrl, cache: cacheDir, cards: !noCards, verify });
  printSummary(result, performance.now() - started);
  printJson({ pages: result.pages, reused: result.reused, upToDate: false, timings: result.timings });
} catch (error) {
  reportBuildFailure(error, outDir);
  process.exit(1);
}

/** The last build, if nothing changed since; a problem with the data (a folder not there) is the build's to report. */
function unchangedSinceLast(last: Last, code: string, data: DataFiles) {
  try {
    return upToDate(last, outDir, inputsFingerprint({ code, data, siteUrl, year: buildYear() }));
  } catch (error) {
    if (error instanceof BuildFailure) return undefined;
    throw error;
  }
}

/** For the bench (BUILD_JSON=1): one JSON line with the build's figures and peak memory. */
function printJson(figures: {
  pages: number;
  reused: number;
  upToDate: boolean;
  timings: Record<string, number>;
}): void {
  if (process.env.BUILD_JSON)
    console.log(JSON.stringify({ ...figures, peakMB: Math.round(process.resourceUsage().maxRSS / 1024) }));
}
