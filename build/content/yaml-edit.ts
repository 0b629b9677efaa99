/**
 * Writes a new value into a YAML text by changing only the text of what changed, so a file saved by
 * the content editor keeps its comments, key order, quoting and the line breaks of its paragraphs, and
 * its diff shows the edit alone. The yaml package could render the whole document again, but it
 * re-folds every paragraph of the file on the way.
 *
 * New values are written the way the data files are: keys in the order given, text quoted only where
 * YAML needs it, long text folded (`>-`). A key the editor adds with nothing in it is not written, and
 * an optional value the editor empties is taken out.
 */
import { isMap, isScalar, isSeq, type Node, parseDocument, Scalar, stringify, visit } from 'yaml';

interface Edit {
  start: number;
  end: number;
  text: string;
}

const LINE_WIDTH = 100;
/** Text longer than this is written as a folded block (`>-`), as the data files do. */
const FOLD_FROM = 80;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (isRecord(v) && Object.keys(v).length === 0);

/** The value with empty text, lists and mappings taken out: what an editor left blank is not a value. */
export function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const kept = withoutBlanks(v);
    if (!isEmpty(kept)) out[key] = kept;
  }
  return out;
}

/** A value as the data files write it, at column 0. */
export function renderYaml(value: unknown): string {
  const doc = parseDocument(stringify(value, { lineWidth: 0 }));
  visit(doc, {
    // Numbers in a list (coordinates) stay on one line: [34.73, -86.58].
    Seq(_key, node) {
      if (node.items.every((item) => isScalar(item) && typeof item.value === 'number')) node.flow = true;
    },
    Scalar(_key, node) {
      if (typeof node.value === 'string' && node.value.length > FOLD_FROM && !node.value.includes('\n'))
        node.type = Scalar.BLOCK_FOLDED;
    },
  });
  return doc.toString({ lineWidth: LINE_WIDTH, minContentWidth: 40, flowCollectionPadding: false });
}

/** `text` with every line after the first indented by `spaces`. */
const indentRest = (text: string, spaces: number) => text.replace(/\n(?=.)/g, `\n${' '.repeat(spaces)}`);
/** `text` with every line that has anything on it indented by `spaces`. */
const indentAll = (text: string, spaces: number) => text.replace(/^(?=.)/gm, ' '.repeat(spaces));

/** A Markdown file with its front matter edited in place and its body replaced. */
export function editMarkdown(source: string, data: unknown, body: string): string {
  const front = FRONT_MATTER.exec(source);
  const yaml = front ? editYaml(front[1]!, data) : renderYaml(data);
  // The body keeps the blank lines before it and the newline after it that the file had.
  const before = front ? source.slice(front[0].length) : '\n';
  const lead = /^\n*/.exec(before)![0];
  const text = body.replace(/^\n+/, '').replace(/\n*$/, before.endsWith('\n') || !front ? '\n' : '');
  return `---\n${yaml.endsWith('\n') ? yaml : `${yaml}\n`}---\n${lead}${text}`;
}

/** Front matter between two lines of three dashes, and the body after. */
export const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

