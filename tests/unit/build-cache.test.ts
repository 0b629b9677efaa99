/**
 * The build cache (issue 9, build/cache.ts): a warm `npm run build` may skip re-rendering unchanged
 * pages, but it never serves stale output, and a --no-cache build or a cold clone builds everything.
 * In a throw-away copy of the project, each kind of input is changed in turn (a state's data, a blog
 * post's body, a route's own data, the header, footer and site settings every page shows, prices, a
 * template, the stylesheet, an island, the installed dependency versions); the cached build must show
 * the change, still reuse pages after a change of data that only some pages read (none after a change of
 * code), and equal byte for byte a --no-cache build of the same copy. When nothing changed at all, the
 * build stops at once and leaves the output as it was; an output file removed or edited by hand makes it
 * run and put the file back. A corrupt manifest and a kept page altered since it was kept must not be
 * trusted either.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { fewerLocations } from './helpers/project';

const run = promisify(execFile);
const root = process.cwd();
const work = mkdtempSync(path.join(os.tmpdir(), 'vitalis-cache-'));
const project = path.join(work, 'project');
/** Cached builds write here (their cache is project/.build/cache); --no-cache builds beside, in a folder of their own. */
const dist = path.join(project, 'dist');
const freshDist = path.join(project, 'fresh', 'dist');
const cacheDir = path.join(project, '.build', 'cache');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A build compiles, then renders a few hundred pages: seconds, or more on a loaded machine. */
const STEP_TIMEOUT = 120_000;

/** Every file of a dist/ with its hash, none left out. */
function digest(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full).split(path.sep).join('/')] = createHash('sha256')
      .update(readFileSync(full))
      .digest('hex');
  }
  return files;
}

/** Every folder of a dist/. */
const folders = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** The files that differ between two outputs (or are in one only): none when they are the same bytes. */
const differences = (a: Record<string, string>, b: Record<string, string>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((file) => a[file] !== b[file]).sort();

/** The page at a route, as built into `dir`. */
const page = (routePath: string, dir = dist) => readFileSync(path.join(dir, routePath, 'index.html'), 'utf8');

/** Rewrites a file of the copy; the edit must change it, or the step would prove nothing. */
function edit(file: string, change: (text: string) => string) {
  const full = path.join(project, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  writeFileSync(full, after);
}

/** The project with the same code and fewer pages (fewerLocations). */
function copyProject() {
  for (const entry of ['build', 'templates', 'client', 'scripts', 'server', 'data', 'package.json', 'tsconfig.json'])
    cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
  // The packages are linked, not copied, but the installed versions are the copy's own, for the step that changes them.
  mkdirSync(path.join(project, 'node_modules'));
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '.cache' || entry === '.vite') continue; // tools' caches, no package
    if (entry === '.package-lock.json')
      copyFileSync(path.join(root, 'node_modules', entry), path.join(project, 'node_modules', entry));
    else symlinkSync(path.join(root, 'node_modules', entry), path.join(project, 'node_modules', entry));
  }
  fewerLocations(path.join(project, 'data'));
}

interface Built {
  /** Pages built, and how many of them came from the cache. */
  pages: number;
  reused: number;
  /** Nothing had changed: the build stopped at once and left the output as it was. */
  upToDate: boolean;
}

/** `npm run build [-- --no-cache]` in the copy, one render worker beside the main thread. */
async function build({
  noCache = false,
  outDir = noCache ? freshDist : dist,
}: {
  noCache?: boolean;
  outDir?: string;
} = {}): Promise<Built> {
  const { GITHUB_ACTIONS: _, NODE_ENV: __, ...inherited } = process.env;
  const env = {
    ...inherited,
    DIST_DIR: outDir,
    SITE_URL: 'https://www.vitalis.example',
    RENDER_WORKERS: '1',
    SOURCE_DATE_EPOCH: '1767225600',
  };
  const { stdout } = await run(
    process.execPath,
    ['scripts/compiled.mjs', 'scripts/build.ts', ...(noCache ? ['--no-cache'] : [])],
    { cwd: project, env, maxBuffer: 16 << 20 },
  ).catch((error: { stdout: string; stderr: string }) => {
    throw new Error(`the build failed:\n${error.stdout}\n${error.stderr}`);
  });
  const line =
    /^Built (\d+) pages for \S+ in \d+ ms(?: \((\d+) unchanged, from the cache\)\.|(: nothing changed since the last build, which is in place as it was\.)|\.)$/m.exec(
      stdout,
    );
  if (!line) throw new Error(`no summary line in the build's output:\n${stdout}`);
  const upToDate = line[3] !== undefined;
  return { pages: Number(line[1]), reused: upToDate ? Number(line[1]) : Number(line[2] ?? 0), upToDate };
}

