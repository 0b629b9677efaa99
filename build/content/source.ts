/** A parsed YAML text that remembers where each value came from. */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { formatPath, type ContentError } from './errors';

export interface YamlSource {
  /** Display path, relative to the working directory, e.g. `data/site.yaml`. */
  file: string;
  text: string;
  doc: Document;
  lines: LineCounter;
}

export function parseYaml(file: string, text: string): { source: YamlSource; errors: ContentError[] } {
  const lines = new LineCounter();
  // uniqueKeys: a repeated key is an error, not a silent overwrite.
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const errors = doc.errors.map((e): ContentError => {
    const pos = lines.linePos(e.pos[0]);
    const lineText = text.split('\n')[pos.line - 1] ?? '';
    // A value starting with { or [ is read as a YAML mapping or list: the usual cause with placeholders.
    const hint = /:\s+[{[]/.test(lineText) && !/:\s+["']/.test(lineText) ? ` (text that starts with '{' or '[' must be in quotes)` : '';
    return { file, line: pos.line, column: pos.col, path: '(yaml)', message: yamlMessage(e.code, e.message) + hint };
  });
  return { source: { file, text, doc, lines }, errors };
}

function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return code === 'DUPLICATE_KEY' ? 'this key appears twice in the same mapping' : `YAML syntax: ${first}`;
}

/**
 * The node at `path`, or its nearest existing ancestor. For a key that should not be there
 * (`unknownKey`), the key itself, so the editor lands on the word to delete.
 */
export function locate(source: YamlSource, path: readonly PropertyKey[], unknownKey?: string): { line: number; column: number } {
  let node: unknown = source.doc.contents;
  for (const key of path) {
    const next = child(node, key);
    if (next === undefined) break;
    node = next;
  }
  if (unknownKey !== undefined && isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === unknownKey);
    if (pair && isScalar(pair.key)) node = pair.key;
  }
  const offset = (node as Node | null)?.range?.[0] ?? 0;
  const { line, col } = source.lines.linePos(offset);
  return { line, column: col };
}

function child(node: unknown, key: PropertyKey): unknown {
  if (isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
    return pair?.value ?? undefined;
  }
  if (isSeq(node) && typeof key === 'number') return node.items[key] ?? undefined;
  return undefined;
}

export function errorAt(source: YamlSource, path: readonly PropertyKey[], message: string, unknownKey?: string): ContentError {
  const { line, column } = locate(source, path, unknownKey);
  const shownPath = unknownKey === undefined ? path : [...path, unknownKey];
  return { file: source.file, line, column, path: formatPath(shownPath), message };
}
