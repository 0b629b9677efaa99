/**
 * collectLinks (build/check/links.ts) reads the references and element ids of each page in one pass from
 * one `="` to the next. It must find exactly what the two regular expressions it replaced found, on
 * every page of the built site and on the edge cases written below.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { collectLinks } from '../../build/check/links';
import { htmlFiles } from './helpers/dist';

const SITE_URL = 'https://www.vitalis.example';

/** The regular-expression reading it replaced. */
function byRegex(page: string, siteUrl = '') {
  const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const refs = new Set<string>();
  for (const match of page.matchAll(/\s(href|src|action|content)="([^"]*)"/g)) {
    let ref = decode(match[2]!);
    if (siteUrl && ref.startsWith(`${siteUrl}/`)) ref = ref.slice(siteUrl.length);
    else if (match[1] === 'content') continue;
    if (!ref.startsWith('/') && !ref.startsWith('#')) continue;
    if (!ref.startsWith('//')) refs.add(ref);
  }
  return { refs: [...refs], ids: new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!))) };
}

it('reads the same references and ids as the regular expressions on every page of the site', () => {
  const distDir = inject('distDir');
  const files = htmlFiles(distDir);
  expect(files.length).toBeGreaterThan(1000);
  let refs = 0;
  for (const file of files) {
    const page = readFileSync(path.join(distDir, file), 'utf8');
    const expected = byRegex(page, SITE_URL);
    expect(collectLinks(page, SITE_URL), file).toEqual(expected);
    refs += expected.refs.length;
  }
  expect(refs).toBeGreaterThan(files.length * 10);
});

it.each([
  ['a data-id is no id, an empty id is none', '<div data-id="x" id="" class="a"><p\tid="tab"></p></div>'],
  ['only our URLs in <meta content>', `<meta content="${SITE_URL}/about/"><meta content="width=device-width"><meta content="/not-a-link">`],
  ['entities, fragments, queries and other origins', '<a href="/a?x=1&amp;y=2#top">a</a><a href="#top">b</a><a href="//cdn.example/x.js">c</a><a href="https://other.example/">d</a><img src="/img.png">'],
  ['an attribute name that ends like one of them', '<a xhref="/no" data-src="/no" reaction="/no" href="/yes">x</a><form action="/send"></form>'],
  ['text that looks like an attribute', '<p>write href=&quot;/no&quot; and id=&quot;no&quot;</p><p>a = "b"</p><a\nhref="/newline">x</a>'],
  ['a value never closed', '<a href="/closed">x</a><a href="/open'],
])('reads %s as the regular expressions did', (_, page) => {
  expect(collectLinks(page, SITE_URL)).toEqual(byRegex(page, SITE_URL));
});
