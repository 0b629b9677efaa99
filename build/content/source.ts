/**
 * A data file's YAML parsed by the yaml package, which keeps the place of every node: what turns a
 * problem at a path in a value (`tiers.growing.monthly`) into a line and column an editor can go to.
 */
import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Document,
  type Node,
  parseDocument,
  Scalar,
} from 'yaml';
import { problems } from '../error-catalogue';
import { formatPath, type Problem, type ProblemKind } from '../problems';

export interface YamlSource {
  /** Display path, e.g. `data/site.yaml`. */
  file: string;
  /** The whole file; the document's ranges are offsets in it (a Markdown file's front matter included). */
  text: string;
  doc: Document;
  lines: LineCounter;
}

/**
 * Most values a file may expand to through aliases. Aliases share what they repeat, so a few lines of
 * nested aliases can stand for billions of values (an 'alias bomb'); validation would walk every one.
 */
export const MAX_EXPANDED_VALUES = 100_000;

export type Path = readonly (string | number)[];

/** A problem of `kind` at line and column `at` of the file. */
export function problemAtPosition<A extends unknown[]>(
  file: string,
  at: { line: number; column: number },
  path: string,
  kind: ProblemKind<A>,
  ...args: A
): Problem {
  return {
    name: kind.name,
    severity: 'error',
    file,
    line: at.line,
    column: at.column,
    path,
    message: kind.message(...args),
    hint: kind.hint,
  };
}

/**
 * The YAML of `yamlText` (a file, or the front matter with the rest of the file blanked so offsets are
 * the file's) with every syntax and alias problem; `text` is the whole file.
 */
export function parseYaml(
  file: string,
  yamlText: string,
  text = yamlText,
): { source: YamlSource; problems: Problem[] } {
  const lines = new LineCounter();
  // uniqueKeys: a repeated key is an error, not a silent overwrite.
  const doc = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const source = { file, text, doc, lines };
  const found = doc.errors.map((e): Problem => {
    const pos = lines.linePos(e.pos[0]);
    if (e.code === 'DUPLICATE_KEY')
      return problemAtPosition(file, { line: pos.line, column: pos.col }, '(yaml)', problems.DuplicateKey);
    const lineText = yamlText.split('\n')[pos.line - 1] ?? '';
    // A value starting with { or [ is read as a YAML mapping or list: the usual cause with placeholders.
    const quoteHint = /:\s+[{[]/.test(lineText) && !/:\s+["']/.test(lineText);
    const detail = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return problemAtPosition(
      file,
      { line: pos.line, column: pos.col },
      '(yaml)',
      problems.YamlSyntax,
      detail,
      quoteHint,
    );
  });
  if (found.length === 0) found.push(...checkAliases(source));
  return { source, problems: found };
}

/** The document as plain values; call only when parseYaml found no problems (aliases are checked there). */
export function toValue(source: YamlSource): unknown {
  // The alias check bounds the size; yaml's own count (default 100 aliases) would refuse ordinary files.
  return source.doc.toJS({ maxAliasCount: -1 });
}

/**
 * Aliases must name an anchor set before them, outside themselves, and may not make the file expand to
 * more than MAX_EXPANDED_VALUES values. Sizes are counted in document order without expanding anything.
 */
function checkAliases(source: YamlSource): Problem[] {
  const anchors = new Map<string, Node>();
  const sizes = new Map<unknown, number>();
  let total = 0;
  let found: Problem | undefined;
  const report = <A extends unknown[]>(node: Node, kind: ProblemKind<A>, ...args: A) => {
    found ??= problemAtPosition(source.file, position(source, node.range?.[0] ?? 0), '(yaml)', kind, ...args);
  };

  const size = (node: unknown): number => {
    if (found || node === null || node === undefined) return 0;
    if (isPair(node)) return size(node.key) + size(node.value);
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      const known = target && sizes.get(target);
      if (!target) report(node, problems.UnknownAlias, node.source);
      else if (known === undefined) report(node, problems.AliasLoop, node.source);
      else {
        total += known;
        if (total > MAX_EXPANDED_VALUES) report(node, problems.AliasBomb, MAX_EXPANDED_VALUES.toLocaleString('en-US'));
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
  return found ? [found] : [];
}

/**
 * Lines of folded text (`>`, or plain and quoted text over several lines) that end inside a hyphenated
 * word: YAML joins the lines with a space, so 'high-' at the end of one line and 'end' on the next show
 * as 'high- end'. Literal text (`|`) keeps its line breaks and is left alone.
 */
export function brokenFoldedWords(source: YamlSource): Problem[] {
  const found: Problem[] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (isScalar(node)) {
      if (node.type !== Scalar.BLOCK_LITERAL && node.range) {
        const written = source.text.slice(node.range[0], node.range[1]);
        for (const m of written.matchAll(/(\S*[A-Za-z]-)\n[ \t]+\S/g)) {
          const at = position(source, node.range[0] + m.index + m[1]!.length - 1);
          found.push(problemAtPosition(source.file, at, formatPath(path), problems.BrokenFoldedWord, m[1]!));
        }
      }
    } else if (isMap(node)) {
      for (const pair of node.items) if (isScalar(pair.key)) visit(pair.value, [...path, String(pair.key.value)]);
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        visit(item, [...path, i]);
      });
    }
  };
  visit(source.doc.contents, []);
  return found;
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

/** Line and column of an offset in the file. */
export function position(source: Pick<YamlSource, 'lines'>, offset: number): { line: number; column: number } {
  const { line, col } = source.lines.linePos(offset);
  return { line, column: col };
}

/** Line and column of an offset in a text, without a document (a Markdown body). */
export function textPosition(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

function child(node: unknown, key: PropertyKey): unknown {
  if (isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
    return pair?.value ?? undefined;
  }
  if (isSeq(node) && typeof key === 'number') return node.items[key] ?? undefined;
  return undefined;
}

/** A problem of `kind` at the value at `path` (or at the unknown key `unknownKey` under it). */
export function problemAt<A extends unknown[]>(
  source: YamlSource,
  path: readonly PropertyKey[],
  kind: ProblemKind<A>,
  args: A,
  unknownKey?: string,
): Problem {
  const shownPath = unknownKey === undefined ? path : [...path, unknownKey];
  return problemAtPosition(source.file, locate(source, path, unknownKey), formatPath(shownPath), kind, ...args);
}

/**
 * A problem about a piece of a text value (a misspelt placeholder, a phrase), at that piece in the file,
 * even in a folded or literal multi-line text: the piece is looked for in the scalar's own source, any
 * run of spaces in it matching a line break and indentation there, counting earlier occurrences of the
 * same piece in the value. When the source spells it differently (an escape), the problem falls back to
 * the start of the value.
 */
export function problemAtPiece<A extends unknown[]>(
  source: YamlSource,
  path: readonly PropertyKey[],
  value: string,
  piece: { offset: number; text: string },
  kind: ProblemKind<A>,
  ...args: A
): Problem {
  const node = nodeAt(source, path);
  let at = node?.range?.[0] ?? 0;
  if (isScalar(node) && node.range) {
    const written = source.text.slice(node.range[0], node.range[1]);
    const spelt = new RegExp(piece.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'), 'g');
    const inWritten = [...written.matchAll(spelt)];
    const before = [...value.slice(0, piece.offset).matchAll(spelt)].length;
    if (inWritten.length === [...value.matchAll(spelt)].length && inWritten[before])
      at = node.range[0] + inWritten[before].index;
  }
  return problemAtPosition(source.file, position(source, at), formatPath(path), kind, ...args);
}
