/**
 * The build report and its one-screen summary: pages by kind (with one sample path each, which the
 * quality gates use to visit every kind), bytes of HTML, CSS and JS of each kind's sample page, raw and
 * gzip, and the build time by phase. It is written to the build's own folder (.build/report.json), not
 * into the output: its timings differ from build to build, and the host must publish only the site.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDirFrom } from './cache-dir';
import type { Route } from './routes';

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

const measure = (data: string | Uint8Array): Bytes => ({
  raw: Buffer.byteLength(data),
  gzip: gzipSync(data).byteLength,
});

/** The report in the build's folder (build/cache-dir.ts). */
export const reportFile = (buildDir: string = buildDirFrom()) => path.join(buildDir, 'report.json');

export function writeReport(file: string, report: BuildReport): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

export function readReport(buildDir: string = buildDirFrom()): BuildReport {
  return JSON.parse(readFileSync(reportFile(buildDir), 'utf8')) as BuildReport;
}

/** The sample page of each kind: its first route. Pages of one kind share their layout and assets, so sizes are measured on it. */
export function sampleRoutes(routes: Route[]): Map<string, Route> {
  const byKind = new Map<string, Route>();
  for (const route of routes) if (!byKind.has(route.kind)) byKind.set(route.kind, route);
  return byKind;
}

/**
 * The report of a build: `samples` holds the HTML of each kind's sample page when this build rendered
 * it; a kind whose sample was reused keeps its sizes from `previous`.
 */
export function buildReport(input: {
  routes: Route[];
  samples: Map<string, string>;
  asset: (url: string) => Uint8Array | undefined;
  islands: Map<string, { src: string; imports: string[] }>;
  timings: Record<string, number>;
  previous?: BuildReport;
}): BuildReport {
  const assetBytes = new Map<string, Bytes>();
  const measureAsset = (url: string): Bytes => {
    let known = assetBytes.get(url);
    if (!known) {
      const data = input.asset(url);
      known = data ? measure(data) : zero();
      assetBytes.set(url, known);
    }
    return known;
  };
  const counts = new Map<string, number>();
  for (const route of input.routes) counts.set(route.kind, (counts.get(route.kind) ?? 0) + 1);
  const kinds: Record<string, KindReport> = {};
  for (const [kind, route] of [...sampleRoutes(input.routes)].sort(([a], [b]) => a.localeCompare(b))) {
    const page = input.samples.get(route.path);
    const before = input.previous?.kinds[kind];
    if (page === undefined) {
      if (before) kinds[kind] = { ...before, pages: counts.get(kind)!, sample: route.path };
      continue;
    }
    const css = sum([...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => measureAsset(m[1]!)));
    // The page's module scripts, the island scripts the loader will import, and the chunks those import;
    // not an island that waits for a visitor to use it (data-load="interaction", the search).
    const islandFiles = [...page.matchAll(/<[^>]* data-island="([^"]+)"[^>]*>/g)].flatMap((m) => {
      const asset = input.islands.get(m[1]!);
      return asset && !m[0].includes(' data-load="interaction"') ? [asset.src, ...asset.imports] : [];
    });
    const scripts = [...page.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
    const js = sum([...new Set([...scripts, ...islandFiles])].map(measureAsset));
    kinds[kind] = { pages: counts.get(kind)!, sample: route.path, html: measure(page), css, js };
  }
  return { pages: input.routes.length, kinds, timingsMs: input.timings };
}

export function formatReport(report: BuildReport): string {
  const kb = (b: Bytes) => `${(b.raw / 1024).toFixed(1)}/${(b.gzip / 1024).toFixed(1)}`.padStart(11);
  const lines = [
    `${'page kind'.padEnd(18)}${'pages'.padStart(6)}  ${'HTML kB'.padStart(11)}  ${'CSS kB'.padStart(11)}  ${'JS kB'.padStart(11)}   (sample page, raw/gzip)`,
  ];
  for (const [name, k] of Object.entries(report.kinds)) {
    lines.push(`${name.padEnd(18)}${String(k.pages).padStart(6)}  ${kb(k.html)}  ${kb(k.css)}  ${kb(k.js)}`);
  }
  lines.push(
    `phases: ${Object.entries(report.timingsMs)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ')}`,
  );
  return lines.join('\n');
}

const zero = (): Bytes => ({ raw: 0, gzip: 0 });
function sum(parts: Bytes[]): Bytes {
  const total = zero();
  for (const b of parts) {
    total.raw += b.raw;
    total.gzip += b.gzip;
  }
  return total;
}
