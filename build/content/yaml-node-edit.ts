/**
 * The edits that turn one node of a YAML file into a new value, changing only the text of what
 * changed: a scalar keeps its quoting and folding, a mapping keeps its key order and comments, a flow
 * collection stays on its line. Lists are matched item by item in yaml-list-edit.ts.
 */
import { isCollection, isMap, isScalar, isSeq, type Node, Scalar, stringify, type YAMLMap } from 'yaml';
import { editList } from './yaml-list-edit';
import { indentAll, indentRest, isEmpty, isRecord, LINE_WIDTH, renderFlow, renderYaml } from './yaml-render';
import type { Edit, SourceText } from './yaml-source';

/** Where the key of a value sits, for a value written again after its key. */
export interface KeySpan {
  start: number;
  end: number;
}

const spanOf = (node: Node): KeySpan => ({ start: node.range![0], end: node.range![1] });

export class NodeEditor {
  constructor(readonly src: SourceText) {}

  /** The edits that turn `node` into `next`. */
  edits(node: Node | null, next: unknown, key?: KeySpan): Edit[] {
    const edits: Edit[] = [];
    this.diff(node, next, key, edits);
    return edits;
  }

  /** An edit whose new text is rendered with `\n`, written with the file's own line breaks. */
  private push(edits: Edit[], start: number, end: number, text: string) {
    edits.push({ start, end, text: this.src.breaks(text) });
  }

  private diff(node: Node | null, next: unknown, key: KeySpan | undefined, edits: Edit[]) {
    if (!node) return;
    if (isScalar(node)) {
      if (!isRecord(next) && !Array.isArray(next) && node.value === next) return;
      this.replace(node, next, key, edits);
    } else if (isMap(node) && isRecord(next)) {
      this.editMap(node, next, key, edits);
    } else if (isSeq(node) && Array.isArray(next) && !node.flow && node.items.length > 0 && next.length > 0) {
      const listEdits = editList(this.src, node, next, (item, value) => this.edits(item, value));
      if (listEdits) edits.push(...listEdits);
      else if (JSON.stringify(node.toJSON()) !== JSON.stringify(next)) this.replace(node, next, key, edits);
    } else if (JSON.stringify(isCollection(node) ? node.toJSON() : undefined) !== JSON.stringify(next)) {
      this.replace(node, next, key, edits);
    }
  }

