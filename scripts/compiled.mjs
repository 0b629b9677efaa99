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
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_CODE_DIR (inside the project, where node_modules resolves) lets the bench time a first compile.
const codeDir = path.resolve(root, process.env.BUILD_CODE_DIR ?? '.build/code');
/**
 * Folders whose files may be bundled or shape the output. Every file counts, whatever its kind:
 * Tailwind builds the stylesheet from the classes it finds in any file of a site (an .svg as much as a .tsx).
 */
const SOURCE_DIRS = ['build', 'lib', 'templates', 'client', 'scripts', 'server', 'examples'];
const SITE_MODULE = path.resolve(root, process.env.SITE ?? 'templates/site.ts');
const PAGES_DIR = path.join(path.dirname(SITE_MODULE), 'pages');
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

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

/**
 * What the bundle and the build's output are made of: every source file (path and bytes), the dependency
 * tree npm installed, Node's version and this compiler. The build cache keys everything on it too. The
 * bundle names the sources by their absolute paths, so the checkout's folder counts: a `.build/` copied
 * or restored into a checkout elsewhere compiles again instead of running another folder's bundle.
 */
function fingerprint() {
  const hash = createHash('sha256').update(`${process.version}\n${root}\n`);
  for (const file of [
    fileURLToPath(import.meta.url),
    path.join(root, 'tsconfig.json'),
    path.join(root, 'node_modules/.package-lock.json'),
    ...SOURCE_DIRS.flatMap((d) => filesUnder(path.join(root, d))),
  ]) {
    hash.update(`${path.relative(root, file)}\n`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  hash.update(`site ${path.relative(root, SITE_MODULE)}\n`);
  return hash.digest('hex').slice(0, 16);
}

const pageFiles = () =>
  readdirSync(PAGES_DIR)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(PAGES_DIR, f));
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
      {
        // Each source file keeps its own URL, so paths it derives from import.meta.url point where they did.
        name: 'source-urls',
        setup(build) {
          build.onLoad({ filter: /\.(ts|tsx|mjs)$/ }, (args) => {
            if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
            const source = readFileSync(args.path, 'utf8');
            if (!source.includes('import.meta.url')) return undefined;
            const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
            return {
              contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
              loader,
            };
          });
        },
      },
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
  try {
    renameSync(tmp, outDir);
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    // Another build compiled the same code meanwhile: its bundle is as good.
    if (!existsSync(outDir)) throw error;
  }
}

/** The package a bundled file of node_modules belongs to (its outermost one: what package.json names). */
function packageOf(file) {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return match ? [match[1]] : [];
}

/** Keeps the newest bundles of each script; an older one is no use once its sources changed. */
function prune(name, keep) {
  const old = readdirSync(codeDir)
    .filter((f) => f.startsWith(`${name}-`) && !f.endsWith('.tmp') && f !== path.basename(keep))
    .map((f) => path.join(codeDir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .slice(2);
  for (const dir of old) rmSync(dir, { recursive: true, force: true });
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
const code = fingerprint();
const withSourceMaps = process.sourceMapsEnabled;
const bundle = path.join(codeDir, `${name}-${code}${withSourceMaps ? '-mapped' : ''}`);
if (!existsSync(bundle)) {
  mkdirSync(codeDir, { recursive: true });
  await compile(script, bundle);
  prune(name, bundle);
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
