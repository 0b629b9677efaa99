/** A parsed YAML text that remembers where each value came from. */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { formatPath, type ContentError } from './errors';

export interface YamlSource {
  /** Display path, relative to the working directory, e.g. `data/site.yaml`. */
  file: string;
  /** The whole file; the document's ranges are offsets in it (front matter included). */
  text: string;
  doc: Document;
  lines: LineCounter;
}

/**
 * Most values a file may expand to through aliases. Aliases share what they repeat, so a few lines of
 * nested aliases can stand for billions of values (an 'alias bomb'); validation would walk every one.
 * The largest data file holds a few thousand values.
 */
export const MAX_EXPANDED_VALUES = 100_000;

export function parseYaml(file: string, text: string): { source: YamlSource; errors: ContentError[] } {
  const lines = new LineCounter();
  // uniqueKeys: a repeated key is an error, not a silent overwrite.
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const source = { file, text, doc, lines };
  const errors = doc.errors.map((e): ContentError => {
    const pos = lines.linePos(e.pos[0]);
    const lineText = text.split('\n')[pos.line - 1] ?? '';
    // A value starting with { or [ is read as a YAML mapping or list: the usual cause with placeholders.
    const hint =
      /:\s+[{[]/.test(lineText) && !/:\s+["']/.test(lineText)
        ? ` (text that starts with '{' or '[' must be in quotes)`
        : '';
    return { file, line: pos.line, column: pos.col, path: '(yaml)', message: yamlMessage(e.code, e.message) + hint };
  });
  if (errors.length === 0) errors.push(...checkAliases(source));
  return { source, errors };
}

/** The document as plain values; call only when parseYaml found no errors (aliases are checked there). */
export function toValue(source: YamlSource): unknown {
  // The alias check above bounds the size; yaml's own count (default 100 aliases) would refuse ordinary files.
  return source.doc.toJS({ maxAliasCount: -1 });
}

function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return code === 'DUPLICATE_KEY' ? 'this key appears twice in the same mapping' : `YAML syntax: ${first}`;
}

/**
 * Aliases must name an anchor set before them, outside themselves, and may not make the file expand to
 * more than MAX_EXPANDED_VALUES values. Sizes are counted in document order without expanding anything.
 */
function checkAliases(source: YamlSource): ContentError[] {
  const anchors = new Map<string, Node>();
  const sizes = new Map<unknown, number>();
  let total = 0;
  let problem: { node: Node; message: string } | undefined;

  const size = (node: unknown): number => {
    if (problem || node === null || node === undefined) return 0;
    if (isPair(node)) return size(node.key) + size(node.value);
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      const known = target && sizes.get(target);
      if (!target)
        problem = { node, message: `the alias '*${node.source}' names no anchor '&${node.source}' set before it` };
      else if (known === undefined)
        problem = {
          node,
          message: `the alias '*${node.source}' is inside its own anchor '&${node.source}', which would repeat forever`,
        };
      else {
        total += known;
        if (total > MAX_EXPANDED_VALUES) {
          problem = {
            node,
            message: `the aliases up to here expand this file to more than ${MAX_EXPANDED_VALUES.toLocaleString('en-US')} values; write the values out or repeat them less`,
          };
        }
      }
      return known ?? 0;
    }
    const n = node as Node;
    if (n.anchor) anchors.set(n.anchor, n);
    total += 1;
    let own = 1;
    if (isMap(n) || isSeq(n)) for (const item of n.items) own += size(item);
    sizes.set(n, own);
    return own;
  };
  size(source.doc.contents);
  if (!problem) return [];
  const { line, col } = source.lines.linePos(problem.node.range?.[0] ?? 0);
  return [{ file: source.file, line, column: col, path: '(yaml)', message: problem.message }];
}

/**
 * The node at `path`, or its nearest existing ancestor. For a key that should not be there
 * (`unknownKey`), the key itself, so the editor lands on the word to delete.
 */
function nodeAt(source: YamlSource, path: readonly PropertyKey[], unknownKey?: string): Node | null {
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
  return node as Node | null;
}

export function locate(
  source: YamlSource,
  path: readonly PropertyKey[],
  unknownKey?: string,
): { line: number; column: number } {
  return position(source, nodeAt(source, path, unknownKey)?.range?.[0] ?? 0);
}

function position(source: YamlSource, offset: number): { line: number; column: number } {
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

export function errorAt(
  source: YamlSource,
  path: readonly PropertyKey[],
  message: string,
  unknownKey?: string,
): ContentError {
  const { line, column } = locate(source, path, unknownKey);
  const shownPath = unknownKey === undefined ? path : [...path, unknownKey];
  return { file: source.file, line, column, path: formatPath(shownPath), message };
}

/**
 * An error about a piece of a text value (a misspelt placeholder), at that piece in the file, even in
 * a folded or literal multi-line text: the piece is looked for in the scalar's own source, counting
 * earlier occurrences of the same piece in the value. When the source spells it differently (an
 * escape, a line folded inside it), the error falls back to the start of the value.
 */
export function errorAtPiece(
  source: YamlSource,
  path: readonly PropertyKey[],
  value: string,
  piece: { offset: number; text: string },
  message: string,
): ContentError {
  const node = nodeAt(source, path);
  let at = node?.range?.[0] ?? 0;
  if (isScalar(node) && node.range) {
    const written = source.text.slice(node.range[0], node.range[1]);
    const before = occurrences(value.slice(0, piece.offset), piece.text);
    let found = -1;
    for (let i = 0; i <= before; i++) {
      found = written.indexOf(piece.text, found + 1);
      if (found < 0) break;
    }
    if (found >= 0 && occurrences(written, piece.text) === occurrences(value, piece.text)) at = node.range[0] + found;
  }
  const { line, column } = position(source, at);
  return { file: source.file, line, column, path: formatPath(path), message };
}

function occurrences(text: string, piece: string): number {
  let count = 0;
  for (let i = text.indexOf(piece); i >= 0; i = text.indexOf(piece, i + piece.length)) count++;
  return count;
}
