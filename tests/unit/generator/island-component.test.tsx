/**
 * The generator's <Island> and <ScriptIsland>: a site's page or shared part places an island with
 * them, holding no copy of its own, and the page they are on loads the loader and their script.
 */
import { createContext, useContext, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Island, ScriptIsland } from '../../../build';
import { defineCollection } from '../../../build/content/collection';
import { trackedContent } from '../../../build/render/reads';
import { type PageContext, type RenderContext, renderPage } from '../../../build/render/render-page';
import { sharedMarkup, sharedRun } from '../../../build/render/shared';
import type { Route } from '../../../build/routes';

const collections = { settings: defineCollection({ file: 'settings.yaml', schema: z.object({ title: z.string() }) }) };
// The site's own context, as a site declares it; the islands do not read it.
const Site = createContext<PageContext | null>(null);
const useSite = () => useContext(Site)!;

function context(): RenderContext {
  return {
    content: trackedContent({ settings: { title: 'Shop' } }, collections),
    pages: new Set(['/a/', '/b/']),
    siteUrl: 'https://x.example',
    year: 2026,
    settings: { language: 'en', title: (t) => t, siteName: 'X' },
    settingsReads: new Set(),
    assets: {
      loader: '/assets/islands-loader-L.js',
      islands: new Map([
        ['counter', '/assets/counter-C.js'],
        ['finder', '/assets/finder-F.js'],
      ]),
    },
    Provider: Site.Provider as never,
    searchIndex: [],
    images: new Map(),
    shared: sharedRun(Site.Provider as never),
  };
}

const route = (path: string, Page: () => React.ReactNode): Route => ({
  path,
  kind: 'k',
  template: 'k.tsx',
  props: {},
  head: { title: path, description: path },
  Page,
  status: 200,
});
const body = (html: string) => html.replace(/^.*<body>|<\/body>.*$/g, '');
const LOADER = '<script type="module" src="/assets/islands-loader-L.js" async=""></script>';

function Counter({ start }: { start: number }) {
  const [count] = useState(start);
  return <button type="button">Count {count}</button>;
}

describe("the generator's islands", () => {
  it("a page places a hydrated island with the generator's Island: marker, props, script, and the loader in the head", () => {
    const page = renderPage(
      route('/a/', () => <Island name="counter" component={Counter} props={{ start: 2 }} />),
      context(),
    );
    expect(body(page.html)).toBe(
      '<div data-island="counter" data-src="/assets/counter-C.js" data-props="{&quot;start&quot;:2}"><button type="button">Count <!-- -->2</button></div>',
    );
    expect(page.html).toContain(LOADER);
  });

  it('a ScriptIsland keeps its markup, says when to load and passes its data attributes', () => {
    const page = renderPage(
      route('/a/', () => (
        <ScriptIsland name="finder" load="interaction" data={{ index: '/index.json' }} className="wide">
          <a href="/all/">All</a>
        </ScriptIsland>
      )),
      context(),
    );
    expect(body(page.html)).toBe(
      '<div data-island="finder" data-src="/assets/finder-F.js" data-load="interaction" class="wide" data-index="/index.json"><a href="/all/">All</a></div>',
    );
    expect(page.html).toContain(LOADER);
  });

  it('an island inside a shared part makes every page that shows the part load the loader, the part reused or not', () => {
    const ctx = context();
    const Header = () => (
      <header>
        <Island name="counter" component={Counter} props={{ start: 0 }} />
      </header>
    );
    const page = () => <div dangerouslySetInnerHTML={{ __html: sharedMarkup(useSite(), Header, {}) }} />;
    const a = renderPage(route('/a/', page), ctx);
    const b = renderPage(route('/b/', page), ctx);
    expect(body(a.html)).toContain('data-island="counter"');
    expect([a.html.includes(LOADER), b.html.includes(LOADER)]).toEqual([true, true]);
  });

  it('a page without an island loads no script', () => {
    expect(renderPage(route('/a/', () => <p>Plain</p>), context()).html).not.toContain('<script');
  });

  it("an island the site's islands folder does not have fails the page, naming the island and the template", () => {
    expect(() =>
      renderPage(
        route('/a/', () => <Island name="missing" component={Counter} props={{ start: 0 }} />),
        context(),
      ),
    ).toThrow("k.tsx renders island 'missing', which the site's islands folder does not have");
  });
});
