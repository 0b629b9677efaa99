/**
 * Markdown to HTML with unified; remark-html sanitizes raw HTML, which keeps editors' pages safe. The
 * same syntax tree yields what the build checks in a body (raw HTML, link addresses), so a body is
 * parsed once for both.
 */
import remarkHtml from 'remark-html';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const processor = unified().use(remarkParse).use(remarkHtml);

/** What the check reads in a body: raw HTML, and link addresses (at the address itself, not the link text). Offsets are in the body. */
export type BodyItem = { kind: 'html'; offset: number } | { kind: 'link'; offset: number; url: string };

export interface RenderedMarkdown {
  html: string;
  items: BodyItem[];
}

export function renderMarkdownBody(markdown: string): RenderedMarkdown {
  const tree = processor.parse(markdown);
  const items = bodyItemsOf(tree as unknown as MdNode, markdown);
  return { html: String(processor.stringify(processor.runSync(tree) as never)), items };
}

/** The raw HTML and link addresses of a parsed body. */
export function bodyItemsOf(tree: MdNode, body: string): BodyItem[] {
  const items: BodyItem[] = [];
  const visit = (node: MdNode) => {
    const start = node.position?.start.offset ?? 0;
    if (node.type === 'html' && !/^<!--[\s\S]*-->$/.test(node.value?.trim() ?? ''))
      items.push({ kind: 'html', offset: start });
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url !== undefined) {
      const end = node.position?.end.offset ?? 0;
      const at = body.indexOf(node.url, start);
      items.push({ kind: 'link', offset: at >= 0 && at < end ? at : start, url: node.url });
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return items;
}

/** The parts of a Markdown syntax tree node the check reads. */
export interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}
