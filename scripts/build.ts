/**
 * npm run build [-- --no-cache] [-- --no-cards] [-- --verify] [-- --empty-out-dir]: builds DIST_DIR (default
 * dist/) from the site's data (DATA_DIR overrides) and prints a one-screen report; problems exit 1. Before
 * anything else it checks it may write DIST_DIR and BUILD_DIR (build/output/); --empty-out-dir lets it
 * empty a folder of files no build wrote. It starts from what the last build learned (.build/cache;
 * BUILD_DIR moves .build), and when nothing at all has changed it says so and
 * leaves dist/ as it is, before loading the generator; --no-cache builds everything. --no-cards leaves
 * the social cards out (pages share the site's image), as the bench measures the site without them;
 * such a build neither reads nor keeps a cache. --verify renders again every page the cache would keep
 * and fails if one differs: a template that reads the content without the build noting it.
 */
import './production';
import path from 'node:path';
import { buildDirFrom, cacheDirIn } from '../build/cache-dir';
import { type DataFiles, diskData } from '../build/content/data-files';
import { checkBuildDir } from '../build/output/build-dir-guard';
import { checkOutDir, projectDataFolder } from '../build/output/out-dir-guard';
import { BuildFailure } from '../build/problems';
import { reportFile } from '../build/report';
import { inputsFingerprint, type Last, lastBuild, upToDate } from '../build/up-to-date';
import { buildYear } from '../build/year';
import { distDirFrom } from '../server/config';
import { printSummary, printUpToDate, reportBuildFailure } from './cli-output';
import { commandFlags } from './command-flags';

const started = performance.now();
const outDir = distDirFrom();
const siteUrl = process.env.SITE_URL || undefined;
const flags = commandFlags('npm run build [-- --no-cache] [-- --no-cards] [-- --verify] [-- --empty-out-dir]', [
  'no-cache',
  'no-cards',
  'verify',
  'empty-out-dir',
]);
const noCards = flags['no-cards'];
const noCache = noCards || flags['no-cache'];
const { verify } = flags;
const code = process.env.BUILD_CODE_FINGERPRINT;
const buildDir = buildDirFrom();
const cacheDir = noCache ? undefined : cacheDirIn(buildDir);
const emptyOutDir = flags['empty-out-dir'];
try {
  // At once, before the generator loads: DATA_DIR, or the project's data/ (build() checks again with the site's own).
  const data = projectDataFolder();
  checkBuildDir(buildDir, [data]);
  checkOutDir(outDir, { apart: [{ dir: buildDir, name: "the build's own folder" }, data], emptyOutDir });
} catch (error) {
  reportBuildFailure(error, outDir);
  process.exit(1);
}

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

void buildSite();

/** Loads the generator and the site, builds, and reports. */
async function buildSite(): Promise<void> {
  const [{ build }, { loadSite }] = await Promise.all([import('../build/build'), import('./site-module')]);
  const site = await loadSite();
  try {
    const dataDir = path.resolve(process.env.DATA_DIR ?? site.dataDir);
    const data = checked?.dir === dataDir ? checked : diskData(dataDir);
    const result = await build({
      site,
      data,
      outDir,
      emptyOutDir,
      siteUrl,
      cache: cacheDir,
      report: reportFile(buildDir),
      cards: !noCards,
      verify,
    });
    printSummary(result, performance.now() - started);
    printJson({ pages: result.pages, reused: result.reused, upToDate: false, timings: result.timings });
  } catch (error) {
    reportBuildFailure(error, outDir);
    process.exit(1);
  }
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
