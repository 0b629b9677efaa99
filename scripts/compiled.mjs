#!/usr/bin/env node
/**
 * Runs a build script compiled: `node scripts/compiled.mjs scripts/build.ts [args]`.
 *
 * The script, the generator, the site (SITE names its configuration module, templates/site.ts by
 * default; its page modules are the `pages` folder beside it) and their plain-JavaScript dependencies
 * are bundled by esbuild into one script, .build/code/<script>-<hash>/index.cjs, and run by plain Node:
 * starting through tsx resolves and transforms some 1,500 modules on every run. The hash covers every
 * file that can reach the bundle or the output and the installed dependency versions, so an edit or an
 * `npm install` compiles again and nothing else does.
 *
 * The bundle is a script rather than ES modules so that V8's code cache can keep its compiled code
 * between runs (Node 20 has none for ES modules). A script run compiled therefore has no top-level await.
 *
 * Plain JavaScript, so it starts without a TypeScript loader.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { codeDir, fingerprint, pageFiles, prune, publish, root, SITE_MODULE, sourceUrls } from './code-sources.mjs';

const GRAPH_FILE = 'imports.json';
/** Native code, binaries found beside their package, and loaders: imported from node_modules at run time. */
const EXTERNAL = [
  'esbuild',
  'tsx',
  '@tailwindcss/oxide',
  'tailwindcss',
  'lightningcss',
  'better-sqlite3',
  'fsevents',
  'sharp',
];
const EXTERNAL_IMPORT = new RegExp(`^(${EXTERNAL.join('|')})(/|$)`);

/** The module that imports every page module (pagesModuleSource), which the module table loads them from. */
const PAGES_MODULE = 'compiled:pages';
const pagesModuleSource = () =>
  pageFiles()
    .map((file, i) => `export * as page${i} from ${JSON.stringify(file)};`)
    .join('\n');

/** The bundle's entry: the module table (the site and its page modules), then the script. */
function entrySource(script) {
  // The page modules are imported together, as one module: a build renders every kind of page.
  const table = [
    `  ${JSON.stringify(SITE_MODULE)}: () => import(${JSON.stringify(SITE_MODULE)}),`,
    ...pageFiles().map(
      (file, i) =>
        `  ${JSON.stringify(file)}: () => import(${JSON.stringify(PAGES_MODULE)}).then((pages) => pages.page${i}),`,
    ),
  ].join('\n');
  return `import { useModuleRuntime } from ${JSON.stringify(path.join(root, 'build/runtime.ts'))};
const modules = {
${table}
};
useModuleRuntime((file) => {
  const load = modules[file];
  if (!load) throw new Error(\`\${file} is not in the compiled build; run it again to compile the new file\`);
  return load();
});
import(${JSON.stringify(script)});
`;
}

