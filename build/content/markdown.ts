/** Markdown to HTML with unified; remark-html sanitizes raw HTML, which keeps editors' pages safe. */
import remarkHtml from 'remark-html';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const processor = unified().use(remarkParse).use(remarkHtml);

export async function renderMarkdown(markdown: string): Promise<string> {
  return String(await processor.process(markdown));
}
