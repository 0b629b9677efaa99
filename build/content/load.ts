/**
 * Loads every file under data/, validates it against its collection's schema, then checks what only
 * the whole set can tell (references, tokens). Every error is collected; none stops the others.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OPENING, splitMatter } from './front-matter';
import { collections, type Content, type FolderCollection, type SingleCollection } from './collections';
import { ContentErrors, sortErrors, type ContentError } from './errors';
import { renderMarkdownBody, type RenderedMarkdown } from './markdown';
import { rememberBodyItems } from '../check/markdown-bodies';
import { registerIconNames } from './icons';
import { crossCheck } from './references';
import { slug as slugSchema } from './schemas/common';
import { decodeText } from './decode';
import { findLinks, type DataLink } from './links';
import { parseYaml, toValue, type YamlSource } from './source';
import { plainYamlValue } from './plain-yaml';
import { validate } from './validate';

export interface LoadedContent {
  content: Content;
  /** Every data file by display path, for tools that point back at the data (link checker, dev server). */
  sources: Map<string, YamlSource>;
  /** Every link to a page of the site that the data makes, for the build to check against the route table. */
  links: DataLink[];
}

/** A loaded file: where it came from and the value it produced. */
export interface LoadedFile {
  source: YamlSource;
  value: Record<string, unknown> | unknown[];
}

/** A Markdown file keeps its raw body until tokens are filled in, then it is rendered. */
export interface PendingBody {
  source: YamlSource;
  body: string;
  /** Offset of the body in the whole file, to locate errors inside it. */
  offset: number;
  target: { html: string };
}

/** Renders Markdown bodies to HTML, in order: one at a time by default, or on every core (the render pool). */
export type MarkdownRenderer = (bodies: string[]) => Promise<RenderedMarkdown[]>;
const oneByOne: MarkdownRenderer = async (bodies) => bodies.map(renderMarkdownBody);

export interface LoadOptions {
  /** The icon names the site's content may use (its icon set). */
  iconNames: ReadonlySet<string>;
  markdown?: MarkdownRenderer;
  /**
   * Renders bodies that hold no placeholder as soon as they are read, a few at a time, while the rest
   * of data/ loads (the build's render workers are idle then); the others wait for `markdown`.
   */
  markdownAhead?: MarkdownRenderer;
  /** Called once every file is read, before the bodies sent ahead are awaited: what has not been started may be rendered here instead. */
  aheadDone?: () => Promise<void>;
  /**
   * Files parsed and validated by an earlier load, reused while their text is the same: npm run dev
   * keeps them in memory between edits (parsedInMemory), npm run build on disk (build/cache.ts).
   */
  cache?: ParsedFiles;
}

/** Parsed files kept between loads. */
export interface ParsedFiles {
  /** The file as parsed before from this very text, its value fresh for this load to fill in; or undefined. */
  get(file: string, text: string): ParsedFile | undefined;
  /** Keeps a file parsed with no errors, before the load fills anything in. */
  set(file: string, parsed: ParsedFile): void;
}

/** Parsed files kept in this process (npm run dev), handed out as copies since loading fills values in. */
export function parsedInMemory(): ParsedFiles {
  const files = new Map<string, ParsedFile>();
  return {
    get(file, text) {
      const parsed = files.get(file);
      return parsed?.text === text ? { ...parsed, value: structuredClone(parsed.value) } : undefined;
    },
    set(file, parsed) {
      files.set(file, parsed);
    },
  };
}

/** Bodies go ahead this many at a time: a message per post is a lot of messages. */
const AHEAD_BATCH = 16;