async function compile(script, outDir) {
  const esbuild = await import('esbuild');
  const tmp = `${outDir}.${process.pid}.tmp`;
  const result = await esbuild.build({
    absWorkingDir: root,
    metafile: true,
    stdin: { contents: entrySource(script), resolveDir: root, sourcefile: 'index.mjs', loader: 'js' },
    outdir: tmp,
    entryNames: 'index',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    // What a script imports only when it needs it (the generator, when the build is not up to date) is
    // still run only then: esbuild wraps a module imported with import() in a function called at that import.
    format: 'cjs',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    external: EXTERNAL,
    // Lucide, React and friends as ES modules where they publish them.
    mainFields: ['module', 'main'],
    // Compiled runs are production builds (scripts/production.ts): React's production code only.
    define: { 'process.env.NODE_ENV': '"production"' },
    // Smaller to parse on every start. Functions keep their minified names: esbuild's keepNames names each
    // function again wherever it is made, a property defined on every closure a page's render creates,
    // which the bench shows in a build's time. A stack trace
    // still points at each frame's file, line and column in the sources with --enable-source-maps.
    minify: true,
    // A map only for a run that reads it (node --enable-source-maps, for stack traces in the sources): making
    // one slows every compile, a fresh clone's first build included.
    sourcemap: withSourceMaps ? 'linked' : false,
    logLevel: 'error',
    plugins: [
      {
        // A script run by vm has no import() of its own on Node 20 (scripts/compiled.mjs's runScript):
        // a package imported at run time is required, as Node's import() of a CommonJS package would load it.
        name: 'external-imports',
        setup(build) {
          build.onResolve({ filter: EXTERNAL_IMPORT }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, namespace: 'external' } : undefined,
          );
          build.onLoad({ filter: /.*/, namespace: 'external' }, (args) => ({
            contents: `module.exports = require(${JSON.stringify(args.path)});`,
            resolveDir: root,
            loader: 'js',
          }));
        },
      },
      {
        name: 'pages-module',
        setup(build) {
          build.onResolve({ filter: /^compiled:pages$/ }, () => ({ path: PAGES_MODULE, namespace: 'compiled' }));
          build.onLoad({ filter: /.*/, namespace: 'compiled' }, () => ({
            contents: pagesModuleSource(),
            resolveDir: root,
            loader: 'js',
          }));
        },
      },
      sourceUrls,
    ],
  });
  // The import graph, for the build's state: which page kinds an edit reaches (build/code-version.ts).
  writeFileSync(
    path.join(tmp, GRAPH_FILE),
    JSON.stringify({
      inputs: Object.fromEntries(Object.entries(result.metafile.inputs).filter(([f]) => !f.includes('node_modules/'))),
      // The installed packages the run needs: bundled from node_modules, or imported from it at run time.
      packages: [...new Set([...Object.keys(result.metafile.inputs).flatMap(packageOf), ...EXTERNAL])].sort(),
    }),
  );
  publish(tmp, outDir);
}

/** The package a bundled file of node_modules belongs to (its outermost one: what package.json names). */
function packageOf(file) {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return match ? [match[1]] : [];
}

const [scriptArg, ...args] = process.argv.slice(2);
if (!scriptArg) {
  console.error('usage: node scripts/compiled.mjs <script.ts> [args]');
  process.exit(2);
}
if (!existsSync(SITE_MODULE)) {
  // As scripts/site-module.ts says it, before esbuild fails on the import.
  console.error(
    `SITE names ${process.env.SITE ?? 'templates/site.ts'}, which is not a file. Set SITE to a site's configuration module (examples/blog/site.ts), or leave it unset for the agency's (templates/site.ts).\n`,
  );
  process.exit(1);
}
const script = path.resolve(scriptArg);
const name = path
  .relative(root, script)
  .replace(/\.[cm]?[jt]sx?$/, '')
  .replaceAll(/[\\/]/g, '-');
const code = fingerprint(fileURLToPath(import.meta.url));
const withSourceMaps = process.sourceMapsEnabled;
const bundle = path.join(codeDir, `${name}-${code}${withSourceMaps ? '-mapped' : ''}`);
if (!existsSync(bundle)) {
  mkdirSync(codeDir, { recursive: true });
  await compile(script, bundle);
  prune(name, bundle, GRAPH_FILE);
}
// BUILD_COMPILE_ONLY=1: compile and say where, without running (a test reads what the bundle needs).
if (process.env.BUILD_COMPILE_ONLY) {
  console.log(bundle);
  process.exit(0);
}
process.argv = [process.argv[0], script, ...args];
// For the build cache (scripts/build.ts): the output of unchanged inputs through unchanged code.
process.env.BUILD_CODE_FINGERPRINT = code;
process.env.BUILD_CODE_GRAPH = path.join(bundle, GRAPH_FILE);
runScript(path.join(bundle, 'index.cjs'));

/**
 * Runs the bundle as Node runs a CommonJS module, with V8's code cache kept beside it: the first run
 * writes what V8 compiled by its end, and later runs start from it instead of parsing and compiling again.
 * A cache V8 refuses (another Node, other flags) is written again.
 */
function runScript(file) {
  // Node maps stack traces only for the code its own loader compiled.
  if (withSourceMaps) return createRequire(import.meta.url)(file);
  const cacheFile = `${file}.v8-cache`;
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file, cachedData },
  );
  if (!cachedData || script.cachedDataRejected)
    process.once('exit', () => {
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      try {
        writeFileSync(tmp, script.createCachedData());
        renameSync(tmp, cacheFile);
      } catch {
        // A folder it may not write: the next run compiles again, as this one did.
        rmSync(tmp, { force: true });
      }
    });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
}
