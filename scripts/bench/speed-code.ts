/**
 * npm run bench -- --only speed-code: each piece of speed code the generator keeps, built beside the
 * plain code it stands in for. The checkout's sources are copied once per alternative with that one
 * piece replaced (a text edit of its source), and cold builds (--no-cache --no-cards, over the last
 * output) of the agency site and of the example blog with 4,000 generated posts run in interleaved
 * rounds, each a fresh process. A piece stays while it saves at least 5 % of a whole build on one site.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuildRun, median, timedRun } from './build-runs';
import { syntheticPosts, writeBlogPosts } from './synthetic-posts';

/** One piece of speed code and the plain code it replaced: `find` in `file` becomes `replace`. */
interface Alternative {
  name: string;
  /** What the piece is, as the report names it. */
  piece: string;
  file: string;
  find: string;
  replace: string;
}

export const ALTERNATIVES: Alternative[] = [
  {
    name: 'yaml-only',
    piece: 'js-yaml reads files the yaml package need not place',
    file: 'build/content/parse.ts',
    find: 'export function readYaml(text: string): { value: unknown } | undefined {\n',
    replace:
      'export function readYaml(text: string): { value: unknown } | undefined {\n  if (text) return undefined;\n',
  },
  {
    name: 'write-whole',
    piece: 'output files written over in place',
    file: 'build/output/writer.ts',
    find: 'function overwrite(file: string, data: Uint8Array): { size: number; mtimeMs: number } {\n',
    replace:
      'function overwrite(file: string, data: Uint8Array): { size: number; mtimeMs: number } {\n' +
      '  writeWhole(file, data);\n  return statWhole(file);\n',
  },
  {
    name: 'html-strings',
    piece: 'pages held as bytes until written',
    file: 'build/stages/render.ts',
    find: 'const bytes = Buffer.from(page.html);',
    replace: 'const bytes = page.html;',
  },
  {
    name: 'no-code-cache',
    piece: "the compiled build run with V8's code cache",
    file: 'scripts/compiled.mjs',
    find: '  if (withSourceMaps) return createRequire(import.meta.url)(file);\n',
    replace: '  return createRequire(import.meta.url)(file);\n',
  },
];

/** Imports an alternative's replacement needs, put first in its file. */
const IMPORTS: Record<string, string> = {
  'write-whole': "import { statSync as statWhole, writeFileSync as writeWhole } from 'node:fs';\n",
};

/** What a build reads or bundles: copied into each alternative's checkout. */
const SOURCES = ['build', 'lib', 'templates', 'client', 'scripts', 'server', 'examples', 'data'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

/** A copy of the checkout at `dir`, node_modules linked, with `alternative` (if any) put in. */
function checkout(dir: string, alternative?: Alternative): void {
  mkdirSync(dir, { recursive: true });
  for (const source of [...SOURCES, ...SOURCE_FILES]) cpSync(source, path.join(dir, source), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  if (!alternative?.file) return;
  const file = path.join(dir, alternative.file);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(alternative.find))
    throw new Error(
      `${alternative.file} no longer has the text the bench replaces for '${alternative.name}' (scripts/bench/speed-code.ts): update the alternative with the code`,
    );
  writeFileSync(file, (IMPORTS[alternative.name] ?? '') + text.replace(alternative.find, alternative.replace));
}

interface Site {
  key: string;
  name: string;
  module: string;
  dataDir: string;
}

/** A cold build of `site` by the checkout at `dir`, in a fresh process as npm run build starts it. */
function coldBuild(dir: string, site: Site, outDir: string): BuildRun {
  const { run, ...timed } = timedRun(
    process.execPath,
    ['scripts/compiled.mjs', 'scripts/build.ts', '--no-cache', '--no-cards'],
    {
      cwd: dir,
      env: {
        ...process.env,
        SITE: path.join(dir, site.module),
        DATA_DIR: site.dataDir,
        DIST_DIR: outDir,
        BUILD_DIR: `${outDir}-build`,
        BUILD_JSON: '1',
        SITE_URL: 'https://www.example.com',
      },
    },
  );
  return { ...JSON.parse(run.stdout.trim().split('\n').at(-1)!), ...timed };
}

/** `median % (min to max)` of what the alternative costs more than the kept code, round by round. */
function gainLine(kept: number[], plain: number[]): string {
  const gains = kept.map((k, i) => ((plain[i]! - k) / k) * 100);
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)} %`;
  return `${pct(median(gains))} (${pct(Math.min(...gains))} to ${pct(Math.max(...gains))})`;
}

export async function benchSpeedCode(options: { rounds: number }): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-bench-speed-code-'));
  try {
    const blogData = path.join(scratch, 'blog-data');
    mkdirSync(blogData);
    cpSync('examples/blog/data/site.yaml', path.join(blogData, 'site.yaml'));
    writeBlogPosts(path.join(blogData, 'posts'), syntheticPosts(4000));
    const sites: Site[] = [
      { key: 'agency', name: 'the agency site', module: 'templates/site.ts', dataDir: path.resolve('data') },
      { key: 'blog', name: 'the example blog, 4,000 posts', module: 'examples/blog/site.ts', dataDir: blogData },
    ];
    // A second copy of the kept code: how far two builds of the same code differ on this machine.
    const control = { name: 'same-code', piece: 'the kept code again (the noise)', file: '', find: '', replace: '' };
    const variants = [undefined, control, ...ALTERNATIVES].map((alternative) => ({
      alternative,
      dir: path.join(scratch, alternative?.name ?? 'kept'),
    }));
    for (const { alternative, dir } of variants) checkout(dir, alternative);

    console.log(
      `\nSpeed code against the plain code it replaced: cold builds (--no-cache --no-cards), ${options.rounds} interleaved rounds, a fresh process each.`,
    );
    console.log(
      '  Each line: what the plain code costs more than the kept code, as a share of the whole build (median, and the range over rounds); a piece stays while it saves 5 % on one site.',
    );
    for (const site of sites) {
      const build = (variant: (typeof variants)[number]) =>
        coldBuild(variant.dir, site, path.join(scratch, 'out', `${variant.alternative?.name ?? 'kept'}-${site.key}`));
      for (const variant of variants) build(variant); // compiles each copy and writes its first output
      const runs = new Map(variants.map((variant) => [variant, [] as BuildRun[]]));
      for (let round = 0; round < options.rounds; round++) {
        // Each round starts with another variant, so none is always first after the machine's other work.
        for (let i = 0; i < variants.length; i++) {
          const variant = variants[(i + round) % variants.length]!;
          runs.get(variant)!.push(build(variant));
        }
      }
      const kept = runs.get(variants[0]!)!;
      const figure = (list: BuildRun[], key: 'wallMs' | 'cpuMs' | 'peakMB') => list.map((r) => r[key] ?? 0);
      console.log(
        `  ${site.name}: kept code ${Math.round(median(figure(kept, 'wallMs')))} ms wall, ${Math.round(median(figure(kept, 'cpuMs')))} ms CPU, ${median(figure(kept, 'peakMB'))} MB peak`,
      );
      for (const variant of variants.slice(1)) {
        const plain = runs.get(variant)!;
        const alternative = variant.alternative!;
        console.log(`    ${alternative.piece}${alternative === control ? '' : ': without it'}`);
        for (const key of ['wallMs', 'cpuMs', 'peakMB'] as const)
          console.log(
            `      ${{ wallMs: 'wall', cpuMs: 'CPU', peakMB: 'peak memory' }[key]} ${gainLine(figure(kept, key), figure(plain, key))}`,
          );
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
