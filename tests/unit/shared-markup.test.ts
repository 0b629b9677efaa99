/** Pages keep the parts they share by reference (build/render/shared-markup.ts): the same HTML, links and bytes as a page written out whole. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { collectLinks, collectMarkupLinks } from '../../build/check/links';
import { createWriter } from '../../build/emit/writer';
import {
  markupChunks,
  markupText,
  placeShared,
  renderingPart,
  SharedMarkup,
  withSharedParts,
} from '../../build/render/shared-markup';
import { contentHash } from '../../build/util/hash';

const SITE = 'https://www.example.com';
// A component places its part as it renders, as the header and footer do (templates/layout/rendered-once.tsx).
const Shared = ({ part }: { part: SharedMarkup }) =>
  createElement('div', { dangerouslySetInnerHTML: { __html: placeShared(part) } });
let keys = 0;
const shared = (part: SharedMarkup) => createElement(Shared, { part, key: keys++ });
const page = (children: ReactNode) => () => renderToStaticMarkup(createElement('main', null, children));
const documentAround = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="canonical" href="${SITE}/a/"/></head><body>${body}</body></html>`;

const header = new SharedMarkup('<nav id="menu"><a href="/services/">Services</a><a href="/about/">About</a></nav>');
const footer = new SharedMarkup(`<a href="/privacy/">Privacy</a><a href="${SITE}/about/">About</a><p id="legal">©</p>`);

it('writes the same page as a render with every part in place, and finds the same links in the same order', () => {
  const render = page([
    shared(header),
    createElement('a', { key: 'b', href: '/blog/', id: 'menu' }, 'Blog'),
    shared(footer),
    shared(header),
  ]);
  const markup = withSharedParts(render, documentAround);
  expect(markup.parts).toEqual([header, footer, header]);
  // Outside a page's render a part is its markup, as it was before parts were kept by reference.
  const whole = documentAround(render());
  expect(whole).toContain(header.html);
  expect(markupText(markup)).toBe(whole);
  expect(collectMarkupLinks(markup, SITE)).toEqual(collectLinks(whole, SITE));
  expect(contentHash(markupChunks(markup))).toBe(contentHash(whole));
});

it('keeps the links of any arrangement of pieces and parts as a scan of the whole page finds them', () => {
  const anchor = fc.record({
    href: fc.constantFrom('/a/', '/b/#x', `${SITE}/c/`, 'https://elsewhere.example/', '#top'),
    id: fc.constantFrom('', 'top', 'x', 'faq'),
  });
  const markupOf = ({ href, id }: { href: string; id: string }) =>
    `<a href="${href}"${id ? ` id="${id}"` : ''}>link</a>`;
  const piece = fc.array(anchor, { maxLength: 4 }).map((anchors) => `<div>${anchors.map(markupOf).join('')}</div>`);
  const parts = [header, footer, new SharedMarkup(''), new SharedMarkup(markupOf({ href: '/a/', id: 'top' }))];
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: parts.length - 1 }), piece), { maxLength: 6 }),
      piece,
      (placedParts, first) => {
        const markup = {
          pieces: [first, ...placedParts.map(([, p]) => p)],
          parts: placedParts.map(([i]) => parts[i]!),
        };
        const links = collectMarkupLinks(markup, SITE);
        const whole = collectLinks(markupText(markup), SITE);
        expect(links.refs).toEqual(whole.refs);
        expect([...links.ids]).toEqual([...whole.ids]);
      },
    ),
  );
});

it('writes a part inside a part out in its markup, and leaves alone text that only looks like a marker', () => {
  const inner = new SharedMarkup('<b>inner</b>');
  const outer = new SharedMarkup(renderingPart(() => renderToStaticMarkup(createElement('i', null, shared(inner)))));
  expect(outer.html).toBe('<i><div><b>inner</b></div></i>');
  const lookalike = '<!--shared-markup 00000000-0000-0000-0000-000000000000 0-->';
  const markup = withSharedParts(
    page([shared(outer), createElement('div', { key: 'x', dangerouslySetInnerHTML: { __html: lookalike } })]),
    (body) => body,
  );
  expect(markup.parts).toEqual([outer]);
  expect(markupText(markup)).toBe(`<main><div>${outer.html}</div><div>${lookalike}</div></main>`);
});

// A component that gives its part to React as text, which React escapes.
const AsText = ({ part }: { part: SharedMarkup }) => createElement('p', null, placeShared(part));

it('refuses a part given as text, which would show as an escaped marker', () => {
  expect(() => withSharedParts(page(createElement(AsText, { part: header })), (body) => body)).toThrow(
    'a part rendered once (renderedOnce) is written as text; give it as markup, with dangerouslySetInnerHTML',
  );
  // Outside a page's render it is the markup itself, which React escapes like any text.
  expect(renderToStaticMarkup(createElement(AsText, { part: header }))).toContain('&lt;nav id=&quot;menu&quot;&gt;');
});

it('writes a file from its chunks, text and bytes, UTF-8 encoded', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitalis-chunks-'));
  try {
    const writer = createWriter(dir);
    const chunks = ['<p>Café ', new SharedMarkup('<b>日本 ✓</b>').bytes, ' — done</p>'];
    await writer.write('a/index.html', chunks);
    await writer.flush();
    expect(readFileSync(path.join(dir, 'a/index.html'), 'utf8')).toBe('<p>Café <b>日本 ✓</b> — done</p>');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
