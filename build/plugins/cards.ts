/**
 * cards(design, { store }): each page whose head names a card gets its own social card
 * (build/emit/cards.ts), drawn while the pages render, named by what it shows, and made only when no
 * output holds it already. With a store (build/emit/card-store.ts), a card drawn once, by any build in
 * any checkout that shares the folder, is not drawn again.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { diskCardStore } from '../emit/card-store';
import { codeVersion, sourcesHash } from '../code-version';
import { CARD_SIZE, type CardDesign, type CardText, cardFile, fullCard, makeCards, routeCards } from '../emit/cards';
import { contentHash, valueHash } from '../util/hash';
import { packageVersion } from '../util/package-version';
import { definePlugin, keepFor, keptBy, type PageRun } from '../stages/run';

const NAME = 'cards';

export interface CardOptions {
  /** The folder drawn cards are kept in; commit it, and a fresh checkout draws only new cards. */
  store?: string;
}

/** What a run knows of its cards: each page's card file, and the PNGs being made. */
interface RunCards {
  common: Record<string, string>;
  byPath: Map<string, string>;
  /** Makes one card ahead of the others, if this run makes it. */
  one(file: string): Promise<Uint8Array> | undefined;
  made: Promise<Map<string, Uint8Array>>;
  /** Each card file's SVG hash, for every card of the site when all are known. */
  drawn: Promise<Map<string, string>>;
  /** How many card files the site's pages name. */
  count: number;
  /** Every card's SVG hash by its text key, for the store's index. */
  byText: Map<string, string>;
}

export function cards<C>(design: CardDesign<C>, options: CardOptions = {}) {
  const store = options.store ? diskCardStore(options.store) : undefined;
  // Keyed by the run's state: a site object may be built twice at once (tests), each run its own cards.
  const runs = new WeakMap<object, RunCards>();
  const of = (run: PageRun) => runs.get(run.state)!;
  const commonOf = (run: PageRun) => design.common?.(run.content as C) ?? {};
  // Once per loaded design: an edit to its code loads the site, and so this plugin, again.
  let version: Promise<string> | undefined;
  const versionOf = () => {
    version ??= designVersion(design);
    return version;
  };
  return definePlugin({
    name: NAME,
    shared: (run) => commonOf(run),
    async beforeRender(run) {
      const common = commonOf(run);
      // A page whose route is the last run's has the card it had, found without hashing the card's text.
      const known = routeCards(run.routes, common, (route) =>
        run.routesKept(route.kind) ? (run.usable.pages.get(route.path)?.plugins?.[NAME] as string) : undefined,
      );
      const wanted = new Map([...known.byFile].filter(([file]) => run.toMake(file)));
      // A card's text stands for its picture under one version of its design, or else of the site's code.
      const code =
        store && (design.module ? await versionOf() : run.options.code.shared || (await codeVersion(run.site)).shared);
      const textKey = (card: CardText) => valueHash([code, card]);
      const drawing = makeCards(
        wanted,
        design as CardDesign<never>,
        store && { cards: store, textKey },
        run.options.onProgress && ((done, total) => run.options.onProgress?.('cards', done, total)),
      );
      drawing.made.catch(() => {}); // awaited by files(), unless the layout fails first
      const last = keptBy<Map<string, string>>(run, NAME) ?? new Map();
      // Every card of the site by its text key, with its SVG hash, once all are known.
      const drawn = drawing.made.then(() => {
        const all = new Map<string, string>();
        for (const [file, card] of known.byFile) {
          const svgHash = drawing.drawn.get(file) ?? last.get(file);
          if (svgHash) all.set(file, svgHash);
          if (svgHash) byText.set(textKey(card), svgHash);
        }
        return all;
      });
      const byText = new Map<string, string>();
      runs.set(run.state, {
        common,
        byPath: known.byPath,
        one: drawing.one,
        made: drawing.made,
        drawn,
        byText,
        count: known.byFile.size,
      });
      // Laid out before the pages render, so that sharp rasterises them on its threads meanwhile; except
      // while npm run dev answers on demand: the page asked for renders at once, its card made ahead.
      if (!run.options.onRenderReady) await drawing.laidOut;
      else drawing.laidOut.catch(() => {}); // its failure is made's, which files() awaits
    },
    asset: (run, file) => of(run).one(file),
    pageImage(run, route) {
      if (!route.head.card) return undefined;
      const { common, byPath } = of(run);
      const card = fullCard(route, common);
      return { path: `/${byPath.get(route.path) ?? cardFile(card)}`, ...CARD_SIZE, alt: design.alt(card) };
    },
    page: (run, route) => of(run).byPath.get(route.path),
    async files(run) {
      const { made, drawn, count, byText } = of(run);
      const files = [...(await made)].map(([file, data]) => ({ file, data }));
      const hashes = await drawn;
      keepFor(run, NAME, hashes);
      // The store keeps the cards of this build, once every card's SVG is known (a card kept from an
      // output no state describes is not).
      if (store && hashes.size === count) store.keepOnly(byText);
      return files;
    },
  });
}

/** What a card's picture follows besides its text: the design's sources and fonts, the code that draws it, satori and React. */
async function designVersion(design: CardDesign<never>): Promise<string> {
  const drawing = fileURLToPath(new URL('../emit/cards.ts', import.meta.url));
  return valueHash([
    await sourcesHash([fileURLToPath(design.module!), drawing]),
    design.fonts.map((font) => [font.name, font.weight, font.style, contentHash(readFileSync(font.file))]),
    ['satori', 'react'].map(packageVersion),
  ]);
}
