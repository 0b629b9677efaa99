/**
 * New content for `npm run new`: a post, an episode or a job is a new file; a city or a device is a new
 * entry at the end of its state's or brand's list. The fields come from the collection's schema, in its
 * order: what the editor gave (title, state, county, brand...), today's date for dates, and for the
 * rest a sentence saying what to write, so the file is valid at once and the build shows the page.
 * The slug is made from the title. What is written is checked against the schema before it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, stringify } from 'yaml';
import { z } from 'zod';
import { collections, type FolderCollection } from './collections';
import { formatError } from './errors';
import { registerIconNames } from './icons';
import { unwrap } from './links';
import { parseFile } from './load';
import { isoDate, slug as slugSchema, text, textList } from './schemas/common';

export const SCAFFOLD_KINDS = ['post', 'episode', 'job', 'city', 'device'] as const;

/** A new posting is open this long unless the editor sets validThrough otherwise. */
const POSTING_OPEN_DAYS = 90;

/** 'YYYY-MM-DD' plus days, as 'YYYY-MM-DD' (UTC, so the result is the same anywhere). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
export type ScaffoldKind = (typeof SCAFFOLD_KINDS)[number];

export interface ScaffoldRequest {
  kind: ScaffoldKind;
  title: string;
  /** Named options from the command line: --state texas, --county "Travis County", --brand inmode, --date ... */
  options: Record<string, string | undefined>;
  /** Today, as YYYY-MM-DD (dates default to it). */
  today: string;
  /** The site's icon names (a device's icon is checked against them). */
  iconNames: ReadonlySet<string>;
}

