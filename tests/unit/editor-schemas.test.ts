/**
 * The editor's JSON Schemas in .vscode/ (npm run schemas) cover every collection, are what the zod
 * schemas make today, accept every file in data/, and reject each broken data set that a per-file
 * schema can catch. They are read here with zod's JSON Schema reader (z.fromJSONSchema), so what is
 * tested is what the files say, with no validator added to the project.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collections } from '../../templates/content/collections';
import {
  editorSchemaFiles,
  editorSchemas,
  ICONS_FILE,
  iconsSchema,
  type EditorSchema,
} from '../../build/emit/json-schemas';
import siteConfig from '../../templates/site';
import { cmsConfig } from '../../build/emit/cms-config';
import { siteEditorConfig } from '../../build/emit/editor-files';
import { editorConfigPath } from '../../build/site';

const schemas = editorSchemas(siteConfig.collections, siteConfig.dataDir, siteConfig.icons);
const iconNames = siteConfig.icons!.names;
/** A schema with its references to the icon names' file put in place (zod's reader follows only references within a file). */
const withIcons = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema), (_key, value: unknown) =>
    value && typeof value === 'object' && (value as { $ref?: string }).$ref === ICONS_FILE
      ? iconsSchema(iconNames)
      : value,
  );
const validators = new Map(
  schemas.map((s) => [s, z.fromJSONSchema(withIcons(s.schema) as z.core.JSONSchema.JSONSchema)]),
);

/** The schema for a file under data/ (relative path), if any. */
function schemaFor(rel: string): EditorSchema | undefined {
  return schemas.find(({ glob }) => {
    const pattern = glob.replace(/^data\//, '');
    const star = pattern.indexOf('*');
    return star < 0
      ? pattern === rel
      : path.posix.dirname(rel) === path.posix.dirname(pattern) && rel.endsWith(pattern.slice(star + 1));
  });
}

/** The file's data as the schema sees it: the whole YAML file, or a Markdown file's front matter. */
function dataOf(text: string, rel: string): unknown {
  return parse(rel.endsWith('.md') ? matter(text, { engines: { yaml: () => ({}) } } as never).matter : text);
}

function accepts(root: string, rel: string): boolean {
  const schema = schemaFor(rel)!;
  return validators.get(schema)!.safeParse(dataOf(readFileSync(path.join(root, rel), 'utf8'), rel)).success;
}

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));

it('are up to date with the content schemas: run npm run schemas after changing one', () => {
  for (const [file, text] of editorSchemaFiles(siteConfig.collections, siteConfig.dataDir, siteConfig.icons)) {
    expect(existsSync(file), `${file} is missing: run npm run schemas`).toBe(true);
    expect(readFileSync(file, 'utf8'), `${file} is out of date: run npm run schemas`).toBe(text);
  }
});

it("the content editor's configuration is up to date too, and lets every editable collection be edited", () => {
  const file = editorConfigPath(siteConfig);
  const text = siteEditorConfig(siteConfig);
  expect(readFileSync(file, 'utf8'), `${file} is out of date: run npm run schemas`).toBe(text);
  const { config, unexpressed } = cmsConfig(siteConfig.collections, siteConfig.dataDir, { icons: siteConfig.icons });
  const listed = (config.collections as { name: string; files?: { name: string }[] }[]).flatMap((c) =>
    c.files ? c.files.map((f) => f.name) : [c.name],
  );
  const lists = unexpressed.filter((line) => line.includes('the file is a list')).map((line) => line.split(' ')[0]);
  expect([...listed, ...lists].sort()).toEqual(Object.keys(collections).sort());
  // An icon is chosen from the site's icons; a popular city from the cities there are.
  expect(text).toContain(`- ${[...iconNames].sort()[0]}`);
  expect(text).toMatch(
    /name: city\n\s+label: City\n\s+widget: relation\n\s+collection: locations\n\s+value_field: cities\.\*\.slug/,
  );
});

it('cover every collection, Markdown front matter included', () => {
  expect(schemas.map((s) => s.file).sort()).toEqual(
    Object.keys(collections)
      .map((name) => `${name}.json`)
      .sort(),
  );
});

it('accept every file in data/', () => {
  const files = filesUnder('data');
  expect(files.length).toBeGreaterThan(100);
  for (const rel of files) {
    expect(schemaFor(rel), `${rel} has no schema`).toBeDefined();
    expect(accepts('data', rel), rel).toBe(true);
  }
});

describe('the broken data sets', () => {
  const fixturesDir = 'tests/fixtures/broken';
  /**
   * Mistakes a JSON Schema cannot see: a value used twice in a list (no "unique by key" in JSON
   * Schema), and a job type checked by a function. The build catches them.
   */
  const beyondJsonSchema = new Set([
    'device-duplicate-slug',
    'duplicate-city-slug',
    'duplicate-tier',
    'job-employment-type-unknown',
  ]);
  /**
   * Not readable as data at all (YAML syntax, a duplicate key, an alias bomb, bytes that are not UTF-8,
   * front matter in another language than YAML): the editor's YAML support reports these.
   */
  const unreadable = new Set([
    'yaml-syntax',
    'duplicate-key',
    'yaml-alias-bomb',
    'not-utf8',
    'post-front-matter-language',
  ]);
  const changed = readdirSync(fixturesDir)
    .filter((name) => existsSync(path.join(fixturesDir, name, 'data')) && !unreadable.has(name))
    .flatMap((name) => filesUnder(path.join(fixturesDir, name, 'data')).map((rel) => ({ name, rel })))
    .filter(({ rel }) => schemaFor(rel));

  it.each(changed)('$name: $rel is rejected exactly when its collection schema alone rejects it', ({ name, rel }) => {
    const root = path.join(fixturesDir, name, 'data');
    const collection = Object.values(collections).find((c) =>
      c.kind === 'file' ? c.file === rel : path.posix.dirname(rel) === c.folder,
    )!;
    const zodRejects = !collection.schema.safeParse(dataOf(readFileSync(path.join(root, rel), 'utf8'), rel)).success;
    expect(accepts(root, rel)).toBe(!zodRejects || beyondJsonSchema.has(name));
  });

  it('include at least 15 that the JSON Schemas reject', () => {
    expect(
      changed.filter(({ name, rel }) => !accepts(path.join(fixturesDir, name, 'data'), rel)).length,
    ).toBeGreaterThanOrEqual(15);
  });
});
