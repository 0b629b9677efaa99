/**
 * npm run schemas: writes the editor's JSON Schemas for data/ (.vscode/schemas/, .vscode/settings.json)
 * and the content editor's configuration (admin/config.yml beside the site's configuration module).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteEditorConfig } from '../build/emit/editor-files';
import { editorSchemaFiles } from '../build/emit/json-schemas';
import { editorConfigPath } from '../build/site';
import { loadSite } from './site-module';

const site = await loadSite();
const files = editorSchemaFiles(site.collections, site.dataDir, site.icons);
files.set(editorConfigPath(site), siteEditorConfig(site));
for (const [file, text] of files) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log(
  `Wrote .vscode/schemas/*.json (every collection; front matter for Markdown), the yaml.schemas mapping in .vscode/settings.json and ${path.relative(process.cwd(), editorConfigPath(site))}.`,
);
