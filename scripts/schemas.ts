/** npm run schemas: writes the editor's JSON Schemas for data/ (.vscode/schemas/, .vscode/settings.json). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { editorSchemaFiles } from '../build/emit/json-schemas';

for (const [file, text] of editorSchemaFiles()) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log('Wrote .vscode/schemas/*.json and the yaml.schemas mapping in .vscode/settings.json.');
