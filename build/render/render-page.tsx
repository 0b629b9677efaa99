/**
 * Renders one route to a complete HTML document with React (renderToStaticMarkup), noting what the page
 * read (build/render/reads.ts). The site's Provider makes the page context available to its components.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { collectLinks, type PageLinks } from '../check/links';
import type { Route } from '../routes';
import { type DocumentSettings, renderDocument } from './document';
import type { PictureFile } from '../images/picture-file';
import type { ImageSource } from '../images/sources';
import { IslandsOnPageContext } from '../islands/islands-on-page';
import { noteRead, recordReads, replayReads } from './reads';
import type { PageContext, SiteProvider } from './page-context';
import type { SearchEntry } from '../emit/search-index';
import { SHARED, type SharedRun } from './shared';

export type { PageContext, SiteProvider } from './page-context';

export interface SiteAssets {
  css?: string;
  font?: string;
  /** The islands loader's URL; absent when the site has no islands. */
  loader?: string;
  /** Island name -> its entry script URL. */
  islands: Map<string, string>;
}

/** What every page of one build renders with. */
export interface RenderContext<C = unknown> {
  /** The content and page list as templates see them, reads noted (reads.ts). */
  content: C;
  pages: ReadonlySet<string>;
  siteUrl: string;
  year: number;
  settings: DocumentSettings;
  /** What making the settings read: it counts as read by every page. */
  settingsReads: Set<string>;
  assets: SiteAssets;
  Provider: SiteProvider;
  shared: SharedRun;
  searchIndex: readonly SearchEntry[];
  images: ReadonlyMap<string, ImageSource>;
  /** The image a page's head names instead of the site's (its social card, from a plugin). */
  pageImage?: (route: Route) => DocumentSettings['image'] | undefined;
}

export interface RenderedPage {
  html: string;
  reads: Set<string>;
  links: PageLinks;
  /** The image files its pictures show (build/images/picture.tsx). */
  pictures: PictureFile[];
}

export function renderPage(route: Route, ctx: RenderContext): RenderedPage {
  const islands = new Set<string>();
  const pictures = new Map<string, PictureFile>();
  const islandScript = (name: string) => {
    const src = ctx.assets.islands.get(name);
    if (!src)
      throw new Error(`${route.template} renders island '${name}', which the site's islands folder does not have`);
    return src;
  };
  const site: PageContext & { [SHARED]: SharedRun } = {
    content: ctx.content,
    siteUrl: ctx.siteUrl,
    pages: ctx.pages,
    path: route.path,
    year: ctx.year,
    islands,
    islandScript,
    get searchIndex() {
      noteRead('@search');
      return ctx.searchIndex;
    },
    image: (src) => {
      noteRead(`@image:${src}`);
      return ctx.images.get(src);
    },
    picture: (file) => {
      pictures.set(file.file, file);
      return file.file;
    },
    [SHARED]: ctx.shared,
  };
  const { Page, props } = route as Route<object>;
  const { Provider } = ctx;
  const { value: body, reads } = recordReads(() => {
    replayReads(ctx.settingsReads);
    return renderToStaticMarkup(
      <IslandsOnPageContext.Provider value={site}>
        <Provider value={site as unknown as PageContext<never>}>
          <Page {...props} />
        </Provider>
      </IslandsOnPageContext.Provider>,
    );
  });
  const image = ctx.pageImage?.(route);
  // The body renders first so the islands it used are known when the head is written.
  const scripts = islands.size > 0 && ctx.assets.loader ? [ctx.assets.loader] : [];
  const html = renderDocument(
    {
      head: route.head,
      settings: image ? { ...ctx.settings, image } : ctx.settings,
      siteUrl: ctx.siteUrl,
      path: route.path,
      status: route.status,
      assets: { css: ctx.assets.css, font: ctx.assets.font, scripts },
    },
    body,
  );
  return { html, reads, links: collectLinks(html, ctx.siteUrl), pictures: [...pictures.values()] };
}
