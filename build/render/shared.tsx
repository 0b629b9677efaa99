/**
 * Markup many pages share (a header, a footer, a block of cards) rendered once per build and reused.
 * Its reuse is keyed by the component and its props, never by a name a template writes: a part sees
 * the content and the site but not the page it is placed in (reading the page's path throws), so
 * whatever makes two pages' parts differ must be a prop, and a prop is part of the key. What a part
 * read counts as read by every page that shows it, and the islands it renders are that page's too.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { problems } from '../error-catalogue';
import { IslandsOnPageContext } from '../islands/islands-on-page';
import { recordReads, replayReads } from './reads';
import type { PageContext, SiteProvider } from './page-context';

export const SHARED = Symbol('shared parts');

/** The parts of one build and what they need to render. */
export interface SharedRun {
  parts: Map<string, { html: string; reads: Set<string>; islands: Set<string> }>;
  Provider: SiteProvider;
}

export function sharedRun(Provider: SiteProvider): SharedRun {
  return { parts: new Map(), Provider };
}

const ids = new WeakMap<object, number>();
let lastId = 0;
const idOf = (component: object) => {
  let id = ids.get(component);
  if (id === undefined) {
    id = ++lastId;
    ids.set(component, id);
  }
  return id;
};

/** A shared part's markup, to place with dangerouslySetInnerHTML; rendered the first time these props are asked for. */
export function sharedMarkup<C, P extends object>(site: PageContext<C>, Component: ComponentType<P>, props: P): string {
  const run = (site as unknown as { [SHARED]?: SharedRun })[SHARED];
  if (!run) throw new Error('sharedMarkup() outside a page render');
  const key = `${idOf(Component)} ${Component.displayName ?? Component.name} ${JSON.stringify(props)}`;
  let part = run.parts.get(key);
  if (!part) {
    const name = Component.displayName ?? (Component.name || 'a part');
    const forbidden = (what: string) => () => {
      throw new Error(problems.SharedPartReadsPage.message(name, what));
    };
    const context = {
      content: site.content,
      siteUrl: site.siteUrl,
      pages: site.pages,
      year: site.year,
      get path(): string {
        return forbidden('path')();
      },
      // The islands a part renders are the page's too: the page loads them wherever the part is reused.
      islands: new Set<string>(),
      islandScript: site.islandScript,
      get searchIndex() {
        return site.searchIndex;
      },
      image: site.image,
      picture: forbidden('pictures'),
      [SHARED]: run,
    };
    const { Provider } = run;
    const rendered = recordReads(() =>
      renderToStaticMarkup(
        <IslandsOnPageContext.Provider value={context}>
          <Provider value={context as unknown as PageContext<never>}>
            <Component {...props} />
          </Provider>
        </IslandsOnPageContext.Provider>,
      ),
    );
    part = { html: rendered.value, reads: rendered.reads, islands: context.islands };
    run.parts.set(key, part);
  } else replayReads(part.reads);
  for (const island of part.islands) site.islands.add(island);
  return part.html;
}
