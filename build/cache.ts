/**
 * The build cache: what a build may reuse from the previous build in the same place (.build/cache beside
 * the output folder). Each piece is keyed by hashes of everything that made it, and the code fingerprint
 * (every source file of the generator, the templates, the client and the stylesheet, and the installed
 * dependency versions) is part of every key:
 * - the assets (stylesheet, font, islands) by the code alone;
 * - a data file, parsed and validated, by its text (its YAML document, needed only to point at an
 *   error, is parsed again if anything asks for it);
 * - a Markdown body by its text;
 * - a page by what every page shares (site URL, year, asset names, the set of page paths, the site
 *   settings the document head shows), its kind, path, props and head, and the content it read while
 *   rendering: every collection it read, and each Markdown body it showed (build/render/reads.ts).
 * A page is reused by hard-linking the file kept in the cache (copying it where links are impossible),
 * once its size and modification time show it is unchanged since it was kept. A build without a cache
 * (npm run build -- --no-cache, or a fresh clone) renders everything, and the output is the same bytes.
 */
import { copyFile, cp, link, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { copyFileSync, linkSync, lstatSync, mkdirSync, statSync, unlinkSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { IslandAssets } from './assets/islands';
import type { PageLinks } from './check/links';
import type { Content } from './content/collections';
import { markdownBody, reparsedSource, type ParsedFiles } from './content/load';
import type { RenderedMarkdown } from './content/markdown';
import { deserialize, serialize } from 'node:v8';
import type { Route } from './routes';
import { contentHash } from './util/hash';
import { limiter } from './util/limit';
import { readValue } from './render/reads';
import { readJson } from './up-to-date';

export interface CacheOptions {
  /** Where the cache lives; one build at a time uses it. */
  dir: string;
  /** The code fingerprint: changes with any source file or installed dependency. */
  code: string;
  /** This build's inputsHash (build/up-to-date.ts), when the caller has computed it already. */
  inputs?: string;
}

export interface Assets {
  css: string;
  font: string;
  islands: IslandAssets;
}

/** A data file parsed and validated. A Markdown file's body is not kept: it is cut from the file's text again (markdownBody), which the build reads anyway. */
interface KeptDataFile {
  hash: string;
  format: 'yaml' | 'md';
  /** The validated value, structured-clone encoded (the load fills a fresh copy in). */
  value: Buffer;
}

interface KeptFile {
  /** Path in the cache folder, the same as in the output. */
  name: string;
  size: number;
  mtimeMs: number;
}

interface KeptAssets {
  css: string;
  font: string;
  byName: [string, { src: string; imports: string[] }][];
  loader?: string;
  files: KeptFile[];
}

interface PageEntry {
  key: string;
  /** What the page read (a collection, or one Markdown body) -> hash of it when the page was rendered. */
  reads: Record<string, string>;
  /** The page's file in the cache, by the hash of its HTML. */
  file: string;
  size: number;
  mtimeMs: number;
  refs: string[];
  ids: string[];
}

interface PageManifest {
  code: string;
  shared: string;
  pages: Record<string, PageEntry>;
}

/**
 * The page manifest as pages.json holds it: every page names the same menu links, ids and collection
 * hashes, so each is written once, in a table, and a page lists their places in it. Written out in
 * full, a site with 4,000 posts had a manifest of 7.4 MB, parsed into a quarter of a million strings on
 * every cached build; with the tables it is 2.3 MB.
 */
interface StoredManifest {
  code: string;
  shared: string;
  /** Every reference and id, once. */
  strings: string[];
  /** Every read with its hash, once: [name, hash]. */
  reads: [string, string][];
  pages: Record<string, Omit<PageEntry, 'reads' | 'refs' | 'ids'> & { reads: number[]; refs: number[]; ids: number[] }>;
}

/** A table of values and the place of each in it. */
function table<T>(keyOf: (value: T) => string) {
  const places = new Map<string, number>();
  const values: T[] = [];
  return {
    values,
    place(value: T): number {
      const key = keyOf(value);
      let at = places.get(key);
      if (at === undefined) {
        at = values.push(value) - 1;
        places.set(key, at);
      }
      return at;
    },
  };
}

function storedManifest({ code, shared, pages }: PageManifest): StoredManifest {
  const strings = table<string>((text) => text);
  const reads = table<[string, string]>(([name, hash]) => `${name}\0${hash}`);
  const stored: StoredManifest['pages'] = {};
  for (const [page, entry] of Object.entries(pages)) {
    stored[page] = {
      ...entry,
      reads: Object.entries(entry.reads).map((read) => reads.place(read)),
      refs: entry.refs.map((ref) => strings.place(ref)),
      ids: entry.ids.map((id) => strings.place(id)),
    };
  }
  return { code, shared, strings: strings.values, reads: reads.values, pages: stored };
}

/** The manifest pages.json holds; throws if a place is not in its table (a file cut short or altered). */
function pageManifest({ code, shared, strings, reads, pages }: StoredManifest): PageManifest {
  const at = <T>(values: T[], place: number): T => {
    const value = values[place];
    if (value === undefined) throw new Error(`pages.json: no entry ${place} in its table`);
    return value;
  };
  const entries: PageManifest['pages'] = {};
  for (const [page, entry] of Object.entries(pages)) {
    entries[page] = {
      ...entry,
      reads: Object.fromEntries(entry.reads.map((place) => at(reads, place))),
      refs: entry.refs.map((place) => at(strings, place)),
      ids: entry.ids.map((place) => at(strings, place)),
    };
  }
  return { code, shared, pages: entries };
}

export async function openCache({ dir, code }: CacheOptions) {
  const pagesDir = path.join(dir, 'pages');
  const assetsDir = path.join(dir, `assets-${code}`);
  /** A cache file of this code, if it is there and whole. */
  const readKept = async <T>(file: string): Promise<T | undefined> => {
    const value = await readJson<T & { code?: string }>(path.join(dir, file));
    return value?.code === code ? value : undefined;
  };
  const writeJson = async (file: string, value: unknown) => {
    const tmp = path.join(dir, `${file}.${process.pid}.tmp`);
    await writeFile(tmp, JSON.stringify(value));
    await rename(tmp, path.join(dir, file));
  };
  const [previousPages, previousMarkdown, previousFiles] = await Promise.all([
    readKept<StoredManifest>('pages.json').then((stored) => {
      try {
        return stored && pageManifest(stored);
      } catch {
        return undefined; // as good as no manifest: every page is rendered
      }
    }),
    readKept<{ html: Record<string, RenderedMarkdown> }>('markdown.json'),
    // Structured-clone encoding: parsed values come back exactly as they were (undefined, dates...).
    readFile(path.join(dir, 'content.bin')).then(
      (bytes) => {
        try {
          const kept = deserialize(bytes) as { code: string; files: [string, KeptDataFile][] };
          return kept.code === code ? new Map(kept.files) : undefined;
        } catch {
          return undefined; // cut short by a build that was killed
        }
      },
      () => undefined,
    ),
  ]);
  const filesUsed = new Map<string, KeptDataFile>();
  const markdownUsed: Record<string, RenderedMarkdown> = {};
  const pages: PageManifest['pages'] = {};
  let shared = '';
  let hits = 0;
  /** Pages to keep once the build has succeeded: file in the cache -> file in the output. */
  const toKeep = new Map<string, string>();
  let madeAssets: Assets | undefined;

  return {
    /** The assets of this code, from the cache, or built by `make` into `outDir` (and kept by save()). */
    async assets(outDir: string, make: () => Promise<Assets>): Promise<Assets> {
      const meta = path.join(assetsDir, 'assets.json');
      const kept = await readJson<KeptAssets>(meta);
      if (kept) {
        const placed = kept.files.map((file) =>
          place(path.join(assetsDir, file.name), path.join(outDir, file.name), file),
        );
        if (placed.every(Boolean))
          return { css: kept.css, font: kept.font, islands: { byName: new Map(kept.byName), loader: kept.loader } };
        await rm(path.join(outDir, 'assets'), { recursive: true, force: true }); // altered since kept: build them again
      }
      madeAssets = await make();
      return madeAssets;
    },

    /** Data files parsed by the previous build, for loadContent. */
    parsedFiles: {
      get(file, text) {
        const kept = previousFiles?.get(file);
        if (!kept || kept.hash !== contentHash(text)) return undefined;
        filesUsed.set(file, kept);
        return {
          text,
          source: reparsedSource(text, file, kept.format),
          value: deserialize(kept.value),
          body: kept.format === 'md' ? markdownBody(text) : undefined,
          errors: [],
        };
      },
      set(file, parsed) {
        filesUsed.set(file, {
          hash: contentHash(parsed.text),
          format: parsed.body === undefined ? 'yaml' : 'md',
          value: serialize(parsed.value),
        });
      },
    } satisfies ParsedFiles,

    /** Markdown bodies to HTML: the ones seen before from the cache, the others by `render`. */
    async markdown(
      bodies: string[],
      render: (bodies: string[]) => Promise<RenderedMarkdown[]>,
    ): Promise<RenderedMarkdown[]> {
      const keys = bodies.map((body) => contentHash(body));
      const missing = [
        ...new Set(keys.map((key, i) => (previousMarkdown?.html[key] === undefined ? i : -1)).filter((i) => i >= 0)),
      ];
      const rendered = await render(missing.map((i) => bodies[i]!));
      missing.forEach((i, n) => {
        markdownUsed[keys[i]!] = rendered[n]!;
      });
      return keys.map((key) => {
        markdownUsed[key] ??= previousMarkdown!.html[key]!;
        return markdownUsed[key];
      });
    },

    /**
     * Puts every page that can be reused into `outDir` and returns its links; the rest are to render.
     * `sharedInputs` is what every page depends on.
     */
    reusePages(
      routes: Route[],
      content: Content,
      sharedInputs: unknown,
      outDir: string,
      outputFile: (routePath: string) => string,
    ) {
      shared = contentHash(JSON.stringify(sharedInputs));
      const readHashes = new Map<string, string>();
      const collectionHash = (read: string) => {
        let known = readHashes.get(read);
        if (known === undefined) {
          known = contentHash(JSON.stringify(readValue(content, read)));
          readHashes.set(read, known);
        }
        return known;
      };
      const reused = new Map<string, PageLinks>();
      const toRender: Route[] = [];
      const keys = new Map<string, string>();
      for (const route of routes) {
        const key = contentHash(JSON.stringify([route.kind, route.path, route.status, route.props, route.head]));
        keys.set(route.path, key);
        const entry = previousPages?.shared === shared ? previousPages.pages[route.path] : undefined;
        const fresh =
          entry?.key === key && Object.entries(entry.reads).every(([name, h]) => collectionHash(name) === h);
        if (!fresh || !place(path.join(pagesDir, entry.file), path.join(outDir, outputFile(route.path)), entry)) {
          toRender.push(route);
          continue;
        }
        pages[route.path] = entry;
        reused.set(route.path, { refs: entry.refs, ids: new Set(entry.ids) });
        hits += 1;
      }
      // Rendered in route order, as without a cache.
      toRender.sort((a, b) => a.path.localeCompare(b.path));
      return {
        reused,
        toRender,
        /** Keeps a page just written to `file` in the output (named by its HTML's contentHash) once the build has succeeded (save). */
        keep: (route: Route, htmlHash: string, links: PageLinks, reads: string[], file: string) => {
          const kept = `${htmlHash}.html`;
          toKeep.set(kept, file);
          pages[route.path] = {
            key: keys.get(route.path)!,
            reads: Object.fromEntries(reads.sort().map((name) => [name, collectionHash(name)])),
            file: kept,
            size: -1,
            mtimeMs: -1,
            refs: links.refs,
            ids: [...links.ids],
          };
        },
      };
    },

    /**
     * Keeps what this build made and forgets what it no longer uses; called once the build has succeeded
     * and its output is in `outDir`, so a failed build writes nothing here.
     */
    async save(outDir: string) {
      const io = limiter(32);
      await mkdir(pagesDir, { recursive: true });
      // Each page is linked under a name of its own, then renamed over any file of that name: a kept
      // file may have been altered, and is replaced rather than trusted.
      await Promise.all(
        [...toKeep].map(([kept, file]) =>
          io(async () => {
            const staged = path.join(pagesDir, `${kept}.${process.pid}.tmp`);
            await link(path.join(outDir, file), staged).catch(() => copyFile(path.join(outDir, file), staged));
            await rename(staged, path.join(pagesDir, kept));
          }),
        ),
      );
      // The size and time of each file kept anew, read once all are in place (pages with the same HTML share a file).
      const kept = new Map<string, Promise<{ size: number; mtimeMs: number }>>();
      await Promise.all(
        Object.values(pages).map(async (entry) => {
          if (!toKeep.has(entry.file)) return;
          let known = kept.get(entry.file);
          if (!known) {
            known = io(() => stat(path.join(pagesDir, entry.file)));
            kept.set(entry.file, known);
          }
          ({ size: entry.size, mtimeMs: entry.mtimeMs } = await known);
        }),
      );
      if (madeAssets) await keepAssets(madeAssets, path.join(outDir, 'assets'), assetsDir);
      await writeJson('pages.json', storedManifest({ code, shared, pages }));
      await writeJson('markdown.json', { code, html: markdownUsed });
      await writeFile(path.join(dir, `content.bin.${process.pid}.tmp`), serialize({ code, files: [...filesUsed] }));
      await rename(path.join(dir, `content.bin.${process.pid}.tmp`), path.join(dir, 'content.bin'));
      const used = new Set(Object.values(pages).map((entry) => entry.file));
      await Promise.all(
        (await readdir(pagesDir))
          .filter((file) => !used.has(file))
          .map((file) => unlink(path.join(pagesDir, file)).catch(() => {})),
      );
      for (const old of await readdir(dir))
        if (old.startsWith('assets-') && old !== path.basename(assetsDir))
          await rm(path.join(dir, old), { recursive: true, force: true });
    },

    stats: () => ({ reused: hits }),
  };
}

export type BuildCache = Awaited<ReturnType<typeof openCache>>;

/** Copies the assets a build made (its output's assets/ folder) into the cache, with what placing them back checks. */
async function keepAssets(made: Assets, from: string, assetsDir: string) {
  await rm(assetsDir, { recursive: true, force: true });
  await cp(from, path.join(assetsDir, 'assets'), { recursive: true });
  const files = await Promise.all(
    (await readdir(path.join(assetsDir, 'assets'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const name = path.relative(assetsDir, path.join(entry.parentPath, entry.name));
        const { size, mtimeMs } = await stat(path.join(assetsDir, name));
        return { name, size, mtimeMs };
      }),
  );
  await writeFile(
    path.join(assetsDir, 'assets.json'),
    JSON.stringify({
      css: made.css,
      font: made.font,
      byName: [...made.islands.byName],
      loader: made.islands.loader,
      files,
    } satisfies KeptAssets),
  );
}

/** A file's stats, or undefined when there is none or it cannot be read. */
function statOrNone(get: () => Stats): Stats | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

/**
 * Links (or copies) a kept file into the output; false when it was changed or removed since it was kept,
 * or cannot be placed. In a recycled output folder the page may be there already: as this very file (a
 * link made by an earlier build), it stays; otherwise it is unlinked first, so nothing is written through it.
 *
 * Synchronous, as the writer is: a build that reuses thousands of pages makes a few calls for each, and
 * through the thread pool (32 at a time) the round trips cost more than the calls. Unlinking and linking
 * 5,336 pages (the first cached build after a --no-cache one) took 0.24 s that way and 0.1 s this way.
 */
function place(kept: string, target: string, entry: { size: number; mtimeMs: number }): boolean {
  const now = statOrNone(() => statSync(kept));
  if (!now || now.size !== entry.size || now.mtimeMs !== entry.mtimeMs) return false;
  const there = statOrNone(() => lstatSync(target));
  if (there && there.ino === now.ino && there.dev === now.dev) return true;
  try {
    if (there) unlinkSync(target);
    else mkdirSync(path.dirname(target), { recursive: true });
  } catch {
    return false;
  }
  try {
    linkSync(kept, target);
  } catch {
    try {
      copyFileSync(kept, target);
    } catch {
      return false;
    }
  }
  return true;
}
