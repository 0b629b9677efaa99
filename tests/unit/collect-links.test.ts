/** What the link check reads of each rendered page (build/check/links.ts collectLinks), in one pass. */
import { expect, it } from 'vitest';
import { collectLinks } from '../../build/check/links';

it('finds the references to the site and the element ids, decoded, and nothing else', () => {
  const page = [
    '<html><head><meta property="og:url" content="https://www.example.com/services/"/><meta name="description" content="/not-a-link because it is text"/>',
    '<link rel="stylesheet" href="/assets/site.css"/></head><body id="top">',
    '<a href="/services/local-seo/#prices">SEO</a><a href="https://elsewhere.example/">out</a><a href="//cdn.example/x.js">cdn</a>',
    '<a href="#faq">FAQ</a><section id="faq"><h2 id="a&amp;b">Q&amp;A</h2></section><span data-id="not-an-id"></span><p id="">empty</p>',
    '<form action="/api/contact"></form><img src="/og.png" alt=""/><a href="/?q=a&amp;b=c">search</a></body></html>',
  ].join('');
  const { refs, ids } = collectLinks(page, 'https://www.example.com');
  expect(refs).toEqual(['/services/', '/assets/site.css', '/services/local-seo/#prices', '#faq', '/api/contact', '/og.png', '/?q=a&b=c']);
  expect([...ids]).toEqual(['top', 'faq', 'a&b']);
});