export async function loadContent(
  dataDir: string,
  { iconNames, markdown = oneByOne, markdownAhead, aheadDone, cache }: LoadOptions,
): Promise<LoadedContent> {
  registerIconNames(iconNames);
  const errors: ContentError[] = [];
  const sources = new Map<string, YamlSource>();
  const bodies: PendingBody[] = [];
  /** Bodies rendered ahead, by their text as read (a body with no placeholder is the same once filled in): their batch and place in it. */
  const ahead = new Map<string, { batch: Promise<RenderedMarkdown[]>; index: number }>();
  let batch: string[] = [];
  const sendAhead = () => {
    if (!markdownAhead || !batch.length) return;
    const sent = batch;
    batch = [];
    const rendered = markdownAhead(sent);
    rendered.catch(() => {}); // awaited when the bodies are used; a content error may leave it unused
    sent.forEach((body, index) => {
      ahead.set(body, { batch: rendered, index });
    });
  };
  const loaded = new Map<string, LoadedFile>();
  const links: DataLink[] = [];
  const remember = (file: string, value: unknown, schema: SingleCollection['schema']) => {
    if (value && typeof value === 'object') {
      const source = sources.get(file)!;
      loaded.set(file, { source, value: value as LoadedFile['value'] });
      links.push(...findLinks(source, schema, value));
    }
    return value;
  };
  const display = (rel: string) => displayPath(path.join(dataDir, rel));
  /** One file's value, its errors and source recorded; a Markdown file's body waits for the placeholders. */
  const load = async (
    read: Promise<Uint8Array>,
    file: string,
    format: 'yaml' | 'md',
    schema: SingleCollection['schema'],
  ) => {
    const text = await readText(read, file, errors);
    if (text === undefined) return undefined;
    let parsed = cache?.get(file, text);
    if (!parsed) {
      parsed = parseFile(text, file, format, schema);
      if (parsed.errors.length === 0) {
        // A file without errors lets its YAML document go (it is parsed again if a later check needs a
        // position): four thousand documents kept to the end cost that build 0.3 s more garbage collection.
        parsed = { ...parsed, source: reparsedSource(text, file, format) };
        cache?.set(file, parsed);
      }
    }
    errors.push(...parsed.errors);
    if (parsed.source) sources.set(file, parsed.source);
    if (parsed.value === undefined || !parsed.source) return undefined;
    // Loading fills in slugs and placeholders (a kept file is handed out as a copy).
    const value = parsed.value as Record<string, unknown>;
    if (parsed.body === undefined) return value;
    // A body with placeholders is rendered once they are filled in, after every file has loaded; one
    // without goes ahead now, to a worker that has nothing else to do while the main thread parses.
    const entry = Object.assign(value, { html: '' });
    bodies.push({ source: parsed.source, body: parsed.body, offset: text.length - parsed.body.length, target: entry });
    if (markdownAhead && !parsed.body.includes('{') && !ahead.has(parsed.body) && !batch.includes(parsed.body)) {
      batch.push(parsed.body);
      if (batch.length === AHEAD_BATCH) sendAhead();
    }
    return entry;
  };
  const files = listFiles(dataDir);
  // Read in one go, synchronously: data files are small, and the promise API's open, stat, read and
  // close per file cost more than the reading (a third of a second for four thousand posts).
  const texts = new Map(files.map((rel) => [rel, readBytes(path.join(dataDir, rel))]));
  for (const text of texts.values()) text.catch(() => {}); // awaited where the file is loaded
  const claimed = new Set<string>();
  const content: Record<string, unknown> = {};

  for (const [name, collection] of Object.entries(collections) as [string, SingleCollection | FolderCollection][]) {
    if (collection.kind === 'single') {
      claimed.add(collection.file);
      if (!files.includes(collection.file)) {
        if (collection.fallback !== undefined) content[name] = collection.fallback;
        else
          errors.push({
            file: display(collection.file),
            line: 1,
            column: 1,
            path: '(file)',
            message: 'this required file is missing',
          });
        continue;
      }
      const file = display(collection.file);
      content[name] = remember(
        file,
        await load(texts.get(collection.file)!, file, 'yaml', collection.schema),
        collection.schema,
      );
    } else {
      const entries: Record<string, unknown>[] = [];
      for (const rel of files.filter(
        (f) => path.posix.dirname(f) === collection.dir && f.endsWith(`.${collection.format}`),
      )) {
        claimed.add(rel);
        const slug = path.posix.basename(rel, `.${collection.format}`);
        const file = display(rel);
        if (!slugSchema.safeParse(slug).success) {
          errors.push({
            file,
            line: 1,
            column: 1,
            path: '(file)',
            message: `the file name '${slug}' is the page's slug: use lowercase letters, digits and single hyphens`,
          });
          continue;
        }
        const value = await load(texts.get(rel)!, file, collection.format, collection.schema);
        // An entry may name its own slug (a state's URL segment); otherwise the file name is the slug.
        if (value && typeof value === 'object')
          entries.push(
            remember(
              file,
              Object.assign(value, { slug: (value as { slug?: string }).slug ?? slug, file }),
              collection.schema,
            ) as Record<string, unknown>,
          );
      }
      content[name] = entries.sort((a, b) => String(a.slug).localeCompare(String(b.slug)));
    }
  }

  for (const rel of files.filter((f) => !claimed.has(f))) {
    errors.push({
      file: display(rel),
      line: 1,
      column: 1,
      path: '(file)',
      message: `this file belongs to no collection; data/ holds ${describeLayout()}`,
    });
  }

  if (errors.length === 0) {
    errors.push(...crossCheck(content as Content, loaded, bodies));
    sendAhead();
    const rest = bodies.filter((pending) => !ahead.has(pending.body)).map((pending) => pending.body);
    await aheadDone?.();
    const restRendered = await markdown(rest);
    const byBody = new Map(rest.map((body, i) => [body, restRendered[i]!]));
    const rendered = await Promise.all(
      bodies.map(async (pending) => {
        const sent = ahead.get(pending.body);
        return byBody.get(pending.body) ?? (await sent!.batch)[sent!.index]!;
      }),
    );
    bodies.forEach((pending, i) => {
      pending.target.html = rendered[i]!.html;
      // What the body check reads, found while rendering, where the body is as written (no placeholder filled in).
      if (
        pending.source.text.length - pending.offset === pending.body.length &&
        pending.source.text.endsWith(pending.body)
      )
        rememberBodyItems(pending.source.text, pending.offset, rendered[i]!.items);
    });
  }
  if (errors.length) throw new ContentErrors(sortErrors(errors));
  return { content: content as Content, sources, links };
}

