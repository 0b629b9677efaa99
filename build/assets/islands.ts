/**
 * Bundles one entry per island in client/islands/ with esbuild: ESM with code splitting, so React is
 * one shared chunk and each island adds only its own code. A page with islands loads only the small
 * loader (client/loader.ts), which imports the islands it renders when they come into view.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface IslandAssets {
  /** Island name -> its entry script URL and the chunks that entry imports. */
  byName: Map<string, { src: string; imports: string[] }>;
  /** URL of the loader script; absent when there are no islands. */
  loader?: string;
  /** The scripts, by their path in the output. */
  files: Map<string, Uint8Array>;
}

/** Where esbuild is told it writes: nothing is written there, the files come back in memory. */
const OUT_DIR = path.resolve('/islands-out');

export async function buildIslands(clientDir: string): Promise<IslandAssets> {
  const outDir = OUT_DIR;
  const islandsDir = path.join(clientDir, 'islands');
  const names = (await readdir(islandsDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => f.slice(0, -4))
    .sort();
  const byName = new Map<string, { src: string; imports: string[] }>();
  if (names.length === 0) return { byName, files: new Map() };

  const runtime = path.join(clientDir, 'runtime.ts');
  // Loaded when the islands are built, not with the generator (a cached build never needs it).
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [
      ...names.map((name) => ({ in: `island:${name}`, out: name })),
      { in: path.join(clientDir, 'loader.ts'), out: 'islands-loader' },
    ],
    bundle: true,
    splitting: true,
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
    plugins: [
      {
        name: 'island-entries',
        setup(build) {
          build.onResolve({ filter: /^island:/ }, (args) => ({
            path: args.path.slice('island:'.length),
            namespace: 'island',
          }));
          build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => ({
            resolveDir: clientDir,
            loader: 'ts',
            contents: `import Component from ${JSON.stringify(path.join(islandsDir, `${args.path}.tsx`))};\nimport { hydrateIslands } from ${JSON.stringify(runtime)};\nhydrateIslands(${JSON.stringify(args.path)}, Component);\n`,
          }));
        },
      },
    ],
  });
  const toUrl = (file: string) => `/${path.relative(outDir, path.resolve(file)).split(path.sep).join('/')}`;
  let loader: string | undefined;
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (output.entryPoint?.endsWith('loader.ts')) loader = toUrl(file);
    const entry = output.entryPoint?.replace(/^island:/, '');
    if (entry && names.includes(entry)) {
      byName.set(entry, {
        src: toUrl(file),
        imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => toUrl(i.path)),
      });
    }
  }
  const files = new Map(result.outputFiles.map((f) => [toUrl(f.path).slice(1), f.contents]));
  return { byName, loader, files };
}
