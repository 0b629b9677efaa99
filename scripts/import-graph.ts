/**
 * The project's import graph, type-only imports included (esbuild and tsc erase those, so a circle of
 * types is invisible to both): `npx tsx scripts/import-graph.ts` prints the import circles among the
 * sources and every import of the generator from a site that does not go through its public entry.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The generator's public entries: what a site may import of build/. */
export const PUBLIC_ENTRIES = ['build/index.ts'];
/** The folders that hold sites (and the generator's test sites): they import build/ through its entries only. */
export const SITE_FOLDERS = ['templates', 'examples', 'tests/fixtures/sites', 'client'];

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every source file under `dirs`, relative to `root`, with the project files it imports. */
export function importGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(rel);
      } else if (SOURCE.test(entry.name)) graph.set(rel, importsOf(root, rel));
    }
  };
  for (const dir of dirs) visit(dir);
  return graph;
}

function importsOf(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2]!;
    if (!specifier.startsWith('.')) continue;
    const target = resolve(root, path.posix.join(path.posix.dirname(file), specifier));
    if (target) found.push(target);
  }
  return found;
}

/** The file an import names: as written, or with a source extension, or a folder's index. */
function resolve(root: string, base: string): string | undefined {
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [base, ...['.ts', '.tsx', '.mts', '.mjs'].map((ext) => stem + ext), `${base}/index.ts`]) {
    if (statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

/** Each circle once, as the files along it, starting from its first file in sorted order. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const walk = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const circle = stack.slice(stack.indexOf(next));
        const start = circle.indexOf([...circle].sort()[0]!);
        const key = [...circle.slice(start), ...circle.slice(0, start)];
        found.set(key.join(' -> '), key);
      } else if (!state.has(next)) walk(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) walk(file);
  return [...found.values()];
}

/** Imports of build/ from a site's folder that do not go through a public entry. */
export function pastTheEntry(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const lines: string[] = [];
  for (const [file, targets] of graph) {
    // A site's own tests may look inside the generator; the site may not.
    if (!SITE_FOLDERS.some((dir) => file.startsWith(`${dir}/`)) || file.includes('/tests/')) continue;
    for (const target of targets)
      if (target.startsWith('build/') && !PUBLIC_ENTRIES.includes(target)) lines.push(`${file} imports ${target}`);
  }
  return lines.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = importGraph(process.cwd(), ['build', 'lib', 'templates', 'client', 'server', 'examples', 'scripts']);
  const found = circles(graph);
  for (const circle of found) console.log(`circle: ${[...circle, circle[0]].join(' -> ')}`);
  const past = pastTheEntry(importGraph(process.cwd(), ['templates', 'examples', 'client', 'tests/fixtures/sites']));
  for (const line of past) console.log(`past the entry: ${line}`);
  console.log(`${graph.size} files, ${found.length} circles, ${past.length} imports past the public entry`);
  process.exit(found.length || past.length ? 1 : 0);
}
