/**
 * JSON Schemas made from the zod schemas, one per collection, so an editor's YAML extension (e.g. VS
 * Code's Red Hat YAML) completes and checks fields while typing, and other tools can check front
 * matter. They carry what JSON Schema can say: types, required and unknown keys, patterns, lengths,
 * the site's icon names, calendar dates. What it cannot (a slug used twice in a list, a reference to
 * another file, a link to a page) only the build checks; its messages stay the authority.
 */
import { z } from 'zod';
import type { Collections } from '../content/collection';
import { isoDate, madeFrom } from '../content/schema-helpers';

export interface EditorSchema {
  /** File name under .vscode/schemas/. */
  file: string;
  /** Which data files it applies to, relative to the project root. */
  glob: string;
  /** Markdown: the schema is of the front matter. */
  format: 'yaml' | 'md';
  schema: Record<string, unknown>;
}

/** The site's icons: the schema of an icon name, and the names, kept in a file of their own that every schema with an icon refers to. */
export interface IconSet {
  schema: z.ZodType;
  names: ReadonlySet<string>;
}

export const ICONS_FILE = 'icons.json';
export const iconsSchema = (iconNames: ReadonlySet<string>) => ({
  title: 'An icon of the site (Lucide, kebab-case)',
  type: 'string',
  enum: [...iconNames].sort(),
});

export function editorSchemas(collections: Collections, dataDir: string, icons?: IconSet): EditorSchema[] {
  return Object.entries(collections).map(([name, c]) => {
    const glob = c.kind === 'file' ? `${dataDir}/${c.file}` : `${dataDir}/${c.folder}/*.${c.format}`;
    const schema = z.toJSONSchema(c.schema, {
      unrepresentable: 'any',
      io: 'input',
      // Repeated parts (an icon, a date) are written once under $defs.
      reused: 'ref',
      override({ zodSchema, jsonSchema }) {
        if (icons && madeFrom(zodSchema as never, icons.schema)) {
          for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
          jsonSchema.$ref = ICONS_FILE;
        }
        if (madeFrom(zodSchema as never, isoDate)) jsonSchema.format = 'date';
      },
    });
    return {
      file: `${name}.json`,
      glob,
      format: c.kind === 'file' ? 'yaml' : c.format,
      schema: { title: glob, ...(c.description ? { description: c.description } : {}), ...schema },
    };
  });
}

/** The files `npm run schemas` writes: one schema per collection, the icon names, and the YAML extension's mapping of the YAML ones. */
export function editorSchemaFiles(collections: Collections, dataDir: string, icons?: IconSet): Map<string, string> {
  const files = new Map<string, string>();
  if (icons) files.set(`.vscode/schemas/${ICONS_FILE}`, `${JSON.stringify(iconsSchema(icons.names), null, 2)}\n`);
  const mapping: Record<string, string> = {};
  for (const { file, glob, format, schema } of editorSchemas(collections, dataDir, icons)) {
    files.set(`.vscode/schemas/${file}`, `${JSON.stringify(schema, null, 2)}\n`);
    if (format === 'yaml') mapping[`./.vscode/schemas/${file}`] = glob;
  }
  files.set('.vscode/settings.json', `${JSON.stringify({ 'yaml.schemas': mapping }, null, 2)}\n`);
  return files;
}