export function editYaml(source: string, value: unknown): string {
  const doc = parseDocument(source);
  if (doc.errors.length || !doc.contents) return renderYaml(value);
  const edits: Edit[] = [];
  const lineStart = (pos: number) => source.lastIndexOf('\n', pos - 1) + 1;
  const column = (pos: number) => pos - lineStart(pos);
  /** The position after the line `pos` is on (after its newline). */
  const lineEnd = (pos: number) => {
    if (pos > 0 && source[pos - 1] === '\n') return pos;
    const nl = source.indexOf('\n', pos);
    return nl < 0 ? source.length : nl + 1;
  };
  const end = (node: Node) => node.range![1];

  /** The node's end, before the newline that closes its last line. */
  const contentEnd = (node: Node) => (source[end(node) - 1] === '\n' ? end(node) - 1 : end(node));

  /** The node written again in place, for a value it cannot take by changes within it (a list where text was). */
  function replace(node: Node, next: unknown, key?: { start: number; end: number }) {
    const [start] = node.range!;
    const inline = isScalar(node) || Boolean((node as { flow?: boolean }).flow);
    const block = isRecord(next) || Array.isArray(next);
    if (inline && !block) {
      edits.push({ start, end: end(node), text: scalarText(node, next, column(start)) });
      return;
    }
    const rendered = renderYaml(next).trimEnd();
    if (!key) {
      // A list item: its lines below the first line up with it.
      edits.push({ start, end: contentEnd(node), text: indentRest(rendered, column(start)) });
      return;
    }
    edits.push({ start: key.end, end: contentEnd(node), text: afterKey(next, column(key.start)) });
  }

  /** What follows a key for its value: a block on the lines below it, text on the key's line. */
  function afterKey(next: unknown, keyColumn: number): string {
    const indent = keyColumn + 2;
    const rendered = indentRest(renderYaml(next).trimEnd(), indent);
    return isRecord(next) || Array.isArray(next) ? `:\n${' '.repeat(indent)}${rendered}` : `: ${rendered}`;
  }

  /** A scalar's new text, in its own style where the style can hold the value. */
  function scalarText(node: Node, next: unknown, col: number): string {
    const scalar = new Scalar(next);
    if (isScalar(node) && typeof next === 'string') scalar.type = node.type;
    if (scalar.type === Scalar.BLOCK_FOLDED || scalar.type === Scalar.BLOCK_LITERAL) {
      // The block's lines keep the indentation they had.
      const content = source.slice(lineEnd(node.range![0]), end(node));
      const indent = (/^( *)\S/m.exec(content)?.[1] ?? ' '.repeat(col + 2)).length;
      const rendered = stringify({ x: scalar }, { lineWidth: LINE_WIDTH + 2 - indent, minContentWidth: 40 }).slice(3);
      return rendered.replace(/\n {2}/g, `\n${' '.repeat(indent)}`);
    }
    return stringify(scalar, { lineWidth: 0 }).trimEnd();
  }

  function diff(node: Node | null, next: unknown, key?: { start: number; end: number }) {
    if (!node) return;
    if (isScalar(node)) {
      if (!isRecord(next) && !Array.isArray(next) && node.value === next) return;
      replace(node, next, key);
      return;
    }
    if (isMap(node) && isRecord(next)) {
      const keys = node.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key)));
      const nextKeys = Object.keys(next);
      if (node.flow) {
        if (keys.join('\0') === nextKeys.join('\0')) {
          node.items.forEach((pair, i) => {
            diff(pair.value as Node, next[keys[i]!], {
              start: (pair.key as Node).range![0],
              end: (pair.key as Node).range![1],
            });
          });
        } else replace(node, next, key);
        return;
      }
      const indent = column((node.items[0]!.key as Node).range![0]);
      // Kept keys change in place; a key gone takes its lines with it.
      node.items.forEach((pair, i) => {
        const name = keys[i]!;
        const keyNode = pair.key as Node;
        if (!(name in next) || isEmpty(next[name])) {
          const last = (pair.value as Node | null)?.range ?? keyNode.range!;
          edits.push({ start: lineStart(keyNode.range![0]), end: lineEnd(last[1]), text: '' });
        } else if (pair.value === null) {
          const stop = lineEnd(keyNode.range![1]);
          edits.push({
            start: keyNode.range![1],
            end: source[stop - 1] === '\n' ? stop - 1 : stop,
            text: afterKey(next[name], column(keyNode.range![0])),
          });
        } else diff(pair.value as Node, next[name], { start: keyNode.range![0], end: keyNode.range![1] });
      });
      // A new key goes after the key before it in the new order.
      nextKeys.forEach((name, i) => {
        if (keys.includes(name) || isEmpty(next[name])) return;
        const before = nextKeys
          .slice(0, i)
          .reverse()
          .find((k) => keys.includes(k));
        const pair = before !== undefined ? node.items[keys.indexOf(before)]! : undefined;
        const at = pair
          ? lineEnd(((pair.value as Node | null) ?? (pair.key as Node)).range![1])
          : lineStart((node.items[0]!.key as Node).range![0]);
        edits.push({ start: at, end: at, text: indentAll(renderYaml({ [name]: next[name] }), indent) });
      });
      return;
    }
    if (isSeq(node) && Array.isArray(next)) {
      if (node.flow || node.items.length === 0) {
        if (JSON.stringify(node.toJSON()) !== JSON.stringify(next)) replace(node, next, key);
        return;
      }
      const items = node.items as Node[];
      const shared = Math.min(items.length, next.length);
      for (let i = 0; i < shared; i++) diff(items[i]!, next[i]);
      if (items.length > next.length)
        edits.push({
          start: lineStart(items[next.length]!.range![0]),
          end: lineEnd(end(items[items.length - 1]!)),
          text: '',
        });
      if (next.length > items.length) {
        const first = items[0]!.range![0];
        const dash = source.lastIndexOf('-', first);
        const at = lineEnd(end(items[items.length - 1]!));
        edits.push({ start: at, end: at, text: indentAll(renderYaml(next.slice(items.length)), column(dash)) });
      }
      return;
    }
    replace(node, next, key);
  }

  diff(doc.contents as Node, value);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
