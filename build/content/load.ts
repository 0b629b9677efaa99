/**
 * Reads the data folder into the site's collections: every file decoded, parsed and checked against its
 * collection's schema, each problem at its place. Every problem is collected; none stops the others.
 * A file parsed before from the same bytes is taken from `cache` (npm run dev keeps it in memory, a
 * command-line build on disk), so an edit parses one file.
 */
import path from 'node:path';
import { problems as catalogue } from '../error-catalogue';
import type { Problem, ProblemKind } from '../problems';
import { type Collection, type Collections, describeCollection, type Format } from './collection';
import { type DataFiles, displayPath, fileHash } from './data-files';
import { decodeText } from './decode';
import { type ParsedFile, parseFile } from './parse';
import { slug as slugSchema } from './schema-helpers';
import { problemAtPosition } from './source';

/** One file of a collection, as read. */
const IMAGE_FILE = /\.(jpe?g|png|webp|avif)$/i;

export interface DataFile {
  /** Display path: data/blog/post.md. */
  file: string;
  /** Path under the data folder: blog/post.md. */
  rel: string;
  /** Its text, read when asked for (a file parsed before from the same bytes is not read). */
  readonly text: string;
  format: Format;
  collection: string;
  /** A folder entry's file name, which is its slug unless the entry names its own. */
  name?: string;
  parsed: ParsedFile;
}

export interface LoadedFiles {
  /** Every file of every collection, by display path, in collection order. */
  files: Map<string, DataFile>;
  /** Collections whose file is missing and have a fallback value. */
  fallbacks: Map<string, unknown>;
  problems: Problem[];
}

/** Files parsed by earlier loads, by display path, with the fingerprint of the bytes they were parsed from. */
export type ParsedCache = Map<string, { hash: string; parsed: ParsedFile }>;

export function loadFiles(collections: Collections, data: DataFiles, cache: ParsedCache = new Map()): LoadedFiles {
  const found: Problem[] = [];
  const files = new Map<string, DataFile>();
  const fallbacks = new Map<string, unknown>();
  const all = data.list();
  const claimed = new Set<string>();
  const display = (rel: string) => displayPath(path.join(data.dir, rel));
  const atFile = <A extends unknown[]>(file: string, kind: ProblemKind<A>, ...args: A) =>
    problemAtPosition(file, { line: 1, column: 1 }, '(file)', kind, ...args);

  const read = (rel: string, collection: string, c: Collection, format: Format, name?: string) => {
    const file = display(rel);
    const hash = fileHash(data, rel);
    const kept = cache.get(file);
    // A file parsed before from the same bytes is not read again: its text only if a problem needs its place.
    let text: string | undefined;
    if (kept?.hash !== hash) {
      const decoded = decodeText(file, data.read(rel));
      if ('error' in decoded) {
        found.push(decoded.error);
        return;
      }
      text = decoded.text;
    }
    const parsed = text === undefined ? kept!.parsed : parseFile(text, file, format, c.schema);
    cache.set(file, { hash, parsed });
    found.push(...parsed.problems);
    files.set(file, {
      file,
      rel,
      get text() {
        text ??= (decodeText(file, data.read(rel)) as { text: string }).text;
        return text;
      },
      format,
      collection,
      name,
      parsed,
    });
  };

  for (const [name, c] of Object.entries(collections)) {
    if (c.kind === 'file') {
      claimed.add(c.file);
      if (all.includes(c.file)) read(c.file, name, c, c.file.endsWith('.md') ? 'md' : 'yaml');
      else if (c.fallback !== undefined) fallbacks.set(name, c.fallback);
      else found.push(atFile(display(c.file), catalogue.RequiredFileMissing));
      continue;
    }
    for (const rel of all.filter((f) => path.posix.dirname(f) === c.folder && f.endsWith(`.${c.format}`))) {
      claimed.add(rel);
      const entry = path.posix.basename(rel, `.${c.format}`);
      if (!slugSchema.safeParse(entry).success) found.push(atFile(display(rel), catalogue.BadFileName, entry));
      else read(rel, name, c, c.format, entry);
    }
  }
  const layout = Object.values(collections).map(describeCollection).join(', ');
  // Images are not content: the image fields that name them are checked (build/images/sources.ts).
  const stray = all.filter((f) => !claimed.has(f) && !IMAGE_FILE.test(f));
  const dataDir = `${displayPath(data.dir)}/`;
  for (const rel of stray) found.push(atFile(display(rel), catalogue.StrayFile, dataDir, layout));
  for (const file of cache.keys()) if (!files.has(file)) cache.delete(file);
  return { files, fallbacks, problems: found };
}