export interface Scaffold {
  /** Path under data/. */
  file: string;
  /** The whole new text of the file. */
  text: string;
  slug: string;
  /** For a city or a device: the slug of its state or brand (its URL segment). */
  parent?: string;
  /** Fields left with a sentence to replace. */
  toWrite: string[];
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

export class ScaffoldError extends Error {
  override name = 'ScaffoldError';
}

/** What each kind needs beyond a title, the collection it lands in, and the values it sets itself. */
const KINDS: Record<
  ScaffoldKind,
  {
    collection: keyof typeof collections;
    required: string[];
    values: (r: ScaffoldRequest, slug: string) => Record<string, unknown>;
  }
> = {
  post: { collection: 'posts', required: [], values: (r) => ({ title: r.title, date: r.options.date ?? r.today }) },
  // The feed announces the audio file with its length: no stand-in values for those.
  episode: {
    collection: 'episodes',
    required: ['duration', 'audio-url', 'audio-bytes'],
    values: (r) => ({
      title: r.title,
      date: r.options.date ?? r.today,
      duration: r.options.duration,
      audioUrl: r.options['audio-url'],
      audioBytes: Number(r.options['audio-bytes']),
      guests: r.options.guest ? [r.options.guest] : [],
    }),
  },
  job: {
    collection: 'jobs',
    required: [],
    values: (r) => ({
      title: r.title,
      department: r.options.department,
      location: 'Remote',
      type: r.options.type ?? 'Full-Time',
      salary: r.options.salary ?? 'Competitive',
      datePosted: r.options.date ?? r.today,
      validThrough: addDays(r.options.date ?? r.today, POSTING_OPEN_DAYS),
    }),
  },
  city: {
    collection: 'locations',
    required: ['state', 'county'],
    values: (r, slug) => ({ name: r.title, slug, county: r.options.county, metro: r.options.metro }),
  },
  device: {
    collection: 'brands',
    required: ['brand'],
    values: (r, slug) => ({ slug, name: r.title, icon: r.options.icon }),
  },
};

export function scaffold(dataDir: string, request: ScaffoldRequest): Scaffold {
  registerIconNames(request.iconNames);
  const kind = KINDS[request.kind];
  const missing = kind.required.filter((option) => !request.options[option]);
  if (missing.length) {
    const flags = missing.map((o) => `--${o}`);
    const list = flags.length > 1 ? `${flags.slice(0, -1).join(', ')} and ${flags.at(-1)}` : flags[0];
    throw new ScaffoldError(`${/^[aeiou]/.test(request.kind) ? 'an' : 'a'} ${request.kind} needs ${list}`);
  }
  const slug = slugFromTitle(request.title);
  if (!slugSchema.safeParse(slug).success)
    throw new ScaffoldError(`'${request.title}' gives no slug: use letters or digits in the title`);
  const collection = collections[kind.collection] as FolderCollection;
  const given = Object.fromEntries(Object.entries(kind.values(request, slug)).filter(([, v]) => v !== undefined));

  if (request.kind === 'city' || request.kind === 'device') {
    const owner = request.kind === 'city' ? request.options.state! : request.options.brand!;
    const file = `${collection.dir}/${owner}.${collection.format}`;
    const full = path.join(dataDir, file);
    if (!existsSync(full))
      throw new ScaffoldError(
        `data/${file} does not exist: name one of the ${request.kind === 'city' ? 'states' : 'brands'} in data/${collection.dir}/`,
      );
    const list = request.kind === 'city' ? 'cities' : 'devices';
    const current = readFileSync(full, 'utf8');
    const itemSchema = (unwrap(collection.schema) as z.ZodObject).shape[list] as z.ZodType;
    const owned = parseDocument(current).toJS() as { slug?: string } & Record<string, Record<string, unknown>[]>;
    const siblings = owned[list] ?? [];
    // An icon like the brand's other devices', until the editor picks one.
    if (request.kind === 'device') given.icon ??= siblings[0]?.icon;
    const { value, toWrite } = fill((unwrap(itemSchema) as z.ZodArray).element as z.ZodType, given);
    const next = appendItem(current, list, value);
    return { file, slug, parent: owned.slug ?? owner, toWrite, text: checked(next, file, collection) };
  }

  const file = `${collection.dir}/${slug}.${collection.format}`;
  if (existsSync(path.join(dataDir, file))) throw new ScaffoldError(`data/${file} already exists`);
  const { value, toWrite } = fill(collection.schema, given);
  const yaml = stringify(value, { lineWidth: 100 });
  const body =
    collection.format === 'md'
      ? `---\n${yaml}---\n\nWrite the ${request.kind === 'post' ? 'article' : 'show notes'} here, in Markdown.\n`
      : yaml;
  if (collection.format === 'md') toWrite.push('the body');
  return { file, slug, toWrite, text: checked(body, file, collection) };
}

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
    if (field === text) value[key] = `Write the ${words} here.`;
    else if (field === textList) value[key] = [`Write the ${words} here, one item per line.`];
    else if (field === isoDate) value[key] = given.date;
    else throw new ScaffoldError(`no default for '${key}'; give it as --${key}`);
    toWrite.push(words);
  }
  return { value, toWrite };
}

/** The list `key` (a top-level block sequence) with one more item at its end; the rest of the file as it was. */
function appendItem(source: string, key: string, item: Record<string, unknown>): string {
  const doc = parseDocument(source);
  const pair = isMap(doc.contents) ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
  const list = pair?.value;
  if (!isSeq(list) || !list.range || list.flow)
    throw new ScaffoldError(`expected '${key}:' to be a list written one item per line`);
  const first = list.items[0] as { range?: [number, number, number] } | undefined;
  const lineStart = source.lastIndexOf('\n', (first?.range?.[0] ?? list.range[0]) - 1) + 1;
  const indent = ' '.repeat(Math.max(0, (first?.range?.[0] ?? list.range[0]) - lineStart - 2));
  const lines = stringify([item], { lineWidth: 100 }).trimEnd().split('\n');
  const end = list.range[1];
  const before = source.slice(0, end).replace(/\n*$/, '\n');
  return `${before}${lines.map((line) => indent + line).join('\n')}\n${source.slice(end).replace(/^\n+/, '')}`;
}

/** The text, once it passes the collection's schema (a failure here is a fault of the scaffold, or a duplicate). */
function checked(text: string, file: string, collection: FolderCollection): string {
  const parsed = parseFile(text, `data/${file}`, collection.format, collection.schema);
  if (parsed.errors.length) throw new ScaffoldError(parsed.errors.map(formatError).join('\n'));
  return text;
}
