/**
 * Markdown's syntax tree with the parser (micromark, through remark-parse) run only where there is
 * Markdown syntax. Most of a body is prose: paragraphs and headings of plain words, whose tree is
 * simple, while micromark takes about 0.15 ms per kilobyte of them. Such blocks are built here
 * directly; the rest, runs of blocks that hold any other syntax, are parsed as before and their
 * positions moved to where they sit in the body. The tree is the one remark-parse makes of the whole
 * body, positions included (tests/unit/plain-markdown.test.ts compares every data file's body and
 * generated ones).
 *
 * Blocks are the text between blank lines. They are independent of each other, as parsed, except for
 * what spans blank lines: a list item's indented lines (indented lines are never plain, so a list and
 * its continuation stay in one parsed run), fenced code, raw HTML that ends at a closing tag, and link
 * reference definitions, which any block may use. A body with a fence, such HTML or a definition is
 * parsed whole, as are bodies with tabs, carriage returns or control characters.
 */
type Point = { line: number; column: number; offset: number };
/** An mdast node, as far as this module builds or moves one. */
export interface Node {
  type: string;
  position?: { start: Point; end: Point };
  children?: Node[];
  value?: string;
  depth?: number;
}
export type Root = Node & { type: 'root'; children: Node[] };

/** Parsed whole: fences, HTML blocks that end at a closing tag (kinds 1 to 5), definitions, and characters that change positions. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what it looks for
const WHOLE = /```|~~~|<(?:pre|script|style|textarea|[!?])|\]:|[\0-\x09\x0b-\x1f\x7f\ufeff]/i;
/** Inline syntax: escapes, code, emphasis, links and images, autolinks and HTML, character references. */
const INLINE = /[\\`*_[\]<&]/;
/** A line that may start or interrupt a block other than a paragraph, or that is indented, or that ends in a space (a line break). */
const NOT_PARAGRAPH_LINE = /^(?:[\s#>+\-*=_~`<[|]|\d+[.)])|\s$/;
const HEADING = /^(#{1,6}) (\S(?:.*[^\s#])?)$/;

export function parseMarkdown(markdown: string, parse: (markdown: string) => Root): Root {
  if (WHOLE.test(markdown)) return parse(markdown);
  const children: Node[] = [];
  // The run of blocks with syntax not yet parsed: from its first block's start to its last block's end.
  let run: { start: Point; end: number } | undefined;
  const flush = () => {
    if (!run) return;
    // With the line ending after it: some constructs end differently at the end of the text (a lazy HTML line).
    const text = markdown.slice(run.start.offset, markdown[run.end] === '\n' ? run.end + 1 : run.end);
    for (const node of parse(text).children) children.push(moved(node, run.start));
    run = undefined;
  };
  let line = 1;
  let offset = 0;
  for (;;) {
    // Past blank lines (and the line ending of the block before).
    for (; markdown[offset] === '\n'; offset++) line++;
    if (offset >= markdown.length) break;
    let end = markdown.indexOf('\n\n', offset);
    if (end < 0) end = markdown.endsWith('\n') ? markdown.length - 1 : markdown.length;
    const block = markdown.slice(offset, end);
    const start = { line, column: 1, offset };
    const plain = plainBlock(block, start);
    if (plain) {
      flush();
      children.push(plain);
    } else if (run) run.end = end;
    else run = { start, end };
    line += countLines(block) - 1;
    offset = end;
  }
  flush();
  return {
    type: 'root',
    children,
    position: { start: { line: 1, column: 1, offset: 0 }, end: pointAt(markdown, markdown.length, 1) },
  };
}

/** A paragraph or heading of plain text, or undefined if the block holds any other syntax. */
function plainBlock(block: string, start: Point): Node | undefined {
  if (INLINE.test(block)) return undefined;
  const end = pointAt(block, block.length, start.line, start.offset);
  const lines = block.split('\n');
  if (lines.length === 1 && block[0] === '#') {
    const heading = HEADING.exec(block);
    if (!heading) return undefined;
    const depth = heading[1]!.length;
    const textStart = { line: start.line, column: depth + 2, offset: start.offset + depth + 1 };
    return {
      type: 'heading',
      depth,
      children: [{ type: 'text', value: heading[2]!, position: { start: textStart, end: { ...end } } }],
      position: { start, end },
    };
  }
  if (lines.some((text) => NOT_PARAGRAPH_LINE.test(text))) return undefined;
  // Each node has points of its own, as the parser's nodes do.
  return {
    type: 'paragraph',
    children: [{ type: 'text', value: block, position: { start: { ...start }, end: { ...end } } }],
    position: { start, end },
  };
}

/** The point at `index` of `text`, which starts at line `line` and offset `base` of the body. */
function pointAt(text: string, index: number, line: number, base = 0): Point {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  return { line: line + countLines(text.slice(0, index)) - 1, column: index - lineStart + 1, offset: base + index };
}

function countLines(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** A node parsed from a run that starts at `origin`, with every position moved from the run's to the body's. */
function moved(node: Node, origin: Point): Node {
  if (node.position) {
    for (const point of [node.position.start, node.position.end]) {
      point.line += origin.line - 1;
      point.offset += origin.offset;
    }
  }
  for (const child of node.children ?? []) moved(child, origin);
  return node;
}
