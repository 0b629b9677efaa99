/**
 * docs/getting-started.md, followed as a stranger would: every file the guide gives is written where it
 * says, in a stand-in checkout in a temporary folder, its build command is run as npm runs it, and the
 * site it promises is read from the output. A guide whose code no longer type-checks or builds, or whose
 * site lacks what the guide says it has, fails here.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type CheerioAPI, load } from 'cheerio';
import matter from 'gray-matter';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { scratchCodeDir } from './helpers/code-dir';

const run = promisify(execFile);
const GUIDE = 'docs/getting-started.md';
/** What the guide's site is said to write, beside its pages. */
const ISLAND = 'servings';
const OWN_PLUGIN_FILE = 'humans.txt';
const FEED_FILE = 'feed.json';

interface Command {
  env: Record<string, string>;
  /** The npm script it runs: `build` for `npm run build`. */
  script: string;
}

/** The guide's files (each fenced block whose info string names a title), its `npm run` commands and its outputs shown. */
function readGuide(): { files: Map<string, string>; commands: Command[]; texts: string[] } {
  const tree = unified().use(remarkParse).parse(readFileSync(GUIDE, 'utf8')) as Root;
  const blocks = tree.children.filter((node): node is Code => node.type === 'code');
  const files = new Map<string, string>();
  for (const block of blocks) {
    const title = /(?:^|\s)title=(\S+)/.exec(block.meta ?? '')?.[1];
    if (!title) continue;
    expect(files.has(title), `${GUIDE} gives ${title} twice`).toBe(false);
    files.set(title, `${block.value}\n`);
  }
  const commands = blocks
    .filter((block) => block.lang === 'sh')
    .flatMap((block) => block.value.split('\n'))
    .map((line) => line.trim().split(/\s+/))
    .filter((words) => words.includes('npm') && words.includes('run'))
    .map((words) => {
      const npm = words.indexOf('npm');
      const env = Object.fromEntries(words.slice(0, npm).map((word) => word.split('=') as [string, string]));
      return { env, script: words[npm + 2]! };
    });
  const texts = blocks.filter((block) => block.lang === 'text').map((block) => block.value);
  return { files, commands, texts };
}

const guide = readGuide();
const root = mkdtempSync(path.join(os.tmpdir(), 'getting-started-'));
const build = guide.commands.find((command) => command.script === 'build');
/** The guide's variables, with its paths (relative to the checkout) made to point into the stand-in. */
const buildEnv = Object.fromEntries(
  Object.entries(build?.env ?? {}).map(([name, value]) => [name, path.resolve(root, value)]),
);
const dist = (file: string) => path.join(buildEnv.DIST_DIR ?? '', file);
const page = (file: string): CheerioAPI => load(readFileSync(dist(file), 'utf8'));
const recipes = [...guide.files]
  .filter(([file]) => /\/data\/recipes\/[^/]+\.md$/.test(file))
  .map(([file, text]) => ({ file, slug: path.basename(file, '.md'), ...matter(text) }));

