/**
 * JSON Schemas made from the zod schemas, so an editor's YAML extension (e.g. VS Code's Red Hat YAML)
 * completes and checks fields while typing. The build's own messages stay the authority.
 */
import { z } from 'zod';
import { collections } from '../content/collections';

export interface EditorSchema {
  /** File name under .vscode/schemas/. */
  file: string;
  /** Which data files it applies to, relative to the project root. */
  glob: string;
  schema: unknown;
}

export function editorSchemas(): EditorSchema[] {
  return Object.entries(collections)
    .filter(([, c]) => c.kind === 'single' || c.format === 'yaml')
    .map(([name, c]) => ({
      file: `${name}.json`,
      glob: c.kind === 'single' ? `data/${c.file}` : `data/${c.dir}/*.yaml`,
      schema: { title: `data/${c.kind === 'single' ? c.file : `${c.dir}/*.yaml`}`, ...z.toJSONSchema(c.schema, { unrepresentable: 'any', io: 'input' }) },
    }));
}

/** The files `npm run schemas` writes: one schema per collection and the editor's mapping. */
export function editorSchemaFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const mapping: Record<string, string> = {};
  for (const { file, glob, schema } of editorSchemas()) {
    files.set(`.vscode/schemas/${file}`, `${JSON.stringify(schema, null, 2)}\n`);
    mapping[`./.vscode/schemas/${file}`] = glob;
  }
  files.set('.vscode/settings.json', `${JSON.stringify({ 'yaml.schemas': mapping }, null, 2)}\n`);
  return files;
}
