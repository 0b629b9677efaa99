/**
 * Content errors point at the exact YAML node: `data/pricing/local-seo.yaml:14:7 tiers.small.monthly: expected text`.
 * They are collected across every file and reported together; one never stops the others from being found.
 */
export interface ContentError {
  file: string;
  line: number;
  column: number;
  /** Path inside the document, e.g. `tiers.small.monthly` or `faq[2].answer`; `(file)` for the whole file. */
  path: string;
  message: string;
}

export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(`${errors.length} content error${errors.length === 1 ? '' : 's'}:\n${errors.map(formatError).join('\n')}`);
    this.name = 'ContentErrors';
  }
}

export function formatError(e: ContentError): string {
  return `${e.file}:${e.line}:${e.column} ${e.path}: ${e.message}`;
}

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(file)';
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

/** Errors sorted by file then position, so output is stable and reads top to bottom. */
export function sortErrors(errors: ContentError[]): ContentError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
