/**
 * Markdown bodies (articles, show notes, legal pages) are checked where the editor wrote them, before
 * any page is rendered: raw HTML is refused (the renderer sanitizes it away, so it would vanish without
 * a word), and every internal link must name a page in the route table. Each problem points at the
 * file, line and column in the .md; the link checker still checks the rendered pages afterwards.
 */
import { splitMatter } from '../content/front-matter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { collections, type Content, type MarkdownMeta } from '../content/collections';
import type { ContentError } from '../content/errors';
import type { YamlSource } from '../content/source';
import { bodyItemsOf, type BodyItem, type MdNode } from '../content/markdown';
import { parseMarkdown, type Root } from '../content/plain-markdown';
import { linkProblem } from './page-links';

export { linkProblem };

const parser = unified().use(remarkParse);

/** Every problem in every Markdown body. */
export function checkMarkdownBodies(
  content: Content,
  sources: Map<string, YamlSource>,
  pages: ReadonlySet<string>,
): ContentError[] {
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
    errors.push({
      file,
      line: before.split('\n').length,
      column: offset - before.lastIndexOf('\n'),
      path: '(body)',
      message,
    });
  };
  for (const item of bodyItems(text)) {
    if (item.kind === 'html')
      report(
        item.offset,
        'raw HTML is not allowed in Markdown: the page would leave it out; write it in Markdown instead',
      );
    else {
      const problem = linkProblem(item.url, pages);
      if (problem) report(item.offset, problem);
    }
  }
  return errors;
}

/** Parsed bodies by file text: npm run dev checks every body after each edit, and parsing is the cost. */
const itemsByText = new Map<string, BodyItem[]>();

/** What the renderer found in a file's body while rendering it (offsets in the body), so the check need not parse it again. */
export function rememberBodyItems(text: string, bodyStart: number, items: BodyItem[]) {
  remember(
    text,
    items.map((item) => ({ ...item, offset: item.offset + bodyStart })),
  );
}

function remember(text: string, items: BodyItem[]) {
  if (itemsByText.size >= 10_000) itemsByText.clear();
  itemsByText.set(text, items);
}

function bodyItems(text: string): BodyItem[] {
  const known = itemsByText.get(text);
  if (known) return known;
  const body = splitMatter(text).content;
  const bodyStart = text.length - body.length;
  const items = bodyItemsOf(parseMarkdown(body, (markdown) => parser.parse(markdown) as Root) as MdNode, body).map(
    (item) => ({ ...item, offset: item.offset + bodyStart }),
  );
  remember(text, items);
  return items;
}
