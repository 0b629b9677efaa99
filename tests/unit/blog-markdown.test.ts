/**
 * Markdown bodies are safe and their links are sound: raw HTML is refused at file:line:column (and the
 * renderer sanitizes it anyway), internal links must name a page of the route table.
 */
import { describe, expect, it } from 'vitest';
import { checkBody, linkProblem } from '../../build/check/data-links';
import type { DataFile } from '../../build/content/load';
import { renderMarkdownBody } from '../../build/content/markdown';
import { parseFile } from '../../build/content/parse';
import { postSchema } from '../../templates/content/schemas/post';

const pages = new Set(['/', '/blog/', '/blog/real-post/', '/services/local-seo/']);
const FRONT = '---\ntitle: T\nexcerpt: E\ndate: "2025-01-01"\nkeyTakeaways: [K]\nimplementation: [I]\n---\n';
/** The body check of a post with this text, as the build runs it. */
function check(text: string) {
  const file = 'data/blog/example.md';
  const parsed = parseFile(text, file, 'md', postSchema);
  const data: DataFile = {
    file,
    rel: 'blog/example.md',
    text,
    format: 'md',
    collection: 'posts',
    name: 'example',
    parsed,
  };
  return checkBody(data, renderMarkdownBody(parsed.body!).items, pages);
}
const message = (p: ReturnType<typeof linkProblem>) => p?.kind.message(...p.args);

describe('linkProblem', () => {
  it('accepts pages of the site, with or without a fragment or query', () => {
    for (const url of ['/blog/real-post/', '/services/local-seo/#pricing', '/blog/?page=2', '/'])
      expect(linkProblem(url, pages), url).toBeUndefined();
  });

  it('leaves external links, fragments, mail, phone and files to the link checker', () => {
    for (const url of [
      'https://www.google.com/',
      '//cdn.example/x.js',
      '#faq',
      'mailto:hello@vitalis.example',
      'tel:+17035550142',
      '/og-default.png',
      '/blog/feed.xml',
    ]) {
      expect(linkProblem(url, pages), url).toBeUndefined();
    }
  });

  it('names a missing page, a non-canonical form and a relative address', () => {
    expect(message(linkProblem('/blog/no-such-post/', pages))).toBe(
      'links to /blog/no-such-post/, which is not a page of the site',
    );
    expect(message(linkProblem('/services/local-seo', pages))).toBe(
      'links to /services/local-seo; use the canonical form /services/local-seo/',
    );
    expect(message(linkProblem('real-post/', pages))).toMatch(/^links to 'real-post\/', a relative address/);
    expect(linkProblem('/blog/no-such-post/', pages)?.kind.name).toBe('LinkToMissingPage');
  });
});

describe('checkBody', () => {
  it('points at the address of a broken link, in inline links and in reference definitions', () => {
    const text = `${FRONT}\nSee [our plan](/services/local-seo/) and [the missing one](/blog/gone/).\n\n[ref]: /blog/also-gone/\n`;
    expect(check(text).map((e) => `${e.line}:${e.column} ${e.path}: ${e.message}`)).toEqual([
      '9:60 (body): links to /blog/gone/, which is not a page of the site',
      '11:8 (body): links to /blog/also-gone/, which is not a page of the site',
    ]);
  });

  it('refuses raw HTML, block or inline, but lets an editor leave a comment', () => {
    const text = `${FRONT}\n<!-- a note for editors -->\n\nText with <span style="color:red">inline HTML</span>.\n\n<script>alert(1)</script>\n`;
    expect(check(text).map((e) => `${e.name} ${e.line}:${e.column}`)).toEqual([
      'RawHtml 11:11',
      'RawHtml 11:46',
      'RawHtml 13:1',
    ]);
  });

  it('finds nothing wrong in plain Markdown', () => {
    expect(check(`${FRONT}\n## Heading\n\n- **Bold** [link](/blog/real-post/)\n`)).toEqual([]);
  });
});

describe('the Markdown renderer', () => {
  it('also sanitizes, so nothing that slipped past the check can run script', async () => {
    const { html } = renderMarkdownBody(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[click](javascript:alert(1))\n\n<a href="/x" onclick="alert(1)">x</a>\n',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });
});
