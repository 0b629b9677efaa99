/**
 * A site declares each collection of its content once: one file, or a folder of YAML or Markdown files,
 * and the zod schema each must satisfy. The content's type is inferred from the declarations (ContentOf),
 * so templates receive exactly what the schemas say.
 */
import type { z } from 'zod';

export type Format = 'yaml' | 'md';

/** How the content editor (and the JSON Schemas) name and explain a collection. */
export interface CollectionText {
  /** Its name in the editor; made from its key by default ('pricingTiers': 'Pricing tiers'). */
  label?: string;
  /** What its files are for, shown to editors. */
  description?: string;
}

export interface FileCollection<S extends z.ZodType = z.ZodType> extends CollectionText {
  kind: 'file';
  /** Path under the data folder, e.g. 'site.yaml'. */
  file: string;
  schema: S;
  /** The value when the file does not exist; without one, a missing file is an error. */
  fallback?: z.output<S>;
}

export interface FolderCollection<S extends z.ZodType = z.ZodType, F extends Format = Format> extends CollectionText {
  kind: 'folder';
  /** Folder under the data folder; each file in it (not in subfolders) is an entry, its name the entry's slug. */
  folder: string;
  format: F;
  /** A Markdown file's front matter; its body is rendered to HTML. */
  schema: S;
  /** The entries' order (newest first, say); by slug without one, and for entries this calls equal. */
  order?: (a: EntryOf<S, F>, b: EntryOf<S, F>) => number;
}

// biome-ignore lint/suspicious/noExplicitAny: a collection of any schema
export type Collection = FileCollection<any> | FolderCollection<any, Format>;
export type Collections = Record<string, Collection>;

export function defineCollection<S extends z.ZodType>(
  c: {
    file: string;
    schema: S;
    fallback?: z.output<S>;
  } & CollectionText,
): FileCollection<S>;
export function defineCollection<S extends z.ZodType, F extends Format>(
  c: {
    folder: string;
    format: F;
    schema: S;
    order?: (a: EntryOf<S, F>, b: EntryOf<S, F>) => number;
  } & CollectionText,
): FolderCollection<S, F>;
export function defineCollection(
  c: CollectionText & {
    file?: string;
    folder?: string;
    format?: Format;
    schema: z.ZodType;
    fallback?: unknown;
    // biome-ignore lint/suspicious/noExplicitAny: entries of any schema
    order?: (a: any, b: any) => number;
  },
): Collection {
  const text = { label: c.label, description: c.description };
  return c.file !== undefined
    ? { kind: 'file', file: c.file, schema: c.schema, fallback: c.fallback, ...text }
    : { kind: 'folder', folder: c.folder!, format: c.format!, schema: c.schema, order: c.order, ...text };
}

/** What the loader adds to each entry of a folder: its slug (the file name, unless the entry names its own) and file. */
export interface EntryMeta {
  slug: string;
  /** Display path of the entry's file, e.g. data/blog/botox-pricing.md. */
  file: string;
}
/** A Markdown entry's body, rendered. */
export interface MarkdownMeta extends EntryMeta {
  html: string;
}

type EntryOf<S extends z.ZodType, F extends Format> = z.output<S> & (F extends 'md' ? MarkdownMeta : EntryMeta);

/** The content a site's collections load into: a file collection's value, a folder's entries in their order. */
export type ContentOf<C extends Collections> = {
  [K in keyof C]: C[K] extends FileCollection<infer S>
    ? z.output<S>
    : C[K] extends FolderCollection<infer S, infer F>
      ? EntryOf<S, F>[]
      : never;
};

/** Where a collection's files are, as an editor reads it: 'site.yaml', 'blog/*.md'. */
export function describeCollection(c: Collection): string {
  return c.kind === 'file' ? c.file : `${c.folder}/*.${c.format}`;
}
