/**
 * cards(design): each page whose head names a card gets its own social card (build/emit/cards.ts), drawn
 * while the pages render, named by what it shows, and made only when no output holds it already.
 */
import { CARD_SIZE, type CardDesign, cardFile, fullCard, makeCards, routeCards } from '../emit/cards';
import { definePlugin } from '../stages/run';
import type { PageRun } from '../stages/run';

export function cards<C>(design: CardDesign<C>) {
  let common: Record<string, string> = {};
  let byPath = new Map<string, string>();
  let made: Promise<Map<string, Uint8Array>> | undefined;
  const commonOf = (run: PageRun) => design.common?.(run.content as C) ?? {};
  return definePlugin({
    name: 'cards',
    shared: (run) => commonOf(run),
    async beforeRender(run) {
      common = commonOf(run);
      // A page whose route is the last run's has the card it had, found without hashing the card's text.
      const known = routeCards(run.routes, common, (route) =>
        run.routesKept(route.kind) ? (run.usable.pages.get(route.path)?.plugins?.cards as string) : undefined,
      );
      byPath = known.byPath;
      const wanted = new Map([...known.byFile].filter(([file]) => run.toMake(file)));
      const drawing = makeCards(wanted, design as CardDesign<never>);
      drawing.made.catch(() => {}); // awaited by files(), unless the layout fails first
      made = drawing.made;
      // Laid out before the pages render, so that sharp rasterises them on its threads meanwhile.
      await drawing.laidOut;
    },
    pageImage(_run, route) {
      if (!route.head.card) return undefined;
      const card = fullCard(route, common);
      return { path: `/${byPath.get(route.path) ?? cardFile(card)}`, ...CARD_SIZE, alt: design.alt(card) };
    },
    page: (_run, route) => byPath.get(route.path),
    files: async () => [...((await made) ?? [])].map(([file, data]) => ({ file, data })),
  });
}
