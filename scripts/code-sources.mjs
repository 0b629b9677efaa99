/**
 * What the compiled commands (scripts/compiled.mjs for the build, scripts/compiled-modules.mjs for npm run dev and npm start)
 * share: the project's sources and their fingerprint, where bundles are kept, and the esbuild plugin that
 * keeps each source file's own URL. Plain JavaScript, so it runs before any TypeScript loader.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_CODE_DIR (inside the project, where node_modules resolves) lets the bench time a first compile.
export const codeDir = path.resolve(root, process.env.BUILD_CODE_DIR ?? '.build/code');
/**
 * Folders whose files may be bundled or shape the output. Every file counts, whatever its kind:
 * Tailwind builds the stylesheet from the classes it finds in any file of a site (an .svg as much as a .tsx).
 */
const SOURCE_DIRS = ['build', 'lib', 'templates', 'client', 'scripts', 'server', 'examples'];
export const SITE_MODULE = path.resolve(root, process.env.SITE ?? 'templates/site.ts');
const PAGES_DIR = path.join(path.dirname(SITE_MODULE), 'pages');

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

/**
 * What a bundle and the build's output are made of: every source file (path and bytes), the dependency
 * tree npm installed, Node's version and the compiler (`compiler`, the calling script). The build cache
 * keys everything on it too. A bundle names the sources by their absolute paths, so the checkout's folder
 * counts: a `.build/` copied or restored into a checkout elsewhere compiles again instead of running
 * another folder's bundle.
 */
export function fingerprint(compiler) {
  const hash = createHash('sha256').update(`${process.version}\n${root}\n`);
  for (const file of [
    compiler,
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

/** The site's page modules: the `pages` folder beside its configuration module. */
export const pageFiles = () =>
  readdirSync(PAGES_DIR)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(PAGES_DIR, f));

/** Each source file keeps its own URL, so paths it derives from import.meta point where they did. */
export const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mjs)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!/import\.meta\.(url|dirname|filename)/.test(source)) return undefined;
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
      return {
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path)),
        loader,
      };
    });
  },
};

/** A bundle being compiled: its folder's name ends with the compiling process's id (compile's `tmp`). */
const COMPILING = /\.(\d+)\.tmp$/;

/**
 * Keeps the newest bundles of each script; an older one is no use once its sources changed. Only folders
 * holding `marker`, a file every bundle of the script has, are bundles: BUILD_CODE_DIR may name any folder.
 * A compile stopped half-way (Ctrl-C) left its folder, named with its process's id: it goes once that
 * process has ended.
 */
export function prune(name, keep, marker) {
  const names = readdirSync(codeDir).filter((f) => f.startsWith(`${name}-`) && f !== path.basename(keep));
  const old = names
    .filter((f) => !COMPILING.test(f) && existsSync(path.join(codeDir, f, marker)))
    .map((f) => path.join(codeDir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .slice(2);
  const abandoned = names
    .filter((f) => {
      const pid = Number(COMPILING.exec(f)?.[1]);
      return pid && pid !== process.pid && !running(pid);
    })
    .map((f) => path.join(codeDir, f));
  for (const dir of [...old, ...abandoned]) rmSync(dir, { recursive: true, force: true });
}

function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM'; // another user's process
  }
}

/**
 * Moves a bundle compiled into `tmp` (a folder of this process's own) to `outDir`, its name under the
 * code folder. Another run that compiled the same code meanwhile got there first: its bundle is as good,
 * and this one is removed.
 */
export function publish(tmp, outDir) {
  try {
    renameSync(tmp, outDir);
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(outDir)) throw error;
  }
}
