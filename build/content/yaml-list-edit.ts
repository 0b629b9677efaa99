/**
 * A block list edited item by item. Items are matched by their key (`slug`, then `name`, then `id`),
 * not their place, so an item removed takes its own lines and comments with it, an item moved takes
 * them along, and every other item keeps its text byte for byte. Lists without keys match by place.
 */
import { isMap, type Node, type YAMLSeq } from 'yaml';
import { indentAll, isRecord, renderYaml } from './yaml-render';
import { applyEdits, type Edit, type SourceText } from './yaml-source';

/** Fields that name a list item, in the order they are tried. */
const ITEM_KEYS = ['slug', 'name', 'id'] as const;

interface Span {
  start: number;
  end: number;
}

/** Each value as a key, or undefined when one of them is not text or a number, or two are the same. */
function uniqueKeys(values: unknown[]): string[] | undefined {
  const keys: string[] = [];
  for (const v of values) {
    if (typeof v !== 'string' && typeof v !== 'number') return undefined;
    keys.push(`${typeof v}:${v}`);
  }
  return new Set(keys).size === keys.length ? keys : undefined;
}

/**
 * For each new item, the index of the old item it is, or -1 for an item added. The first key field
 * every item of both lists has matches first; the next ones match what is left, so an item whose slug
 * was changed is still found by its name.
 */
export function matchItems(items: Node[], next: unknown[]): number[] {
  const match = next.map(() => -1);
  const used = new Set<number>();
  let keyed = false;
  for (const field of ITEM_KEYS) {
    const oldKeys = uniqueKeys(items.map((item) => (isMap(item) ? item.get(field) : undefined)));
    const newKeys = uniqueKeys(next.map((value) => (isRecord(value) ? value[field] : undefined)));
    if (!oldKeys || !newKeys) continue;
    keyed = true;
    const index = new Map(oldKeys.map((key, i) => [key, i]));
    newKeys.forEach((key, j) => {
      const i = index.get(key);
      if (match[j]! >= 0 || i === undefined || used.has(i)) return;
      match[j] = i;
      used.add(i);
    });
  }
  return keyed ? match : next.map((_, j) => (j < items.length ? j : -1));
}

/**
 * Each item's lines: the comment lines right above its dash (no deeper than the dash), its own lines,
 * and the comment lines right below it indented deeper than the dash. What lies between two items
 * (blank lines, a comment set apart) is kept between them. Undefined for a list not written one dash
 * per line start, which is then written again whole.
 */
function itemLines(src: SourceText, items: Node[]): { column: number; blocks: Span[]; gaps: string[] } | undefined {
  const { text } = src;
  const dashes: number[] = [];
  for (const item of items) {
    if (!item?.range) return undefined;
    let p = item.range[0] - 1;
    while (p >= 0 && (text[p] === ' ' || text[p] === '\t')) p--;
    if (text[p] !== '-' || !src.startsLine(p)) return undefined;
    dashes.push(p);
  }
  const column = src.column(dashes[0]!);
  if (dashes.some((dash) => src.column(dash) !== column)) return undefined;
  const nextLine = (start: number) => (text.indexOf('\n', start) + 1 || text.length) as number;
  const blocks: Span[] = [];
  items.forEach((item, i) => {
    const floor = i > 0 ? blocks[i - 1]!.end : 0;
    let start = src.lineStart(dashes[i]!);
    while (start > floor) {
      const above = src.lineStart(start - 1);
      if (above < floor || (src.commentIndent(above) ?? Number.POSITIVE_INFINITY) > column) break;
      start = above;
    }
    let end = src.lineEnd(item.range![1]);
    while (end < text.length && (src.commentIndent(end) ?? -1) > column) end = nextLine(end);
    blocks.push({ start, end });
  });
  const gaps = blocks.slice(1).map((block, i) => text.slice(blocks[i]!.end, block.start));
  return { column, blocks, gaps };
}

function mostCommon(texts: string[]): string {
  const counts = new Map<string, number>();
  for (const t of texts) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * The edits that turn a block list into `next`, or undefined when its layout is not one item per
 * dash line. `itemEdits` gives the edits within a kept item.
 */
export function editList(
  src: SourceText,
  node: YAMLSeq,
  next: unknown[],
  itemEdits: (item: Node, value: unknown) => Edit[],
): Edit[] | undefined {
  const items = node.items as Node[];
  const lines = itemLines(src, items);
  if (!lines) return undefined;
  const { column, blocks, gaps } = lines;
  const match = matchItems(items, next);
  // The gap after an item moves with it; an item added, or the old last one, takes the usual gap.
  const usualGap = mostCommon(gaps);
  let text = '';
  next.forEach((value, j) => {
    const i = match[j]!;
    const block = blocks[i];
    let part = block
      ? applyEdits(src.text.slice(block.start, block.end), itemEdits(items[i]!, value), block.start)
      : src.breaks(indentAll(renderYaml([value]), column));
    if (j === next.length - 1) {
      text += part;
      return;
    }
    if (!part.endsWith('\n')) part += src.eol;
    text += part + (gaps[i] ?? usualGap);
  });
  const start = blocks[0]!.start;
  const end = blocks[blocks.length - 1]!.end;
  // A file that ended without a line break still does.
  if (!src.text.endsWith('\n') && end === src.text.length && text.endsWith(src.eol))
    text = text.slice(0, -src.eol.length);
  return text === src.text.slice(start, end) ? [] : [{ start, end, text }];
}
