/**
 * Markdown bodies (articles, show notes, legal pages) are checked where the editor wrote them, before
 * any page is rendered: raw HTML is refused (the renderer sanitizes it away, so it would vanish without
 * a word), and every internal link must name a page in the route table. Each problem points at the
 * file, line and column in the .md; the link checker still checks the rendered pages afterwards.
 */
import matter from 'gray-matter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { collections, type Content, type MarkdownMeta } from '../content/collections';
import type { ContentError } from '../content/errors';
import type { YamlSource } from '../content/source';
import { linkProblem } from './page-links';

export { linkProblem };

/** The parts of a Markdown syntax tree node this check reads. */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

const parser = unified().use(remarkParse);

/** Every problem in every Markdown body. */
export function checkMarkdownBodies(content: Content, sources: Map<string, YamlSource>, pages: ReadonlySet<string>): ContentError[] {
  const errors: ContentError[] = [];
  for (const [name, collection] of Object.entries(collections)) {
    if (collection.kind !== 'folder' || collection.format !== 'md') continue;
    for (const entry of content[name as keyof Content] as MarkdownMeta[]) {
      const source = sources.get(entry.file);
      if (source) errors.push(...checkBody(source, pages));
    }
  }
  return errors;
}

export function checkBody(source: YamlSource, pages: ReadonlySet<string>): ContentError[] {
  const { text, file } = source;
  const errors: ContentError[] = [];
  const report = (offset: number, message: string) => {
    const before = text.slice(0, offset);
    errors.push({ file, line: before.split('\n').length, column: offset - before.lastIndexOf('\n'), path: '(body)', message });
  };
  for (const item of bodyItems(text)) {
    if (item.kind === 'html') report(item.offset, 'raw HTML is not allowed in Markdown: the page would leave it out; write it in Markdown instead');
    else {
      const problem = linkProblem(item.url, pages);
      if (problem) report(item.offset, problem);
    }
  }
  return errors;
}

/** What the check reads in a body: raw HTML, and link addresses (at the address itself, not the link text). */
type BodyItem = { kind: 'html'; offset: number } | { kind: 'link'; offset: number; url: string };

/** Parsed bodies by file text: npm run dev checks every body after each edit, and parsing is the cost. */
const itemsByText = new Map<string, BodyItem[]>();

function bodyItems(text: string): BodyItem[] {
  const known = itemsByText.get(text);
  if (known) return known;
  const body = matter(text, { engines: { yaml: () => ({}) } }).content;
  const bodyStart = text.length - body.length;
  const items: BodyItem[] = [];
  const visit = (node: MdNode) => {
    const start = bodyStart + (node.position?.start.offset ?? 0);
    if (node.type === 'html' && !/^<!--[\s\S]*-->$/.test(node.value?.trim() ?? '')) items.push({ kind: 'html', offset: start });
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url !== undefined) {
      const end = bodyStart + (node.position?.end.offset ?? 0);
      const at = text.indexOf(node.url, start);
      items.push({ kind: 'link', offset: at >= 0 && at < end ? at : start, url: node.url });
    }
    node.children?.forEach(visit);
  };
  visit(parser.parse(body) as MdNode);
  if (itemsByText.size >= 2000) itemsByText.clear();
  itemsByText.set(text, items);
  return items;
}
