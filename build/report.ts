/**
 * The build report and its one-screen summary: pages by kind (with one sample path each, which the
 * quality gates use to visit every kind), bytes of HTML, CSS and JS of each kind's sample page, raw and gzip,
 * and the build time by phase. It is written beside the output folder (.build/report.json next to dist/),
 * not in it: its timings differ from build to build, and the host must publish only the site.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { IslandAssets } from './assets/islands';
import type { Route } from './routes';

// Compressed on libuv's threads, side by side, while the main thread goes on.
const gzip = promisify(gzipCallback);
const measure = async (data: string | Buffer): Promise<Bytes> => ({
  raw: Buffer.byteLength(data),
  gzip: (await gzip(data)).byteLength,
});

interface Bytes {
  raw: number;
  gzip: number;
}
export interface KindReport {
  pages: number;
  sample: string;
  /** Bytes of the kind's sample page and the assets it loads. */
  html: Bytes;
  css: Bytes;
  js: Bytes;
}
export interface BuildReport {
  pages: number;
  kinds: Record<string, KindReport>;
  timingsMs: Record<string, number>;
}

/** Where the report of the build in `outDir` is kept: `.build/report.json` in the folder that holds it. */
export function reportFile(outDir: string): string {
  return path.join(path.dirname(path.resolve(outDir)), '.build', 'report.json');
}

export async function writeReport(outDir: string, report: BuildReport): Promise<void> {
  const file = reportFile(outDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}

/** The report of the last build written to `outDir` (tests and scripts visit each kind's sample page). */
export function readReport(outDir: string): BuildReport {
  return JSON.parse(readFileSync(reportFile(outDir), 'utf8')) as BuildReport;
}

/**
 * The sample page of each kind (its first route), by path. Pages of one kind share their layout and
 * assets, so sizes are measured on it; gzipping every page cost about a second per thousand pages.
 */
export function sampleRoutes(routes: Route[]): Map<string, Route> {
  const byKind = new Map<string, Route>();
  for (const route of routes) if (!byKind.has(route.kind)) byKind.set(route.kind, route);
  return new Map([...byKind.values()].map((route) => [route.path, route]));
}

export async function buildReport(
  routes: Route[],
  samples: Map<string, Route>,
  html: Map<string, string>,
  islands: IslandAssets,
  outDir: string,
  timings: Record<string, number>,
): Promise<BuildReport> {
  const assetBytes = new Map<string, Promise<Bytes>>();
  const measureAsset = (url: string) => {
    const known = assetBytes.get(url);
    if (known) return known;
    const measured = readFile(path.join(outDir, url)).then(measure);
    assetBytes.set(url, measured);
    return measured;
  };
  const counts = new Map<string, number>();
  for (const route of routes) counts.set(route.kind, (counts.get(route.kind) ?? 0) + 1);
  const measured = [...samples.values()]
    .sort((a, b) => a.kind.localeCompare(b.kind))
    .map(async (route): Promise<[string, KindReport]> => {
      const page = html.get(route.path)!;
      const css = sum([...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => measureAsset(m[1]!)));
      // The page's module scripts, the island scripts the loader will import, and the chunks those import.
      const islandFiles = [...page.matchAll(/ data-island="([^"]+)"/g)].flatMap((m) => {
        const asset = islands.byName.get(m[1]!);
        return asset ? [asset.src, ...asset.imports] : [];
      });
      const scripts = [...page.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
      const js = sum([...new Set([...scripts, ...islandFiles])].map(measureAsset));
      return [
        route.kind,
        { pages: counts.get(route.kind)!, sample: route.path, html: await measure(page), css: await css, js: await js },
      ];
    });
  return { pages: routes.length, kinds: Object.fromEntries(await Promise.all(measured)), timingsMs: timings };
}

export function formatReport(report: BuildReport): string {
  const kb = (b: Bytes) => `${(b.raw / 1024).toFixed(1)}/${(b.gzip / 1024).toFixed(1)}`.padStart(11);
  const lines = [
    `${'page kind'.padEnd(18)}${'pages'.padStart(6)}  ${'HTML kB'.padStart(11)}  ${'CSS kB'.padStart(11)}  ${'JS kB'.padStart(11)}   (sample page, raw/gzip)`,
  ];
  for (const [name, k] of Object.entries(report.kinds))
    lines.push(`${name.padEnd(18)}${String(k.pages).padStart(6)}  ${kb(k.html)}  ${kb(k.css)}  ${kb(k.js)}`);
  lines.push(
    `phases: ${Object.entries(report.timingsMs)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ')}`,
  );
  return lines.join('\n');
}

const zero = (): Bytes => ({ raw: 0, gzip: 0 });
async function sum(parts: Promise<Bytes>[]): Promise<Bytes> {
  const total = zero();
  for (const b of await Promise.all(parts)) {
    total.raw += b.raw;
    total.gzip += b.gzip;
  }
  return total;
}
