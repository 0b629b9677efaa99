/** Renders one route to a complete HTML document. */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../content/collections';
import type { Route } from '../routes';
import type { SiteConfig } from '../site';
import type { IslandAssets } from '../assets/islands';
import { renderDocument } from './document';
import { trackedContent } from './reads';
import { withSharedParts, type PageMarkup } from './shared-markup';

export interface RenderContext {
  content: Content;
  siteUrl: string;
  pages: ReadonlySet<string>;
  year: number;
  css: string;
  font: string;
  islands: IslandAssets;
}

/** What a page's components may read about the site and the page being rendered (the site provides it to them). */
export interface PageContext {
  content: Content;
  /** Absolute origin for canonical URLs and structured data, without a trailing slash. */
  siteUrl: string;
  /** Every page path of the site; menus link only to pages that exist. */
  pages: ReadonlySet<string>;
  /** The path of the page being rendered. */
  path: string;
  year: number;
  /** Islands rendered on this page, so the document loads the loader only where it is needed. */
  islands: Set<string>;
  /** The script URL of an island, by its name in client/islands/. */
  islandScript: (name: string) => string;
}

/** The page as its own markup around the parts it shares with other pages (build/render/shared-markup.ts). */
export function renderPageMarkup(route: Route, ctx: RenderContext, Provider: SiteConfig['Provider']): PageMarkup {
  const islandScript = (name: string) => {
    const asset = ctx.islands.byName.get(name);
    if (!asset)
      throw new Error(`${route.template} renders island '${name}', but client/islands/${name}.tsx does not exist`);
    return asset.src;
  };
  const site: PageContext = {
    content: tracked(ctx.content),
    siteUrl: ctx.siteUrl,
    pages: ctx.pages,
    path: route.path,
    year: ctx.year,
    islands: new Set(),
    islandScript,
  };
  const { Page } = route;
  // The body renders first so the islands it used are known when the head is written.
  return withSharedParts(
    () =>
      renderToStaticMarkup(
        <Provider value={site}>
          <Page {...(route.props as object)} />
        </Provider>,
      ),
    (body) => {
      const scripts = site.islands.size > 0 && ctx.islands.loader ? [ctx.islands.loader] : [];
      return renderDocument(
        {
          head: route.head,
          site: ctx.content.site,
          siteUrl: ctx.siteUrl,
          path: route.path,
          status: route.status,
          assets: { css: ctx.css, font: ctx.font, scripts },
        },
        body,
      );
    },
  );
}

// One tracking proxy per build's content, so parts cached by content (renderedOnce) see one object.
const proxies = new WeakMap<Content, Content>();
function tracked(content: Content): Content {
  let proxy = proxies.get(content);
  if (!proxy) {
    proxy = trackedContent(content);
    proxies.set(content, proxy);
  }
  return proxy;
}