/** `npm run build` as package.json has it, run from the checkout with the guide's variables. */
async function npmRunBuild(): Promise<{ code: number; output: string }> {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const [node, ...args] = scripts.build!.split(' ');
  expect(node).toBe('node');
  // The stand-in's own bundles, and the site's own URL (npm test sets SITE_URL for the agency's).
  const { SITE_URL: _, DATA_DIR: __, ...env } = process.env;
  return run(process.execPath, args, {
    env: { ...env, ...buildEnv, BUILD_CODE_DIR: scratchCodeDir(root) },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

let firstBuild: { code: number; output: string };
beforeAll(async () => {
  // The checkout as the guide's readers have it: the generator, what it shares with the server, the packages.
  for (const shared of ['build', 'lib', 'node_modules']) symlinkSync(path.resolve(shared), path.join(root, shared));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  for (const [file, text] of guide.files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  firstBuild = await npmRunBuild();
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the getting-started guide', () => {
  it('gives the files of one site and builds it, and serves it in dev, with one set of variables', () => {
    expect(build, `${GUIDE} runs no npm run build`).toBeDefined();
    expect(Object.keys(buildEnv).sort()).toEqual(['BUILD_DIR', 'DIST_DIR', 'SITE']);
    expect(guide.files.has(build!.env.SITE!), `SITE=${build!.env.SITE} is not a file the guide gives`).toBe(true);
    expect(guide.commands.find((command) => command.script === 'dev')?.env).toEqual(build!.env);
    expect(recipes.length).toBeGreaterThanOrEqual(2);
  });

  it("has code that type-checks with the repository's settings, importing the generator only through its public entry", async () => {
    const site = path.dirname(build!.env.SITE!);
    for (const [file, text] of guide.files)
      for (const [, from] of text.matchAll(/from '([^']+)'/g))
        if (from!.startsWith('.')) {
          const target = path.posix.join(path.posix.dirname(file), from!);
          expect(target === 'build' || !target.startsWith('build/'), `${file} imports ${from}`).toBe(true);
          expect(target === 'build' || target.startsWith(`${site}/`), `${file} imports ${from}`).toBe(true);
        }
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({ extends: path.resolve('tsconfig.json'), include: [site], exclude: [] }),
    );
    const checked = await run(path.resolve('node_modules/.bin/tsc'), ['-p', path.join(root, 'tsconfig.json')]).catch(
      (error: { stdout: string }) => error,
    );
    expect('code' in checked ? checked.stdout : '').toBe('');
  }, 30_000);

  it('builds: a list page linking every recipe, a page per recipe with its body, an island, both plugins', () => {
    expect(firstBuild.code, firstBuild.output).toBe(0);

    const home = page('index.html');
    for (const recipe of recipes) {
      expect(home(`main a[href="/recipes/${recipe.slug}/"]`).text()).toBe(recipe.data.title);
      const entry = page(`recipes/${recipe.slug}/index.html`);
      expect(entry('main h1').text()).toBe(recipe.data.title);
      expect(entry('title').text()).toContain(recipe.data.title);
      // The Markdown body, rendered: its headings and list items.
      const headings = [...recipe.content.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      const items = [...recipe.content.matchAll(/^- (.+)$/gm)].map((m) => m[1]);
      expect(
        entry('main h2')
          .map((_, h) => entry(h).text())
          .get(),
      ).toEqual(headings);
      expect(
        entry('main li')
          .map((_, li) => entry(li).text())
          .get(),
      ).toEqual(items);

      // The island: rendered on the server with its props, its script in assets/, the loader on the page.
      const island = entry(`[data-island="${ISLAND}"]`);
      expect(island).toHaveLength(1);
      expect(JSON.parse(island.attr('data-props')!)).toEqual({ serves: recipe.data.serves });
      expect(island.find('output').text()).toBe(String(recipe.data.serves));
      expect(island.attr('data-src')).toMatch(new RegExp(`^/assets/${ISLAND}-\\w+\\.js$`));
      expect(existsSync(dist(island.attr('data-src')!))).toBe(true);
      const scripts = entry('script[type="module"]')
        .map((_, s) => entry(s).attr('src'))
        .get();
      expect(scripts).toHaveLength(1);
      expect(existsSync(dist(scripts[0]!))).toBe(true);
    }
    // A page without islands loads no script.
    expect(home('script')).toHaveLength(0);

    const [, siteYaml] = [...guide.files].find(([file]) => file.endsWith('/data/site.yaml'))!;
    const settings = parseYaml(siteYaml) as { url: string; author: string };
    expect(readFileSync(dist(OWN_PLUGIN_FILE), 'utf8')).toContain(settings.author);
    const feed = JSON.parse(readFileSync(dist(FEED_FILE), 'utf8')) as { items: { url: string; title: string }[] };
    expect(feed.items.map((item) => item.url).sort()).toEqual(
      recipes.map((recipe) => `${settings.url}/recipes/${recipe.slug}/`).sort(),
    );
  });

  it('builds again only what an edit touched, and stops a mistake where the guide shows it', async () => {
    expect((await npmRunBuild()).output).toContain('nothing changed since the last build');
    // The problem the guide shows for `serves: four`, at its file, line and column.
    const shown = /^\s*(\S+\.md):\d+:\d+ .+$/m.exec(guide.texts.find((t) => t.startsWith('The build stopped')) ?? '');
    expect(shown, `${GUIDE} shows no problem of a build that stopped`).not.toBeNull();
    const [problem, file] = [shown![0].trim(), shown![1]!];
    const where = path.join(root, file);
    const text = readFileSync(where, 'utf8');
    try {
      // A change to the body only: the recipe's own page is rendered again, not the list.
      writeFileSync(where, `${text.trimEnd()} Serve warm.\n`);
      const [, pages, unchanged] = /Built (\d+) pages .*\((\d+) unchanged since the last build\)/.exec(
        (await npmRunBuild()).output,
      ) ?? ['', '0', '0'];
      expect(Number(unchanged)).toBe(Number(pages) - 1);

      writeFileSync(where, text.replace(/^serves: \d+$/m, 'serves: four'));
      const failed = await npmRunBuild();
      expect(failed.code).toBe(1);
      expect(failed.output).toContain(path.join(root, problem));
    } finally {
      writeFileSync(where, text);
    }
  }, 60_000);
});
