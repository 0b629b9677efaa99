/**
 * New content for `npm run new`, by kinds a site declares (SiteConfig.scaffolds): a new file in a folder
 * collection, or a new item at the end of a list inside one of its files (a city in its state's file).
 * The fields come from the collection's schema, in its order: what the editor gave, then for each
 * required text a sentence saying what to write, so the file is valid at once and the page shows. The
 * slug is made from the title, and what is written is checked against the schema before it is.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, stringify } from 'yaml';
import { z } from 'zod';
import { formatProblem } from '../problems';
import type { Collections, FolderCollection } from './collection';
import { unwrap } from './links';
import { parseFile } from './parse';
import { isoDate, madeFrom, slug as slugSchema, text } from './schema-helpers';
import { toBeWritten } from './to-write';
import { editYaml } from './yaml-edit';

export interface ScaffoldRequest {
  kind: string;
  title: string;
  /** Named options from the command line: --state texas, --date 2026-12-01 ... */
  options: Record<string, string | undefined>;
  /** Today, as YYYY-MM-DD. */
  today: string;
}

/** One kind of new content a site offers. */
export interface ScaffoldKind<C = unknown> {
  /** The folder collection it goes into. */
  collection: string;
  /** Options it needs beyond the title. */
  required?: string[];
  /** Options it takes when given; any other is refused (a mistyped --dat would be lost). */
  optional?: string[];
  /** An item of a list in an entry's file, not a file of its own: the option naming the entry, and the list's key. */
  into?: { option: string; list: string };
  /** The values it sets itself; `siblings` are the other items of the list it joins, `owner` the entry that holds the list. */
  values(
    request: ScaffoldRequest,
    slug: string,
    siblings: Record<string, unknown>[],
    owner?: Record<string, unknown>,
  ): Record<string, unknown>;
  /** A Markdown file's first body, to be written over: a sentence such as toBeWritten('article', ', in Markdown'), which the build warns of while it is left. */
  body?: string;
  /** The page that will show it, from its slug and, for an item, its entry's slug. */
  page(slug: string, parent: string | undefined, content?: C): string;
}

export type ScaffoldKinds<C = unknown> = Record<string, ScaffoldKind<C>>;

export interface Scaffold {
  /** Path under the data folder. */
  file: string;
  /** The whole new text of the file. */
  text: string;
  slug: string;
  /** For an item: the slug of the entry it was added to. */
  parent?: string;
  /** Fields left with a sentence to replace. */
  toWrite: string[];
  page: string;
}

export class ScaffoldError extends Error {
  override name = 'ScaffoldError';
}

/** 'Morpheus8 Body' -> 'morpheus8-body'; accents dropped, anything else between words becomes one hyphen. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** ['state', 'county'] -> '--state and --county'. */
function flagList(options: string[]): string {
  const flags = options.map((o) => `--${o}`);
  return flags.length > 1 ? `${flags.slice(0, -1).join(', ')} and ${flags.at(-1)}` : flags[0]!;
}