/** A cached build and a --no-cache build of the copy as it is now: the same bytes. */
async function buildBoth() {
  const cached = await build();
  const fresh = await build({ noCache: true });
  expect(fresh.reused).toBe(0);
  expect(fresh.pages).toBe(cached.pages);
  const output = digest(dist);
  expect(differences(output, digest(freshDist))).toEqual([]);
  return { cached, output };
}

/** The pages whose bytes differ between two digests of dist/. */
const changedPages = (before: Record<string, string>, after: Record<string, string>) =>
  differences(before, after).filter((file) => file.endsWith('.html'));

/** The one name of a hashed asset a page refers to. */
function assetName(html: string, pattern: RegExp): string {
  const names = [...new Set(html.match(pattern))];
  expect(names).toHaveLength(1);
  return names[0]!;
}

describe.sequential('the build cache, in a copy of the project with a few hundred pages', () => {
  /** The output as the previous step left it, and how many pages the copy has. */
  let output: Record<string, string>;
  let pages = 0;

  beforeAll(copyProject);

  it(
    'reuses nothing on a cold clone or with --no-cache, every page on a warm build, and all give the same bytes',
    async () => {
      expect(existsSync(cacheDir)).toBe(false);
      const cold = await build();
      pages = cold.pages;
      expect(pages).toBeGreaterThan(200);
      expect(pages).toBeLessThan(600);
      expect(cold.reused).toBe(0);
      const coldOutput = digest(dist);

      // Nothing changed: the build stops at once and leaves every file as it was, down to the inode.
      const before = statSync(path.join(dist, 'about/index.html'));
      const warm = await build();
      expect(warm.upToDate).toBe(true);
      const after = statSync(path.join(dist, 'about/index.html'));
      expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
      output = digest(dist);
      expect(differences(output, coldOutput)).toEqual([]);

      // A file of the output removed by hand: the build runs, every page from the cache, and puts it back.
      rmSync(path.join(dist, 'robots.txt'));
      const repaired = await build();
      expect(repaired.upToDate).toBe(false);
      expect(repaired.reused).toBe(pages);
      expect(differences(digest(dist), output)).toEqual([]);

      // Built where a warm cache is, --no-cache still renders every page; and a cold folder gives the same bytes.
      const fresh = await build({ noCache: true });
      expect(fresh.reused).toBe(0);
      expect(differences(digest(freshDist), output)).toEqual([]);
      const ignoring = await build({ noCache: true, outDir: dist });
      expect(ignoring.reused).toBe(0);
      expect(differences(digest(dist), output)).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  /**
   * One kind of input each: the edit, whether the cache may still reuse some pages (data that some pages
   * read) or none (data every page shows; code and dependencies, in the fingerprint of every page), and
   * what the change must show in the output.
   */
  const changes: {
    kind: string;
    change: () => void;
    reuse: 'some' | 'none';
    shows: (before: Record<string, string>, after: Record<string, string>) => void;
  }[] = [
    {
      kind: "a value in a state's data file",
      change: () =>
        edit('data/locations/california.yaml', (text) =>
          text.replace('county: Los Angeles County', 'county: Angeles Test County'),
        ),
      reuse: 'some',
      shows: (before, after) => {
        expect(page('locations/california/los-angeles')).toContain('Angeles Test County');
        expect(page('locations/california/los-angeles')).not.toContain('Los Angeles County');
        expect(changedPages(before, after)).toContain('locations/california/los-angeles/index.html');
      },
    },
    {
      kind: "a blog post's Markdown body",
      change: () =>
        edit('data/blog/local-seo-for-dental-implant-practices.md', (text) =>
          text.replace('fix it this month', 'fix it this very week'),
        ),
      reuse: 'some',
      shows: () => {
        expect(page('blog/local-seo-for-dental-implant-practices')).toContain('fix it this very week');
        expect(page('blog/local-seo-for-dental-implant-practices')).not.toContain('fix it this month');
      },
    },
    {
      // The not-found pages read no collection: what they show comes with their route (its props).
      kind: "a value a page has from its route alone (a not-found view's link)",
      change: () =>
        edit('data/not-found.yaml', (text) =>
          text.replace('label: Back to the Podcast', 'label: Back to Every Episode'),
        ),
      reuse: 'some',
      shows: () => {
        const html = readFileSync(path.join(dist, 'podcast/404.html'), 'utf8');
        expect(html).toContain('Back to Every Episode');
        expect(html).not.toContain('Back to the Podcast');
      },
    },
    {
      // The header is rendered once and reused on every page: its reads must count for each of them.
      kind: 'a menu label of the header every page shows',
      change: () =>
        edit('data/navigation.yaml', (text) =>
          text.replace('label: Solutions by Industry', 'label: Solutions by Specialty'),
        ),
      reuse: 'none',
      shows: (before, after) => {
        const html = Object.keys(after)
          .filter((file) => file.endsWith('.html'))
          .sort();
        expect(html).toHaveLength(pages);
        expect(changedPages(before, after)).toEqual(html);
        for (const file of html)
          expect(readFileSync(path.join(dist, file), 'utf8')).toContain('Solutions by Specialty');
      },
    },
    {
      // The site's settings are shared by every page (its footer), and filled into the text of others (legal pages).
      kind: "the site's phone number",
      change: () => edit('data/site.yaml', (text) => text.replace('phone: (703) 555-0142', 'phone: (703) 555-0199')),
      reuse: 'none',
      shows: (before, after) => {
        const html = Object.keys(after)
          .filter((file) => file.endsWith('.html'))
          .sort();
        expect(changedPages(before, after)).toEqual(html);
        for (const file of html) expect(readFileSync(path.join(dist, file), 'utf8')).not.toMatch(/555.0142/);
        expect(page('privacy')).toMatch(/555.0199/);
      },
    },
    {
      // Only the footer, rendered once and reused on every page, reads the services there: the pages that
      // reuse it must count that read as theirs.
      kind: 'a service name, which the footer of every page shows',
      change: () =>
        edit('data/services/reputation.yaml', (text) =>
          text.replace(/^title: Reputation Management$/m, 'title: Reputation Care'),
        ),
      reuse: 'none',
      shows: (before, after) => {
        const html = Object.keys(after)
          .filter((file) => file.endsWith('.html'))
          .sort();
        expect(changedPages(before, after)).toEqual(html);
        for (const file of html) expect(readFileSync(path.join(dist, file), 'utf8')).toContain('Reputation Care');
      },
    },
    {
      kind: 'a value of a pricing table',
      change: () =>
        edit('data/pricing/local-seo.yaml', (text) =>
          text.replace(
            'values: { small: "20", growing: "40", powerful: "80", enterprise: Custom }',
            'values: { small: "20", growing: "40", powerful: "80", enterprise: As many as needed }',
          ),
        ),
      reuse: 'some',
      shows: () => {
        expect(page('services/local-seo')).toContain('As many as needed');
      },
    },
    {
      // Every service's FAQ quotes its prices, so a price is part of the services, which the footer of every
      // page reads (for their names): no page can be reused.
      kind: 'a price',
      change: () =>
        edit('data/pricing/local-seo.yaml', (text) => text.replace('monthly: "$2,495"', 'monthly: "$2,595"')),
      reuse: 'none',
      shows: () => {
        expect(page('services/local-seo')).toContain('$2,595');
        expect(page('services/local-seo')).not.toContain('$2,495');
      },
    },
    {
      kind: 'a template',
      change: () =>
        edit('templates/pages/marketing-audit.tsx', (text) =>
          text.replace('>The audit at a glance<', '>The audit in brief<'),
        ),
      reuse: 'none',
      shows: () => {
        expect(page('marketing-audit')).toContain('The audit in brief');
        expect(page('marketing-audit')).not.toContain('The audit at a glance');
      },
    },
    {
      kind: 'the stylesheet',
      change: () => edit('templates/styles/site.css', (text) => `${text}\n.cache-test-rule { outline-offset: 7px; }\n`),
      reuse: 'none',
      shows: (before, after) => {
        const css = Object.keys(after).filter((file) => /^assets\/site-\w+\.css$/.test(file));
        expect(css).toHaveLength(1);
        expect(Object.keys(before)).not.toContain(css[0]);
        expect(readFileSync(path.join(dist, css[0]!), 'utf8')).toContain('.cache-test-rule');
        expect(assetName(page(''), /site-\w+\.css/g)).toBe(path.basename(css[0]!));
      },
    },
    {
      kind: "an island's code",
      change: () =>
        edit('client/islands/contact-form.tsx', (text) =>
          text.replace('busyLabel="Sending..."', 'busyLabel="Sending now..."'),
        ),
      reuse: 'none',
      shows: (before) => {
        const script = assetName(page('contact'), /contact-form-\w+\.js/g);
        expect(Object.keys(before)).not.toContain(`assets/${script}`);
        expect(readFileSync(path.join(dist, 'assets', script), 'utf8')).toContain('Sending now...');
      },
    },
    {
      // Nothing to see: the fingerprint changed, so every page is built again (with the same bytes).
      kind: 'the installed dependency versions',
      change: () =>
        edit('node_modules/.package-lock.json', (text) => text.replace(/^\{/, '{\n  "cacheTest": "a reinstall",')),
      reuse: 'none',
      shows: () => {},
    },
  ];

  it.each(changes)(
    'shows a change of $kind, with the same bytes as a --no-cache build',
    async ({ change, reuse, shows }) => {
      const before = output;
      change();
      const { cached, output: after } = await buildBoth();
      expect(cached.pages).toBe(pages);
      if (reuse === 'some') {
        expect(cached.reused).toBeGreaterThan(0);
        expect(cached.reused).toBeLessThan(pages);
      } else expect(cached.reused).toBe(0);
      shows(before, after);
      output = after;
    },
    STEP_TIMEOUT,
  );

  // Each build writes over the site the build before last left (build/emit/output-folder.ts): a page the
  // site no longer has must leave no file and no folder behind, and a new one must be there.
  it(
    'writes over the site before last as a build into an empty folder would: pages removed and added, folders included',
    async () => {
      // California's city beyond the popular ones (no other page links to it) gets a new slug: one page goes, one comes.
      const popular = readFileSync(path.join(project, 'data/locations-index.yaml'), 'utf8');
      const california = parseDocument(readFileSync(path.join(project, 'data/locations/california.yaml'), 'utf8'));
      const other = (california.get('cities') as YAMLSeq<YAMLMap>).items
        .map((city) => city.get('slug') as string)
        .find((slug) => !popular.includes(`city: ${slug} `))!;
      edit('data/locations/california.yaml', (text) => text.replace(`slug: ${other}\n`, `slug: ${other}-renamed\n`));
      const recycled = await build();
      expect(recycled.pages).toBe(pages);
      const empty = path.join(work, 'empty', 'dist');
      await build({ noCache: true, outDir: empty });
      expect(existsSync(path.join(dist, 'locations/california', other))).toBe(false);
      expect(existsSync(path.join(dist, 'locations/california', `${other}-renamed`, 'index.html'))).toBe(true);
      expect(folders(dist)).toEqual(folders(empty));
      output = digest(dist);
      expect(differences(output, digest(empty))).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'rebuilds everything when the cache files are corrupt, and reuses every page again the build after',
    async () => {
      // Each file of the cache cut in half, as a build killed while writing it would leave it.
      const assetsMeta = readdirSync(cacheDir)
        .filter((name) => name.startsWith('assets-'))
        .map((name) => path.join(name, 'assets.json'));
      expect(assetsMeta).toHaveLength(1);
      for (const name of ['pages.json', 'markdown.json', 'content.bin', 'up-to-date.json', ...assetsMeta]) {
        const file = path.join(cacheDir, name);
        const bytes = readFileSync(file);
        writeFileSync(file, bytes.subarray(0, bytes.length >> 1));
      }
      // With its record of the last build cut too, the build cannot tell that nothing changed, and runs.
      const rebuilt = await build();
      expect(rebuilt.upToDate).toBe(false);
      expect(rebuilt.reused).toBe(0);
      // Nothing changed since the last --no-cache build.
      expect(differences(digest(dist), output)).toEqual([]);
      const warm = await build();
      expect(warm.reused).toBe(pages);
      expect(differences(digest(dist), output)).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'renders every page again when the page manifest names entries its tables do not have',
    async () => {
      // Whole JSON, but its table of links and ids cut to one entry: the pages point past its end.
      const manifestFile = path.join(cacheDir, 'pages.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { strings: string[] };
      expect(manifest.strings.length).toBeGreaterThan(1);
      writeFileSync(manifestFile, JSON.stringify({ ...manifest, strings: manifest.strings.slice(0, 1) }));
      rmSync(path.join(dist, 'robots.txt')); // or the build would find nothing changed and stop before reading the cache
      const rebuilt = await build();
      expect(rebuilt.reused).toBe(0);
      expect(differences(digest(dist), output)).toEqual([]);
      expect((await build()).upToDate).toBe(true);
      rmSync(path.join(dist, 'robots.txt'));
      expect((await build()).reused).toBe(pages);
      expect(differences(digest(dist), output)).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'puts back a page edited by hand in the output (its file is the one the cache keeps)',
    async () => {
      const file = path.join(dist, 'about/index.html');
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace('<title>About Us', '<title>Above Us'));
      const next = await build();
      expect(next.upToDate).toBe(false);
      expect(next.reused).toBe(pages - 1);
      expect(differences(digest(dist), output)).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  /** Where the cache keeps the page of a route; no other route may share the file, so only that page is altered. */
  function keptPage(routePath: string) {
    const { pages: kept } = JSON.parse(readFileSync(path.join(cacheDir, 'pages.json'), 'utf8')) as {
      pages: Record<string, { file: string }>;
    };
    const file = kept[routePath]!.file;
    expect(Object.values(kept).filter((entry) => entry.file === file)).toHaveLength(1);
    return path.join(cacheDir, 'pages', file);
  }

  it(
    'does not reuse a kept page that was altered since it was kept',
    async () => {
      const file = keptPage('/about/');
      const text = readFileSync(file, 'utf8');
      // The same size: only the modification time tells.
      const altered = text.replace('<title>About Us', '<title>Above Us');
      expect(altered).not.toBe(text);
      expect(altered.length).toBe(text.length);
      writeFileSync(file, altered);
      const next = await build();
      expect(next.reused).toBe(pages - 1);
      expect(page('about')).toContain('<title>About Us');
      expect(differences(digest(dist), output)).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  // The page rendered again has the same HTML, so the same name in the cache: the altered file must be
  // replaced, not taken for the page's with its new size and time (which served it on the build after).
  it(
    'does not reuse the altered page on the build after either',
    async () => {
      await build();
      expect(page('about')).not.toContain('<title>Above Us');
      expect(differences(digest(dist), output)).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  /** The stylesheet a page of the output names. */
  const stylesheet = (dir: string) => assetName(page('', dir), /site-\w+\.css/g);

  it(
    'puts a class named only in a file that is not code (an SVG under templates/) in the stylesheet of a --no-cache build',
    async () => {
      edit('templates/public/favicon.svg', (text) => text.replace('</svg>', '<!-- underline-offset-[13px] --></svg>'));
      await build();
      await build({ noCache: true });
      expect(readFileSync(path.join(freshDist, 'assets', stylesheet(freshDist)), 'utf8')).toContain('13px');
    },
    STEP_TIMEOUT,
  );

  // Tailwind builds the stylesheet from every file under templates/ and client/ (site.css, @source), so
  // the code fingerprint, which keys the kept assets and pages, covers every file there, not only code.
  it('... and in that of a cached build', () => {
    expect(stylesheet(dist)).toBe(stylesheet(freshDist));
  });

  // A file taken from the cache is not parsed again unless an error must point into it; then it is, and
  // the error names the same place as without the cache.
  it(
    'reports a mistake found in a file taken from the cache at the same file:line:column as without the cache',
    async () => {
      await build();
      // The popular city in data/locations-index.yaml (unchanged, so from the cache) no longer names a city.
      edit('data/locations/california.yaml', (text) => text.replace(/^(\s+slug: )los-angeles$/m, '$1los-angeles-ca'));
      const failure = (noCache: boolean) =>
        build({ noCache }).then(
          () => 'built',
          (error: Error) =>
            /^\s+data\/locations-index\.yaml:\d+:\d+ .*$/m.exec(error.message)?.[0].trim() ?? error.message,
        );
      const cached = await failure(false);
      expect(cached).toMatch(
        /^data\/locations-index\.yaml:\d+:\d+ popular\[\d+\]\.city: 'los-angeles' is not a city of California/,
      );
      expect(await failure(true)).toBe(cached);
    },
    STEP_TIMEOUT,
  );
});
