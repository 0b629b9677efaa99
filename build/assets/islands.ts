/**
 * Bundles one entry per island in the site's islands folder with esbuild: ESM with code splitting, so
 * React is one shared chunk and each island adds only its own code; an island written without React (a
 * .ts file, which enhances its server-rendered markup) loads no React at all. A page with islands loads
 * only the small loader, which imports the islands it renders when they come into view. The loader and
 * the hydration are the generator's (build/islands/); the site provides only its islands.
 */
import { readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface IslandAssets {
  /** Island name -> its entry script URL and the chunks that entry imports. */
  byName: Map<string, { src: string; imports: string[] }>;
  /** URL of the loader script; absent when there are no islands. */
  loader?: string;
  /** The scripts, by their path in the output. */
  files: Map<string, Uint8Array>;
  /** Every file on disk the scripts were bundled from, packages included. */
  sources: string[];
}

/** Where esbuild is told it writes: nothing is written there, the files come back in memory. */
const OUT_DIR = path.resolve('/islands-out');
/** The browser side of the islands: the loader, and the start of a hydrated or an enhanced island. */
const RUNTIME_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../islands');

/** The files of the islands' runtime, which the islands' scripts are made from as much as from the site's. */
export function islandsRuntimeFiles(): string[] {
  return readdirSync(RUNTIME_DIR)
    .sort()
    .map((file) => path.join(RUNTIME_DIR, file));
}

export async function buildIslands(clientDir: string): Promise<IslandAssets> {
  const outDir = OUT_DIR;
  const islandsDir = path.join(clientDir, 'islands');
  // name -> file: a .tsx island is a React component, hydrated; a .ts island enhances its markup itself.
  const fileOf = new Map(
    (await readdir(islandsDir).catch(() => [] as string[]))
      .filter((f) => /\.tsx?$/.test(f))
      .sort()
      .map((f) => [f.replace(/\.tsx?$/, ''), f]),
  );
  const names = [...fileOf.keys()];
  const byName = new Map<string, { src: string; imports: string[] }>();
  if (names.length === 0) return { byName, files: new Map(), sources: [] };

  // Loaded when the islands are built, not with the generator (a cached build never needs it).
  const esbuild = await import('esbuild');
  const common = {
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    outdir: path.join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  } as const;
  // The loader on its own, whole: the one request a page makes before any island is wanted.
  const loaderBuilt = esbuild.build({
    ...common,
    entryPoints: [{ in: path.join(RUNTIME_DIR, 'loader.ts'), out: 'islands-loader' }],
  });
  const islandsBuilt = esbuild.build({
    ...common,
    entryPoints: names.map((name) => ({ in: `island:${name}`, out: name })),
    splitting: true,
    plugins: [
      {
        // The runtime hydrates with the React the site's islands are written against: one copy, even
        // where the site has React installed beside it and the generator has its own.
        name: 'one-react',
        setup(build) {
          build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, async (args) => {
            if (!args.importer.startsWith(RUNTIME_DIR + path.sep)) return undefined;
            const found = await build.resolve(args.path, { kind: args.kind, resolveDir: islandsDir });
            return found.errors.length === 0 ? { path: found.path } : undefined;
          });
        },
      },
      {
        name: 'island-entries',
        setup(build) {
          build.onResolve({ filter: /^island:/ }, (args) => ({
            path: args.path.slice('island:'.length),
            namespace: 'island',
          }));
          build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
            const file = JSON.stringify(path.join(islandsDir, fileOf.get(args.path)!));
            const name = JSON.stringify(args.path);
            const [start, from] = fileOf.get(args.path)!.endsWith('.tsx')
              ? ['hydrateIslands', path.join(RUNTIME_DIR, 'hydrate.ts')]
              : ['enhanceIslands', path.join(RUNTIME_DIR, 'enhance.ts')];
            return {
              resolveDir: clientDir,
              loader: 'ts',
              contents: `import island from ${file};\nimport { ${start} } from ${JSON.stringify(from)};\n${start}(${name}, island);\n`,
            };
          });
        },
      },
    ],
  });
  const results = await Promise.all([islandsBuilt, loaderBuilt]);
  const toUrl = (file: string) => `/${path.relative(outDir, path.resolve(file)).split(path.sep).join('/')}`;
  let loader: string | undefined;
  for (const [file, output] of results.flatMap((result) => Object.entries(result.metafile.outputs))) {
    if (output.entryPoint?.endsWith('loader.ts')) loader = toUrl(file);
    const entry = output.entryPoint?.replace(/^island:/, '');
    if (entry && names.includes(entry)) {
      byName.set(entry, {
        src: toUrl(file),
        imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => toUrl(i.path)),
      });
    }
  }
  const files = new Map(results.flatMap((r) => r.outputFiles).map((f) => [toUrl(f.path).slice(1), f.contents]));
  const inputs = results.flatMap((result) => Object.keys(result.metafile.inputs));
  // An island's entry module is made here (its namespace prefixes its name); the rest are files.
  const sources = [
    ...new Set(inputs.filter((input) => !input.startsWith('island:')).map((input) => path.resolve(input))),
  ];
  return { byName, loader, files, sources: sources.sort() };
}
