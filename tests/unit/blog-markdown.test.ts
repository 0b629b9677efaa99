/**
 * Markdown bodies are safe and their links are sound: raw HTML is refused at file:line:column (and the
 * renderer sanitizes it anyway), internal links must name a page of the route table.
 */
import { describe, expect, it } from 'vitest';
import { checkBody, linkProblem } from '../../build/check/markdown-bodies';
import { renderMarkdown } from '../../build/content/markdown';
import { parseYaml } from '../../build/content/source';

const pages = new Set(['/', '/blog/', '/blog/real-post/', '/services/local-seo/']);
const source = (text: string) => ({ ...parseYaml('data/blog/example.md', '').source, text });
const FRONT = '---\ntitle: T\nexcerpt: E\ndate: "2025-01-01"\n---\n';

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
    expect(linkProblem('/blog/no-such-post/', pages)).toBe(
      'links to /blog/no-such-post/, which is not a page of the site',
    );
    expect(linkProblem('/services/local-seo', pages)).toBe(
      'links to /services/local-seo; use the canonical form /services/local-seo/',
    );
    expect(linkProblem('real-post/', pages)).toMatch(/^links to 'real-post\/', a relative address/);
  });
});

describe('checkBody', () => {
  it('points at the address of a broken link, in inline links and in reference definitions', () => {
    const text = `${FRONT}\nSee [our plan](/services/local-seo/) and [the missing one](/blog/gone/).\n\n[ref]: /blog/also-gone/\n`;
    expect(checkBody(source(text), pages).map((e) => `${e.line}:${e.column} ${e.path}: ${e.message}`)).toEqual([
      '7:60 (body): links to /blog/gone/, which is not a page of the site',
      '9:8 (body): links to /blog/also-gone/, which is not a page of the site',
    ]);
  });

  it('refuses raw HTML, block or inline, but lets an editor leave a comment', () => {
    const text = `${FRONT}\n<!-- a note for editors -->\n\nText with <span style="color:red">inline HTML</span>.\n\n<script>alert(1)</script>\n`;
    expect(checkBody(source(text), pages).map((e) => `${e.line}:${e.column}`)).toEqual(['9:11', '9:46', '11:1']);
  });

  it('finds nothing wrong in plain Markdown', () => {
    expect(checkBody(source(`${FRONT}\n## Heading\n\n- **Bold** [link](/blog/real-post/)\n`), pages)).toEqual([]);
  });
});

describe('the Markdown renderer', () => {
  it('also sanitizes, so nothing that slipped past the check can run script', async () => {
    const html = await renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[click](javascript:alert(1))\n\n<a href="/x" onclick="alert(1)">x</a>\n',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });
});
