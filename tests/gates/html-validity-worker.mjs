// One share of the built pages through html-validate (html-validity.ts starts one per core). Plain
// JavaScript: a worker thread loads it with Node's own loader, outside vitest's transform.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

/**
 * The configuration found for the first page, for every page: the pages share one folder's config
 * (.htmlvalidate.mjs at the root), and the file-system loader would resolve it again for each, a large
 * share of a page's time (the same messages either way).
 */
class OneConfigLoader extends FileSystemConfigLoader {
  getConfigFor(file, override) {
    this.resolved ??= super.getConfigFor(file, override);
    return this.resolved;
  }
}

const { distDir, files } = workerData;
const validator = new HtmlValidate(new OneConfigLoader());
const problems = [];
for (const file of files) {
  const result = await validator.validateString(readFileSync(path.join(distDir, file), 'utf8'), file);
  for (const m of result.results.flatMap((r) => r.messages))
    problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
}
parentPort.postMessage(problems);