/** A file's bytes, or the error reading it, as a settled promise (the loader awaits each file). */
function readBytes(file: string): Promise<Uint8Array> {
  try {
    return Promise.resolve(readFileSync(file));
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

/** The file's text, or undefined with the error recorded when it is not UTF-8. */
async function readText(read: Promise<Uint8Array>, file: string, errors: ContentError[]): Promise<string | undefined> {
  const decoded = decodeText(file, await read);
  if ('error' in decoded) errors.push(decoded.error);
  return 'text' in decoded ? decoded.text : undefined;
}

/** One file parsed and checked against its collection's schema, alone (npm run new checks what it writes). */
export function parseFile(
  text: string,
  file: string,
  format: 'yaml' | 'md',
  schema: SingleCollection['schema'],
): ParsedFile {
  return format === 'md' ? parseMarkdown(text, file, schema) : parseYamlFile(text, file, schema);
}

/** A data file parsed and validated, as it is before loading fills anything in. */
export interface ParsedFile {
  text: string;
  source?: YamlSource;
  value?: unknown;
  /** A Markdown file's body, as written. */
  body?: string;
  errors: ContentError[];
}

/**
 * A YAML text's value and its source. A plain text is read the fast way (build/content/plain-yaml.ts),
 * its document parsed only if an error needs a position; any other is parsed by the yaml package, which
 * reports a mistake at its place.
 */
function readYaml(
  { yamlText, plainText = yamlText }: { yamlText: string; plainText?: string },
  text: string,
  file: string,
  format: 'yaml' | 'md',
): { source: YamlSource; errors: ContentError[]; value?: unknown } {
  const plain = plainYamlValue(plainText);
  if (plain) return { source: reparsedSource(text, file, format), errors: [], value: plain.value };
  const { source, errors } = parseYaml(file, yamlText);
  source.text = text;
  return errors.length ? { source, errors } : { source, errors, value: toValue(source) };
}

function parseYamlFile(text: string, file: string, schema: SingleCollection['schema']): ParsedFile {
  const { source, errors, value } = readYaml({ yamlText: text }, text, file, 'yaml');
  if (errors.length) return { text, source, errors };
  const result = validate(source, value, schema);
  return { text, source, value: result.value, errors: result.errors };
}

/**
 * The source of a file parsed before from this text, for a load that reuses its value: the YAML document
 * (needed only to point at an error) is parsed again the first time anything asks for it.
 */
export function reparsedSource(text: string, file: string, format: 'yaml' | 'md'): YamlSource {
  let parsed: YamlSource | undefined;
  const source = () => (parsed ??= format === 'md' ? frontMatter(text, file) : parseYaml(file, text).source);
  return {
    file,
    text,
    get doc() {
      return source().doc;
    },
    get lines() {
      return source().lines;
    },
  };
}

/**
 * A Markdown file split into its front matter and its body by gray-matter's rule
 * (build/content/front-matter.ts), not read by gray-matter's YAML parser, which would turn dates into
 * Date objects (the schemas check dates). For the yaml package, which keeps positions, the front matter
 * comes after the opening '---' blanked rather than cut, so the document's offsets are the file's; the
 * fast reader takes it as written (a line of spaces sends a text the slow way).
 */
function splitFrontMatter(text: string): { yamlText: string; plainText: string; body: string } {
  const split = splitMatter(text);
  const start = text.indexOf(split.matter);
  return {
    yamlText: text.slice(0, start).replace(/[^\n]/g, ' ') + split.matter,
    plainText: split.matter,
    body: split.content,
  };
}

/** A Markdown file's body as the loader reads it (what follows the front matter). */
export const markdownBody = (text: string): string => splitMatter(text).content;

/** A Markdown file's front matter as a YAML source with the file's offsets (parsed by the yaml package, which keeps positions). */
function frontMatter(text: string, file: string): YamlSource {
  const { source } = parseYaml(file, splitFrontMatter(text).yamlText);
  source.text = text;
  return source;
}

function parseMarkdown(text: string, file: string, schema: SingleCollection['schema']): ParsedFile {
  if (!OPENING.test(text)) {
    const firstLine = text.split('\n', 1)[0]!;
    const message = firstLine.startsWith('---')
      ? `front matter opens with a line of three dashes and nothing else, not '${firstLine}'`
      : "a Markdown file starts with front matter between '---' lines";
    return { text, errors: [{ file, line: 1, column: 1, path: '(front matter)', message }] };
  }
  const { body, ...yaml } = splitFrontMatter(text);
  const { source, errors, value } = readYaml(yaml, text, file, 'md');
  if (errors.length) return { text, source, errors };
  const result = validate(source, value ?? {}, schema);
  return { text, source, value: result.value, body, errors: result.errors };
}

/**
 * Every file under `dir`, as a path relative to it with '/' between folders. Listed synchronously and
 * cut rather than made relative: the promise API's recursive listing and path.relative took 25 ms for
 * four thousand posts, this 8.
 */
function listFiles(dir: string): string[] {
  const root = path.resolve(dir); // each entry's folder is root or below it, as written here
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) =>
      (e.parentPath === root ? e.name : `${e.parentPath.slice(root.length + 1)}${path.sep}${e.name}`)
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/** Paths as an editor's terminal shows them: relative to the working directory when inside it. */
export function displayPath(absolute: string): string {
  const rel = path.relative(process.cwd(), absolute);
  return rel.startsWith('..') || path.isAbsolute(rel) ? absolute : rel.split(path.sep).join('/');
}

function describeLayout(): string {
  return Object.values(collections)
    .map((c) => (c.kind === 'single' ? c.file : `${c.dir}/*.${c.format}`))
    .join(', ');
}
