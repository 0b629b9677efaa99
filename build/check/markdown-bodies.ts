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
  const body = matter(text, { engines: { yaml: () => ({}) } }).content;
  const bodyStart = text.length - body.length;
  const errors: ContentError[] = [];
  const report = (offset: number, message: string) => {
    const before = text.slice(0, offset);
    errors.push({ file, line: before.split('\n').length, column: offset - before.lastIndexOf('\n'), path: '(body)', message });
  };

  const visit = (node: MdNode) => {
    const start = bodyStart + (node.position?.start.offset ?? 0);
    if (node.type === 'html' && !/^<!--[\s\S]*-->$/.test(node.value?.trim() ?? '')) {
      report(start, 'raw HTML is not allowed in Markdown: the page would leave it out; write it in Markdown instead');
    }
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url !== undefined) {
      const problem = linkProblem(node.url, pages);
      if (problem) {
        // Point at the address itself, not at the start of the link text.
        const end = bodyStart + (node.position?.end.offset ?? 0);
        const at = text.indexOf(node.url, start);
        report(at >= 0 && at < end ? at : start, problem);
      }
    }
    node.children?.forEach(visit);
  };
  visit(parser.parse(body) as MdNode);
  return errors;
}

