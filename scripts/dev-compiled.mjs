/**
 * npm run dev's own code compiled: the dev script, the generator, the server, the site and its page
 * modules bundled by esbuild into ES modules in .build/code/dev-<hash>/, each of those an entry of its
 * own over shared chunks, so that every module is loaded once. Packages stay in node_modules, loaded by
 * Node, so a module loaded from source after an edit (build/runtime.ts) shares them. Starting through
 * tsx instead resolves and transforms each of some 300 modules through its loader thread.
 *
 * Plain JavaScript, so it runs before any TypeScript loader.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { codeDir, fingerprint, pageFiles, prune, root, SITE_MODULE, sourceUrls } from './code-sources.mjs';

const MANIFEST = 'modules.json';

/** The modules a dev run loads by path: the script, the generator's public entry, the server, the site. */
const entries = () =>
  [
    'scripts/dev.ts',
    'build/index.ts',
    'server/index.ts',
    path.relative(root, SITE_MODULE),
    ...pageFiles().map((f) => path.relative(root, f)),
  ].filter((file) => existsSync(path.join(root, file)));

async function compile(outDir) {
  const esbuild = await import('esbuild');
  const tmp = `${outDir}.${process.pid}.tmp`;
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries(),
    outdir: tmp,
    outbase: root,
    entryNames: '[dir]/[name]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    packages: 'external',
    // Stack traces (a template that throws, shown in the browser's overlay) point into the sources.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'silent',
    plugins: [sourceUrls],
  });
  const modules = {};
  for (const [file, { entryPoint }] of Object.entries(result.metafile.outputs))
    if (entryPoint)
      modules[pathToFileURL(realpathSync(path.resolve(root, entryPoint))).href] = pathToFileURL(
        path.resolve(root, file).replace(tmp, outDir),
      ).href;
  writeFileSync(path.join(tmp, MANIFEST), JSON.stringify(modules));
  try {
    renameSync(tmp, outDir);
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    // Another run compiled the same code meanwhile: its bundle is as good.
    if (!existsSync(outDir)) throw error;
  }
}

/**
 * The compiled dev script's URL, and every compiled entry's URL by its source file's URL (real paths),
 * compiling first when the sources changed. Undefined when the sources do not compile: npm run dev then
 * starts from source and shows the mistake as any later one.
 */
export async function compiledDev() {
  const bundle = path.join(codeDir, `dev-${fingerprint(fileURLToPath(import.meta.url))}`);
  try {
    if (!existsSync(bundle)) {
      mkdirSync(codeDir, { recursive: true });
      await compile(bundle);
      prune('dev', bundle, MANIFEST);
    }
    const modules = JSON.parse(readFileSync(path.join(bundle, MANIFEST), 'utf8'));
    return { script: modules[pathToFileURL(realpathSync(path.join(root, 'scripts/dev.ts'))).href], modules };
  } catch {
    return undefined;
  }
}
