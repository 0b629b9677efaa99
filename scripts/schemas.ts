/** npm run schemas: writes the editor's JSON Schemas for data/ (.vscode/schemas/, .vscode/settings.json). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { editorSchemaFiles } from '../build/emit/json-schemas';
import { loadSite } from './site-module';

const site = await loadSite();
for (const [file, text] of editorSchemaFiles(site.collections, site.dataDir, site.icons)) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log(
  'Wrote .vscode/schemas/*.json (every collection; front matter for Markdown) and the yaml.schemas mapping in .vscode/settings.json.',
);
