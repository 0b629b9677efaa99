/**
 * Markup many pages share is rendered once and reused under a key made of its component and props,
 * never a name a template writes. A part cannot see the page it is placed in: a part that
 * reads the page's path fails the build, so no forgotten input can put one page's markup on another.
 */
import { createContext, useContext } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCollection } from '../../../build/content/collection';
import { trackedContent } from '../../../build/render/reads';
import { type PageContext, type RenderContext, renderPage } from '../../../build/render/render-page';
import { sharedMarkup, sharedRun } from '../../../build/render/shared';
import type { Route } from '../../../build/routes';

const collections = { settings: defineCollection({ file: 'settings.yaml', schema: z.object({ greeting: z.string() }) }) };
const Site = createContext<PageContext<{ settings: { greeting: string } }> | null>(null);
const useSite = () => useContext(Site)!;

function context(): RenderContext {
  return {
    content: trackedContent({ settings: { greeting: 'Hello' } }, collections),
    pages: new Set(['/a/', '/b/']),
    siteUrl: 'https://x.example',
    year: 2026,
    settings: { language: 'en', title: (t) => t, siteName: 'X' },
    settingsReads: new Set(),
    assets: { islands: new Map() },
    Provider: Site.Provider as never,
    searchIndex: [],
    images: new Map(),
    shared: sharedRun(Site.Provider as never),
  };
}

const route = (path: string, Page: () => React.ReactNode): Route => ({ path, kind: 'k', template: 'k.tsx', props: {}, head: { title: path, description: path }, Page, status: 200 });
const body = (html: string) => html.replace(/^.*<body>|<\/body>.*$/g, '');

let renders = 0;
function Banner({ section }: { section: string }) {
  renders++;
  return (
    <p>
      {useSite().content.settings.greeting}, {section}
    </p>
  );
}
function PathReader() {
  return <p>{useSite().path}</p>;
}

describe('shared parts', () => {
  it('are rendered once for the same props and again for others: the props are the key', () => {
    const ctx = context();
    renders = 0;
    const page = (section: string) => () => <div dangerouslySetInnerHTML={{ __html: sharedMarkup(useSite(), Banner, { section }) }} />;
    const a = renderPage(route('/a/', page('shop')), ctx);
    const b = renderPage(route('/b/', page('shop')), ctx);
    const c = renderPage(route('/c/', page('notes')), ctx);
    expect([body(a.html), body(b.html), body(c.html)]).toEqual(['<div><p>Hello, shop</p></div>', '<div><p>Hello, shop</p></div>', '<div><p>Hello, notes</p></div>']);
    expect(renders).toBe(2);
  });

  it('count what they read as read by every page that shows them, reused or not', () => {
    const ctx = context();
    const page = () => <div dangerouslySetInnerHTML={{ __html: sharedMarkup(useSite(), Banner, { section: 'x' }) }} />;
    expect([...renderPage(route('/a/', page), ctx).reads]).toEqual(['settings.greeting']);
    expect([...renderPage(route('/b/', page), ctx).reads]).toEqual(['settings.greeting']);
  });

  it("a forgotten input cannot leak one page's markup into another: a part that reads the page's path fails", () => {
    const ctx = context();
    const page = () => <div dangerouslySetInnerHTML={{ __html: sharedMarkup(useSite(), PathReader, {}) }} />;
    expect(() => renderPage(route('/a/', page), ctx)).toThrow("the shared part PathReader read the page's path; pass what it needs as props, which key its reuse");
  });
});