  /** The node written again in place, for a value it cannot take by changes within it (a list where text was). */
  private replace(node: Node, next: unknown, key: KeySpan | undefined, edits: Edit[]) {
    const { src } = this;
    const [start, end] = node.range!;
    const block = isRecord(next) || Array.isArray(next);
    const flow = isCollection(node) && node.flow;
    if (isScalar(node) && start === end && key) {
      // A key with nothing after it: text goes after the colon, before a comment; a block below the line.
      const commented = src.text[start] === '#';
      const column = src.column(key.start);
      if (!(block && commented))
        return this.push(edits, key.end, start, this.afterKey(next, column) + (commented ? ' ' : ''));
      const at = src.lineEnd(end);
      const below = indentAll(renderYaml(next), column + 2);
      return this.push(edits, at, at, src.text[at - 1] === '\n' ? below : `\n${below}`);
    }
    if (isScalar(node) || flow) {
      if (!block) return this.push(edits, start, end, this.scalarText(node, next, src.column(start)));
      // A flow list or mapping stays on its line, with the spacing inside its brackets it had.
      if (flow) return this.push(edits, start, end, renderFlow(next, /^[[{] /.test(src.text.slice(start, start + 2))));
    }
    const rendered = renderYaml(next).trimEnd();
    // A list item or the whole file: its lines below the first line up with it.
    if (!key) return this.push(edits, start, src.beforeBreak(end), indentRest(rendered, src.column(start)));
    this.push(edits, key.end, src.beforeBreak(end), this.afterKey(next, src.column(key.start)));
  }

  /** What follows a key for its value: a block on the lines below it, text on the key's line. */
  private afterKey(next: unknown, keyColumn: number): string {
    const indent = keyColumn + 2;
    const rendered = indentRest(renderYaml(next).trimEnd(), indent);
    return isRecord(next) || Array.isArray(next) ? `:\n${' '.repeat(indent)}${rendered}` : `: ${rendered}`;
  }

  /** A scalar's new text, in its own style where the style can hold the value. */
  private scalarText(node: Node, next: unknown, col: number): string {
    const { src } = this;
    const scalar = new Scalar(next);
    if (isScalar(node) && typeof next === 'string') scalar.type = node.type;
    if (scalar.type === Scalar.BLOCK_FOLDED || scalar.type === Scalar.BLOCK_LITERAL) {
      // The block's lines keep the indentation they had.
      const content = src.text.slice(src.lineEnd(node.range![0]), node.range![1]);
      const indent = (/^( *)\S/m.exec(content)?.[1] ?? ' '.repeat(col + 2)).length;
      const rendered = stringify({ x: scalar }, { lineWidth: LINE_WIDTH + 2 - indent, minContentWidth: 40 }).slice(3);
      return rendered.replace(/\n {2}/g, `\n${' '.repeat(indent)}`);
    }
    return stringify(scalar, { lineWidth: 0 }).trimEnd();
  }

  private editMap(node: YAMLMap, next: Record<string, unknown>, key: KeySpan | undefined, edits: Edit[]) {
    const { src } = this;
    const pairs = node.items;
    const names = pairs.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key)));
    const nextNames = Object.keys(next);
    const keyOf = (i: number) => pairs[i]!.key as Node;
    if (node.flow || pairs.length === 0) {
      if (names.join('\0') !== nextNames.join('\0')) return this.replace(node, next, key, edits);
      pairs.forEach((pair, i) => {
        this.diff(pair.value as Node, next[names[i]!], spanOf(keyOf(i)), edits);
      });
      return;
    }
    const kept = (name: string) => Object.hasOwn(next, name) && !isEmpty(next[name]);
    const indent = src.column(keyOf(0).range![0]);
    // In a list item the first key shares the dash's line: keys taken out before the first kept one go up
    // to it, so the kept key moves up onto the dash's line.
    const onDashLine = !src.startsLine(keyOf(0).range![0]);
    let from = 0;
    if (onDashLine && !kept(names[0]!)) {
      from = names.findIndex(kept);
      if (from < 0) return this.replace(node, next, key, edits);
      edits.push({ start: keyOf(0).range![0], end: keyOf(from).range![0], text: '' });
    }
    // Kept keys change in place; a key gone takes its lines with it.
    for (let i = from; i < pairs.length; i++) {
      const name = names[i]!;
      const pair = pairs[i]!;
      const keyNode = keyOf(i);
      if (!kept(name)) {
        const last = (pair.value as Node | null)?.range ?? keyNode.range!;
        edits.push({ start: src.lineStart(keyNode.range![0]), end: src.lineEnd(last[1]), text: '' });
      } else if (pair.value === null) {
        const stop = src.beforeBreak(src.lineEnd(keyNode.range![1]));
        this.push(edits, keyNode.range![1], stop, this.afterKey(next[name], src.column(keyNode.range![0])));
      } else this.diff(pair.value as Node, next[name], spanOf(keyNode), edits);
    }
    // A new key goes after the key before it in the new order.
    nextNames.forEach((name, i) => {
      if (names.includes(name) || isEmpty(next[name])) return;
      const rendered = renderYaml({ [name]: next[name] });
      const before = nextNames
        .slice(0, i)
        .reverse()
        .find((k) => names.includes(k) && kept(k));
      const first = keyOf(from).range![0];
      if (before !== undefined) {
        const pair = pairs[names.indexOf(before)]!;
        const at = src.lineEnd(((pair.value as Node | null) ?? (pair.key as Node)).range![1]);
        this.push(edits, at, at, indentAll(rendered, indent));
      } else if (onDashLine) this.push(edits, first, first, indentRest(rendered, indent) + ' '.repeat(indent));
      else this.push(edits, src.lineStart(first), src.lineStart(first), indentAll(rendered, indent));
    });
  }
}
