/**
 * Which code made a page. A build's state is reused only by the same code, but not all code reaches
 * every page: an edit to one page module (and what only it imports) re-renders that kind's pages,
 * while an edit to the site's configuration, a component every kind imports or the generator
 * re-renders everything. The import graph is esbuild's: the compiled runner's own (scripts/compiled.mjs
 * names its metafile in BUILD_CODE_GRAPH) or, in a run from the sources, one made here.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { islandsRuntimeFiles } from './assets/islands';
import { type AnySite, pagesDirOf } from './site';

export interface CodeVersion {
  /** What every page is made by: Node, the installed packages, the generator, the site module and its imports. */
  shared: string;
  /** Each page kind's module with what only it imports. */
  pages: Record<string, string>;
  /** Every source file of the site and the islands' runtime, which the assets are made from (Tailwind scans the templates for classes). */
  assets: string;
}

const generatorDir = path.dirname(fileURLToPath(import.meta.url));
/** Where esbuild runs, for the compiled runner and here: the metafile's paths are relative to it. */
const root = path.dirname(generatorDir);
/**
 * The generator's root module: everything a build runs is imported from it, the reading and writing of
 * the state included, so a state another version of the generator wrote is not read.
 */
const GENERATOR = path.join(generatorDir, 'build.ts');

/** The site's page modules: one per kind, named by file. */
export function pageModuleFiles(site: AnySite): Map<string, string> {
  const dir = pagesDirOf(site);
  return new Map(
    readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f))
      .sort()
      .map((f) => [f.replace(/\.tsx?$/, ''), path.join(dir, f)]),
  );
}

/** The graph of a code version's entries, started before the site loaded (startCodeGraph), for its first use. */
let early: { key: string; graph: Promise<ImportGraph> } | undefined;

/**
 * Starts reading the import graph of a site whose page modules are in the default folder, while the
 * site itself loads: npm run dev's first update needs its code version, and esbuild reads the graph in
 * a process of its own. Used once, by the next codeVersion() of the same files.
 */
export function startCodeGraph(siteModule: string): void {
  const pages = pageModuleFiles({ module: pathToFileURL(siteModule).href } as AnySite);
  const entries = [path.resolve(siteModule), GENERATOR, ...pages.values()];
  const graph = importGraph(entries);
  graph.catch(() => {}); // a graph that fails is read again, and fails, where it is used
  early = { key: entries.join('\n'), graph };
}

export async function codeVersion(site: AnySite): Promise<CodeVersion> {
  const pages = pageModuleFiles(site);
  const siteModule = fileURLToPath(site.module);
  const entries = [siteModule, GENERATOR, ...pages.values()];
  const started = early?.key === entries.join('\n') ? early.graph : undefined;
  early = undefined;
  const graph = await (started ?? importGraph(entries));
  const shared = sharedIn(graph, siteModule);
  const lock = path.join(generatorDir, '../node_modules/.package-lock.json');
  const sharedHash = createHash('sha256').update(process.version);
  if (existsSync(lock)) sharedHash.update(readFileSync(lock));
  return {
    shared: hashFiles([...shared], sharedHash),
    pages: Object.fromEntries(
      [...pages].map(([kind, file]) => [kind, hashFiles([...reach(graph, file)].filter((f) => !shared.has(f)))]),
    ),
    assets: hashFiles(assetSourceFiles(site)),
  };
}

/**
 * A hash of what `files` (absolute) and the source files they import hold, whatever their paths: the
 * same sources give the same hash in every checkout, wherever it lies.
 */
export async function sourcesHash(files: string[]): Promise<string> {
  const graph = await importGraph(files);
  const reached = new Set(files.flatMap((file) => [...reach(graph, file)]));
  const contents = [...reached].map((file) => createHash('sha256').update(readFileSync(file)).digest('hex')).sort();
  return createHash('sha256').update(contents.join('\n')).digest('hex').slice(0, 16);
}

/** The source files every page is made by: the generator's and the site module's, with what they import. */
export async function sharedSources(site: AnySite): Promise<string[]> {
  const siteModule = fileURLToPath(site.module);
  return [...sharedIn(await importGraph([siteModule, GENERATOR]), siteModule)].sort();
}

const sharedIn = (graph: ImportGraph, siteModule: string) =>
  new Set([...reach(graph, siteModule), ...reach(graph, GENERATOR)]);

/** Each source file (absolute) with the source files it imports; packages are left out (the lock file stands for them). */
type ImportGraph = Map<string, string[]>;

async function importGraph(entries: string[]): Promise<ImportGraph> {
  const compiled = process.env.BUILD_CODE_GRAPH;
  const metafile = compiled ? (JSON.parse(readFileSync(compiled, 'utf8')) as Metafile) : await metafileOf(entries);
  const graph: ImportGraph = new Map();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    if (file.includes('node_modules/') || file.includes(':')) continue;
    graph.set(
      path.resolve(root, file),
      input.imports
        .filter((i) => !i.external && !i.path.includes('node_modules/') && !i.path.includes(':'))
        .map((i) => path.resolve(root, i.path)),
    );
  }
  return graph;
}

/** esbuild's record of what `entries` import, the project's files followed and packages left out. */
async function metafileOf(entries: string[]): Promise<Metafile> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    absWorkingDir: root,
    outdir: path.join(root, '.build/graph'),
    logLevel: 'silent',
  });
  return result.metafile;
}

function reach(graph: ImportGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return seen;
}

function hashFiles(files: string[], hash = createHash('sha256')): string {
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The source files the assets are made from: the site's, and the islands' runtime its island scripts bundle. */
export function assetSourceFiles(site: AnySite): string[] {
  return [...siteSourceFiles(site), ...(site.clientDir ? islandsRuntimeFiles() : [])];
}

/** Every file of the site's code folders (its module's folder, pages, islands, public files, stylesheet), data excepted. */
export function siteSourceFiles(site: AnySite): string[] {
  const dataDir = path.resolve(site.dataDir) + path.sep;
  const dirs = [
    path.dirname(fileURLToPath(site.module)),
    pagesDirOf(site),
    site.clientDir,
    site.publicDir,
    site.stylesheet && path.dirname(site.stylesheet),
  ];
  const files = new Set<string>();
  for (const dir of dirs) {
    if (!dir || !existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && !file.startsWith(dataDir)) files.add(file);
    }
  }
  if (site.font) files.add(site.font.file);
  return [...files];
}

/** The folders to watch for code edits (npm run dev). */
export function siteCodeDirs(site: AnySite): string[] {
  const dirs = [path.dirname(fileURLToPath(site.module)), pagesDirOf(site), site.clientDir, site.publicDir]
    .concat(site.stylesheet ? [path.dirname(site.stylesheet)] : [])
    .filter((d): d is string => !!d && existsSync(d))
    .map((d) => path.resolve(d));
  // A folder inside another is watched through it.
  return [...new Set(dirs)].filter((d) => !dirs.some((o) => o !== d && d.startsWith(o + path.sep)));
}
