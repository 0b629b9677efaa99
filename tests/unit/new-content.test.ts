/**
 * npm run new: each kind of content an editor adds comes out valid, with its slug from the
 * title, and becomes a page; a city or a device is added to its list without touching the rest of the
 * file; mistakes (a duplicate, a missing --state) are refused with a message and nothing written. The
 * command runs twice, for what it prints and its exit codes; the other kinds are made in-process by
 * the same scaffold() it calls.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../build/content/content';
import { diskData } from '../../build/content/data-files';
import { ScaffoldError, scaffold, slugFromTitle, writeScaffold } from '../../build/content/scaffold';
import { buildRouteTable, loadPageModules } from '../../build/routes';
import { pagesDirOf } from '../../build/site';
import type { Content } from '../../templates/content/collections';
import siteConfig from '../../templates/site';

const run = promisify(execFile);
const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-new-'));
const dataDir = path.join(root, 'data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `npm run new -- ...args` on the scratch data, as a command. */
const newCommand = (...args: string[]) =>
  run(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/new.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );

/** What the command does, in-process: `out` is its message or the error it refuses with. */
async function newContent(kind: string, ...words: string[]): Promise<{ code: number; out: string }> {
  const options: Record<string, string> = {};
  const title: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i]!.startsWith('--')) options[words[i]!.slice(2)] = words[++i]!;
    else title.push(words[i]!);
  }
  try {
    const made = scaffold(siteConfig.collections, siteConfig.scaffolds!, dataDir, {
      kind,
      title: title.join(' '),
      options,
      today: new Date().toISOString().slice(0, 10),
    });
    writeScaffold(dataDir, made);
    return { code: 0, out: `its page will be ${made.page}` };
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    return { code: 1, out: error.message };
  }
}

