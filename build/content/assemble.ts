/**
 * The content templates read, made from the loaded files: each folder entry with its slug and file,
 * placeholders filled in everywhere (a Markdown body included), and the place of every object and list
 * remembered (Origins), so a check can report a problem at any value it holds.
 */
import { problems as catalogue } from '../error-catalogue';
import type { Problem, ProblemKind } from '../problems';
import type { Collections, FolderCollection } from './collection';
import type { DataFile, LoadedFiles } from './load';
import { bodyOffset, sourceOf } from './parse';
import { fill, type Resolver, type TextPlace } from './placeholders';
import { isToBeWritten } from './to-write';
import { type Path, problemAt, problemAtPiece, problemAtPosition, textPosition, type YamlSource } from './source';

/** Where each object and list of the content came from: its file and its path in the file. */
export type Origins = WeakMap<object, { file: string; path: Path }>;

/** A Markdown entry's body: as written, and with placeholders filled in (what is rendered). */
export interface Body {
  entry: Record<string, unknown>;
  collection: string;
  file: DataFile;
  raw: string;
  filled: string;
}

/** A piece of a text value: the whole value, where the piece starts in it, and the piece. */
export interface TextPiece {
  value: string;
  offset: number;
  text: string;
}

/** Placing problems at values of the content: by the value, or by file and path. */
export interface Placer {
  /** A problem at `path` under `at`, any object or list of the content; the file's start for a value with no file. */
  at<A extends unknown[]>(kind: ProblemKind<A>, at: object, path: Path, args: A): Problem;
  /** A problem at a piece of the text at `path` under `at` (a phrase in a paragraph): at the piece itself. */
  atPiece<A extends unknown[]>(kind: ProblemKind<A>, at: object, path: Path, piece: TextPiece, args: A): Problem;
  /** The YAML source of a data file, parsed when first asked for. */
  source(file: string): YamlSource | undefined;
}

export interface Assembled {
  content: Record<string, unknown>;
  bodies: Body[];
  placer: Placer;
  problems: Problem[];
}

/** Meta the loader adds to entries: never filled, never placed. */
const META = new Set(['slug', 'file', 'html']);

export function assembleContent(
  collections: Collections,
  loaded: LoadedFiles,
  placeholders?: (raw: Record<string, unknown>) => (place: TextPlace) => Resolver[],
): Assembled {
  const origins: Origins = new WeakMap();
  const sources = new Map<string, YamlSource>();
  const source = (file: string) => {
    const data = loaded.files.get(file);
    if (!data) return undefined;
    let found = sources.get(file);
    if (!found) {
      found = sourceOf(data.text, file, data.format);
      sources.set(file, found);
    }
    return found;
  };
  const placer: Placer = {
    at(kind, at, path, args) {
      const origin = origins.get(at);
      const yaml = origin && source(origin.file);
      const where = origin ? [...origin.path, ...path] : [];
      // A problem with a whole file is at its start, whatever comments open it.
      if (!origin || !yaml || where.length === 0) {
        return problemAtPosition(origin?.file ?? '(content)', { line: 1, column: 1 }, '(file)', kind, ...args);
      }
      return problemAt(yaml, where, kind, args);
    },
    atPiece(kind, at, path, piece, args) {
      const origin = origins.get(at);
      const yaml = origin && source(origin.file);
      if (!origin || !yaml || path.length === 0) return placer.at(kind, at, path, args);
      return problemAtPiece(yaml, [...origin.path, ...path], piece.value, piece, kind, ...args);
    },
    source,
  };

  // The content as parsed, with entry meta: what the site's placeholders are made from.
  const raw: Record<string, unknown> = Object.fromEntries(loaded.fallbacks);
  const entriesOf = new Map<string, { data: DataFile; value: Record<string, unknown> }[]>();
  for (const data of loaded.files.values()) {
    const value = data.parsed.value as Record<string, unknown> | undefined;
    if (data.name === undefined) {
      raw[data.collection] = value;
      continue;
    }
    // An entry may name its own slug (a state's URL segment); otherwise the file name is the slug.
    const entry = { ...value, slug: (value?.slug as string | undefined) ?? data.name, file: data.file };
    const list = entriesOf.get(data.collection) ?? [];
    list.push({ data, value: entry });
    entriesOf.set(data.collection, list);
  }
  for (const [name, c] of Object.entries(collections)) {
    if (c.kind === 'folder') {
      const list = (entriesOf.get(name) ?? []).sort((a, b) => String(a.value.slug).localeCompare(String(b.value.slug)));
      entriesOf.set(name, list);
      raw[name] = list.map((e) => e.value);
    }
  }

  const resolversFor = placeholders?.(raw) ?? (() => []);
  const found: Problem[] = [];
  const fillValue = (value: unknown, collection: string, file: string, path: (string | number)[]): unknown => {
    if (typeof value === 'string') {
      const yaml = isToBeWritten(value) ? source(file) : undefined;
      if (yaml) found.push({ ...problemAt(yaml, path, catalogue.TextToWrite, [value]), severity: 'warning' });
      if (!value.includes('{')) return value;
      const filled = fill(value, resolversFor({ collection, file, path }));
      const unfilledIn = filled.unfilled.length ? source(file) : undefined;
      for (const u of filled.unfilled) {
        if (unfilledIn)
          found.push(
            problemAtPiece(
              unfilledIn,
              path,
              value,
              { offset: u.offset, text: u.token },
              catalogue.UnknownPlaceholder,
              u.message,
            ),
          );
      }
      return filled.text;
    }
    if (Array.isArray(value)) {
      const out = value.map((item, i) => fillValue(item, collection, file, [...path, i]));
      origins.set(out, { file, path });
      return out;
    }
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        out[key] = path.length === 0 && META.has(key) ? item : fillValue(item, collection, file, [...path, key]);
      }
      origins.set(out, { file, path });
      return out;
    }
    return value;
  };

  const content: Record<string, unknown> = {};
  const bodies: Body[] = [];
  for (const name of Object.keys(collections)) {
    const entries = entriesOf.get(name);
    if (!entries) {
      const data = [...loaded.files.values()].find((d) => d.collection === name);
      content[name] = data ? fillValue(raw[name], name, data.file, []) : raw[name];
      continue;
    }
    content[name] = entries.map(({ data, value }) => {
      const entry = fillValue(value, name, data.file, []) as Record<string, unknown>;
      if (data.parsed.body !== undefined) {
        if (isToBeWritten(data.parsed.body)) {
          const at = textPosition(data.text, bodyOffset(data.text, data.parsed.body) + data.parsed.body.indexOf('W'));
          found.push({
            ...problemAtPosition(data.file, at, '(body)', catalogue.TextToWrite, data.parsed.body.trim()),
            severity: 'warning',
          });
        }
        const filled = fill(data.parsed.body, resolversFor({ collection: name, file: data.file, path: ['(body)'] }));
        for (const u of filled.unfilled) {
          const at = textPosition(data.text, bodyOffset(data.text, data.parsed.body) + u.offset);
          found.push(problemAtPosition(data.file, at, '(body)', catalogue.UnknownPlaceholder, u.message));
        }
        entry.html = '';
        bodies.push({ entry, collection: name, file: data, raw: data.parsed.body, filled: filled.text });
      }
      return entry;
    });
    const { order } = collections[name] as FolderCollection;
    if (order) (content[name] as never[]).sort(order);
  }
  return { content, bodies, placer, problems: found };
}