export function scaffold(
  collections: Collections,
  kinds: ScaffoldKinds,
  dataDir: string,
  request: ScaffoldRequest,
): Scaffold {
  const kind = kinds[request.kind];
  if (!kind) throw new ScaffoldError(`no kind '${request.kind}'; the site offers ${Object.keys(kinds).join(', ')}`);
  const a = `${/^[aeiou]/.test(request.kind) ? 'an' : 'a'} ${request.kind}`;
  const takes = [...(kind.required ?? []), ...(kind.optional ?? [])];
  const unknown = Object.keys(request.options).filter((option) => !takes.includes(option));
  if (unknown.length)
    throw new ScaffoldError(
      `${a} takes no ${flagList(unknown)}${takes.length ? `; it takes ${flagList(takes)}` : ' option'}`,
    );
  const missing = (kind.required ?? []).filter((option) => !request.options[option]);
  if (missing.length) throw new ScaffoldError(`${a} needs ${flagList(missing)}`);
  const slug = slugFromTitle(request.title);
  if (!slugSchema.safeParse(slug).success)
    throw new ScaffoldError(`'${request.title}' gives no slug: use letters or digits in the title`);
  const collection = collections[kind.collection] as FolderCollection;
  const dataName = path.basename(dataDir);

  if (kind.into) {
    const owner = request.options[kind.into.option]!;
    const file = `${collection.folder}/${owner}.${collection.format}`;
    const full = path.join(dataDir, file);
    if (!existsSync(full))
      throw new ScaffoldError(
        `${dataName}/${file} does not exist: name one of the files in ${dataName}/${collection.folder}/`,
      );
    const current = readFileSync(full, 'utf8');
    const itemSchema = (unwrap(collection.schema) as z.ZodObject).shape[kind.into.list] as z.ZodType;
    const owned = parseDocument(current).toJS() as { slug?: string } & Record<string, Record<string, unknown>[]>;
    const siblings = owned[kind.into.list] ?? [];
    if (siblings.some((s) => s.slug === slug)) throw new ScaffoldError(`${dataName}/${file} already lists '${slug}'`);
    const given = defined(kind.values(request, slug, siblings, owned));
    const { value, toWrite } = fill((unwrap(itemSchema) as z.ZodArray).element as z.ZodType, given);
    // One more item at the list's end, the rest of the file as it was written.
    const next = editYaml(current, { ...owned, [kind.into.list]: [...siblings, value] });
    const parent = owned.slug ?? owner;
    return {
      file,
      slug,
      parent,
      toWrite,
      text: checked(next, dataName, file, collection),
      page: kind.page(slug, parent),
    };
  }

  const file = `${collection.folder}/${slug}.${collection.format}`;
  if (existsSync(path.join(dataDir, file))) throw new ScaffoldError(`${dataName}/${file} already exists`);
  const { value, toWrite } = fill(collection.schema, defined(kind.values(request, slug, [])));
  const yaml = stringify(value, { lineWidth: 100 });
  const body =
    collection.format === 'md' ? `---\n${yaml}---\n\n${kind.body ?? toBeWritten('text', ', in Markdown')}\n` : yaml;
  if (collection.format === 'md') toWrite.push('the body');
  return { file, slug, toWrite, text: checked(body, dataName, file, collection), page: kind.page(slug, undefined) };
}

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

/** The schema's fields in order: given values, then a sentence to replace for each required text. */
function fill(
  schema: z.ZodType,
  given: Record<string, unknown>,
): { value: Record<string, unknown>; toWrite: string[] } {
  const shape = (unwrap(schema) as z.ZodObject).shape as Record<string, z.ZodType>;
  const value: Record<string, unknown> = {};
  const toWrite: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    if (key in given) {
      value[key] = given[key];
      continue;
    }
    if (field instanceof z.ZodOptional || field instanceof z.ZodDefault) continue;
    const words = key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
    if (madeFrom(field, text)) value[key] = toBeWritten(words);
    else if (field instanceof z.ZodArray && madeFrom(field.element as z.ZodType, text))
      value[key] = [toBeWritten(words, ', one item per line')];
    else if (madeFrom(field, isoDate)) value[key] = given.date;
    else throw new ScaffoldError(`no default for '${key}'; give it as --${key}`);
    toWrite.push(words);
  }
  return { value, toWrite };
}

/** The text, once it passes the collection's schema (a failure here is a fault of the scaffold, or a duplicate). */
function checked(text: string, dataName: string, file: string, collection: FolderCollection): string {
  const parsed = parseFile(text, `${dataName}/${file}`, collection.format, collection.schema);
  if (parsed.problems.length) throw new ScaffoldError(parsed.problems.map(formatProblem).join('\n'));
  return text;
}

/** Writes what scaffold() made into the data folder. */
export function writeScaffold(dataDir: string, made: Scaffold): void {
  mkdirSync(path.dirname(path.join(dataDir, made.file)), { recursive: true });
  writeFileSync(path.join(dataDir, made.file), made.text);
}