describe('slugs from titles', () => {
  it.each([
    ['Botox Pricing Pages That Convert: A 2026 Guide', 'botox-pricing-pages-that-convert-a-2026-guide'],
    ['Morpheus8 Body', 'morpheus8-body'],
    ["Coeur d'Alène", 'coeur-dalene'],
    ['Q&A with a Practice Manager', 'q-and-a-with-a-practice-manager'],
    ['  SEO Specialist (Remote) ', 'seo-specialist-remote'],
  ])('%s -> %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });
});

describe('npm run new', () => {
  const texasBefore = () => readFileSync(path.join(dataDir, 'locations/texas.yaml'), 'utf8');
  let texas = '';
  const made: { kind: string; out: string }[] = [];

  beforeAll(async () => {
    cpSync('data', dataDir, { recursive: true });
    texas = texasBefore();
    // One at a time: a city and a device edit files another run may read.
    const post = await newCommand('post', 'Botox Pricing Pages That Convert: A 2026 Guide');
    expect(post.code, post.out).toBe(0);
    expect(post.out).toContain('Created data/blog/botox-pricing-pages-that-convert-a-2026-guide.md');
    made.push({ kind: 'post', out: post.out });
    for (const args of [
      [
        'episode',
        'Why Patients Say Not Yet',
        '--duration',
        '38:20',
        '--audio-url',
        'https://media.vitalis.example/podcast/why-patients-say-not-yet.mp3',
        '--audio-bytes',
        '36800000',
      ],
      ['job', 'SEO Specialist (Remote)', '--department', 'SEO'],
      ['city', 'Bee Cave', '--state', 'texas', '--county', 'Travis County', '--metro', 'Greater Austin'],
      ['device', 'Morpheus8 Body', '--brand', 'inmode'],
    ]) {
      const [kind, ...words] = args as [string, ...string[]];
      const result = await newContent(kind, ...words);
      expect(result.code, result.out).toBe(0);
      made.push({ kind: args[0]!, out: result.out });
    }
  }, 120_000);

  it('writes files that load with the rest of the content, and each is a page at the path it printed', async () => {
    const loaded = readContent(siteConfig, diskData(dataDir));
    const content = loaded.content as Content;
    // Each sentence left to be replaced is a warning at its place, the body's too.
    const toWrite = loaded.problems
      .filter((p) => p.name === 'TextToWrite')
      .map((p) => `${path.relative(dataDir, p.file)}:${p.line}:${p.column} ${p.path} ${p.severity}`);
    expect(toWrite).toEqual(
      expect.arrayContaining([
        'blog/botox-pricing-pages-that-convert-a-2026-guide.md:3:10 excerpt warning',
        'blog/botox-pricing-pages-that-convert-a-2026-guide.md:6:5 keyTakeaways[0] warning',
        'blog/botox-pricing-pages-that-convert-a-2026-guide.md:11:1 (body) warning',
        expect.stringMatching(/^locations\/texas\.yaml:\d+:12 cities\[\d+\]\.about warning$/),
      ]),
    );
    expect(content.posts.find((p) => p.slug === 'botox-pricing-pages-that-convert-a-2026-guide')?.title).toBe(
      'Botox Pricing Pages That Convert: A 2026 Guide',
    );
    expect(content.episodes.find((e) => e.slug === 'why-patients-say-not-yet')?.duration).toBe('38:20');
    expect(content.jobs.find((j) => j.slug === 'seo-specialist-remote')).toMatchObject({
      department: 'SEO',
      location: 'Remote',
    });
    expect(content.locations.find((s) => s.slug === 'texas')?.cities.at(-1)).toMatchObject({
      name: 'Bee Cave',
      slug: 'bee-cave',
      county: 'Travis County',
      metro: 'Greater Austin',
      // Its public facts, from the datasets the import script reads.
      facts: { coordinates: [30.30854, -97.94501] },
    });
    expect(content.brands.find((b) => b.slug === 'inmode')?.devices.at(-1)).toMatchObject({
      slug: 'morpheus8-body',
      name: 'Morpheus8 Body',
    });

    const pages = new Set(
      buildRouteTable(
        (await loadPageModules(pagesDirOf(siteConfig))).modules,
        content,
        'https://www.vitalis.example',
      ).routes.map((r) => r.path),
    );
    for (const { kind, out } of made) {
      const printed = /its page will be (\S+)/.exec(out)?.[1];
      expect(printed && pages.has(printed), `${kind}: ${out}`).toBe(true);
    }
  });

  it('adds a city at the end of its state, leaving the rest of the file as it was', () => {
    const now = texasBefore();
    expect(now.startsWith(texas.trimEnd())).toBe(true);
    expect(now.slice(texas.trimEnd().length)).toBe(
      '\n  - name: Bee Cave\n    slug: bee-cave\n    county: Travis County\n    metro: Greater Austin\n    facts:\n      coordinates: [30.30854, -97.94501]\n    about: Write the about here.\n',
    );
  });

  it('refuses a duplicate, a missing, misspelt or empty option and an unknown state, writing nothing', async () => {
    const before = texasBefore();
    const duplicate = await newCommand('city', 'Austin', '--state', 'texas', '--county', 'Travis County');
    expect(duplicate.code).toBe(1);
    expect(duplicate.out).toContain("data/locations/texas.yaml already lists 'austin'");
    const missing = await newContent('city', 'Pflugerville', '--state', 'texas');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('a city needs --county');
    const noAudio = await newContent('episode', 'Another Episode', '--duration', '40:00');
    expect(noAudio.out).toContain('an episode needs --audio-url and --audio-bytes');
    const misspelt = await newContent(
      'city',
      'Pflugerville',
      '--state',
      'texas',
      '--county',
      'Travis County',
      '--metr',
      'Greater Austin',
    );
    expect(misspelt.out).toContain('a city takes no --metr; it takes --state, --county and --metro');
    const noValue = await newCommand('post', 'Dated Later', '--date');
    expect(noValue).toMatchObject({ code: 1, out: expect.stringContaining('--date needs a value') });
    const unknown = await newContent('city', 'Springfield', '--state', 'texass', '--county', 'Sangamon County');
    expect(unknown.out).toContain('data/locations/texass.yaml does not exist');
    expect(texasBefore()).toBe(before);
    const again = await newContent('post', 'Botox Pricing Pages That Convert: A 2026 Guide');
    expect(again.out).toContain('already exists');
    expect(existsSync(path.join(dataDir, 'blog/botox-pricing-pages-that-convert-a-2026-guide.md'))).toBe(true);
    // A site that declares nothing to add says so.
    const none = await run(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/new.ts'), 'post', 'Hello'], {
      env: { ...process.env, SITE: 'examples/blog/site.ts' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(none).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('examples/blog/site.ts declares nothing to add'),
    });
  }, 60_000);
});
