/**
 * A command's own code compiled as ES modules (npm run dev, npm start): the script and the modules it
 * loads by path bundled by esbuild into .build/code/<name>-<hash>/, each an entry of its own over shared
 * chunks, so that every module is loaded once, with source maps for stack traces. Packages stay in
 * node_modules, loaded by Node, so a module loaded from source later (build/runtime.ts) shares them.
 * Starting through tsx instead resolves and transforms each of some hundreds of modules through its
 * loader thread.
 *
 * Plain JavaScript, so it runs before any TypeScript loader.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { codeDir, fingerprint, prune, publish, root, sourceUrls } from './code-sources.mjs';

const MANIFEST = 'modules.json';

async function compile(entries, outDir) {
  const esbuild = await import('esbuild');
  const tmp = `${outDir}.${process.pid}.tmp`;
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries.filter((file) => existsSync(path.join(root, file))),
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
  publish(tmp, outDir);
}

/**
 * `script` (relative to the project) and `entries`, the other modules it loads by path, compiled: the
 * script's module URL, and every compiled entry's URL by its source file's URL (real paths). It compiles
 * again when the sources changed. Undefined when they do not compile: the command then starts from source,
 * through tsx, which names the mistake.
 */
export async function compiledModules(name, script, entries = []) {
  const bundle = path.join(codeDir, `${name}-${fingerprint(fileURLToPath(import.meta.url))}`);
  try {
    if (!existsSync(bundle)) {
      mkdirSync(codeDir, { recursive: true });
      await compile([script, ...entries], bundle);
      prune(name, bundle, MANIFEST);
    }
    const modules = JSON.parse(readFileSync(path.join(bundle, MANIFEST), 'utf8'));
    return { script: modules[pathToFileURL(realpathSync(path.join(root, script))).href], modules };
  } catch {
    return undefined;
  }
}

/**
 * Runs `script` (relative to the project) from its compiled modules, or from source through tsx when the
 * sources do not compile. `before` runs first with the compiled entries (npm run dev hands them to
 * build/runtime.ts).
 */
export async function runCompiled(name, script, entries = [], before = async () => {}) {
  const compiled = await compiledModules(name, script, entries);
  await before(compiled?.modules);
  if (!compiled) {
    await import('tsx');
    return import(pathToFileURL(path.join(root, script)).href);
  }
  process.setSourceMapsEnabled(true);
  return import(compiled.script);
}
