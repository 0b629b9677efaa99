/** Renders one route to a complete HTML document. */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../content/collections';
import type { Route } from '../routes';
import { SiteContext, type SiteContextValue } from '../../templates/site-context';
import type { IslandAssets } from '../assets/islands';
import { Document } from './document';

export interface RenderContext {
  content: Content;
  siteUrl: string;
  pages: ReadonlySet<string>;
  year: number;
  css: string;
  font: string;
  islands: IslandAssets;
}

export function renderPage(route: Route, ctx: RenderContext): string {
  const site: SiteContextValue = { content: ctx.content, siteUrl: ctx.siteUrl, pages: ctx.pages, path: route.path, year: ctx.year, islands: new Set() };
  const { Page } = route;
  // The body renders first so the islands it used are known when the head is written.
  const body = renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <Page {...(route.props as object)} />
    </SiteContext.Provider>,
  );
  const islands = [...site.islands].sort().map((name) => {
    const asset = ctx.islands.byName.get(name);
    if (!asset) throw new Error(`${route.template} renders island '${name}', but client/islands/${name}.tsx does not exist`);
    return asset;
  });
  const html = renderToStaticMarkup(
    <Document
      head={route.head}
      site={ctx.content.site}
      siteUrl={ctx.siteUrl}
      path={route.path}
      status={route.status}
      assets={{ css: ctx.css, font: ctx.font, scripts: islands.map((i) => i.src), preload: [...new Set(islands.flatMap((i) => i.imports))] }}
    >
      <BodyPlaceholder />
    </Document>,
  );
  return `<!DOCTYPE html>${html.replace(PLACEHOLDER, body)}`;
}

const PLACEHOLDER = '<template data-body=""></template>';
function BodyPlaceholder() {
  return <template data-body="" />;
}
