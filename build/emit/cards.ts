/**
 * Social cards: the 1200 x 630 image a page shows when it is shared (og:image, twitter:image). A page's
 * head names its card's text (Head.card); the site draws it (the cards plugin, a React element in the
 * subset satori lays out), satori turns it into SVG with the text as paths, and sharp rasterises it.
 * A card's file is named by what it shows, so a build makes only the cards whose text changed, and
 * pages that show the same card (a state's cities) share one file.
 */
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import type { Route } from '../routes';
import { contentHash, valueHash } from '../util/hash';
import type { CardStore } from './card-store';

/** What a card says: the page's title and the kind of page, and whatever else the site's design shows. */
export type CardText = { title: string; kind: string } & Record<string, string>;

export type { CardHead } from '../routes';

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** How a site draws its cards (the cards plugin, build/plugins/cards.ts). */
export interface CardDesign<C = never> {
  /** What every card shows besides its page's text (the brand), from the content: part of each card's text. */
  common?(content: C): Record<string, string>;
  /** The card for one page's text: plain elements with inline styles, as satori lays them out. */
  render(card: CardText): ReactNode;
  /** The text alternative of a card, for og:image:alt. */
  alt(card: CardText): string;
  /** Fonts the design names, as .woff, .otf or .ttf files (satori reads no .woff2). */
  fonts: { name: string; file: string; weight: 400 | 500 | 600 | 700 | 800; style?: 'normal' | 'italic' }[];
  /**
   * The design's module (its import.meta.url). With it, a store's index of what each card's text was
   * drawn as holds while the design's sources, fonts and renderer stay the same, in any checkout (so it
   * can be committed); without, only under the same code as the whole site's.
   */
  module?: string;
}

/**
 * A card's file: `cards/card-<hash of its text>.png`. A run of other code (another design) starts from
 * an empty state, so it draws every card again under the same names.
 */
export function cardFile(card: CardText): string {
  return `cards/card-${valueHash(card).slice(0, 16)}.png`;
}

/**
 * Makes the cards `wanted` with `design`. satori lays each out on this thread, and sharp rasterises it on
 * threads of its own while the next is laid out: `laidOut` settles when this thread's part is done,
 * `made` (file -> PNG bytes) when every card is, and `drawn` gives each card file's SVG hash. With a
 * store (build/emit/card-store.ts), a card whose text the same code drew is taken from it without being
 * laid out, and one whose SVG it holds without being rasterised. `one` makes a card ahead of the others
 * (the card of a page npm run dev is asked for while its first build runs).
 */
export function makeCards(
  wanted: Map<string, CardText>,
  design: CardDesign<never>,
  store?: { cards: CardStore; textKey(card: CardText): string },
  /** Called as the cards to draw are drawn: how many of how many (not called when none is). */
  onDrawn?: (done: number, total: number) => void,
): {
  laidOut: Promise<void>;
  made: Promise<Map<string, Uint8Array>>;
  drawn: Map<string, string>;
  one(file: string): Promise<Uint8Array> | undefined;
} {
  const made = new Map<string, Uint8Array>();
  const drawn = new Map<string, string>();
  const toDraw = new Map<string, CardText>();
  for (const [file, card] of wanted) {
    const svgHash = store?.cards.svgOf(store.textKey(card));
    const png = svgHash && store?.cards.get(svgHash);
    if (png) {
      made.set(file, png);
      drawn.set(file, svgHash);
    } else toDraw.set(file, card);
  }
  // Loaded only when a card is to be made: a build that finds every card made needs neither.
  let loaded: Promise<Tools> | undefined;
  const tools = () => {
    loaded ??= loadTools(design);
    return loaded;
  };
  let drawnCount = 0;
  if (toDraw.size) onDrawn?.(0, toDraw.size);
  /** Each card being made, by its file: once laid out, and once rasterised. */
  const making = new Map<string, { laid: Promise<void>; png: Promise<Uint8Array> }>();
  const draw = (file: string, card: CardText) => {
    let entry = making.get(file);
    if (!entry) {
      const svg = (async () => {
        const { layOut } = await tools();
        const missing: string[] = [];
        let svg = await layOut(card, missing);
        // A box for each character no font has is worse than none: the card leaves them out (the page keeps them).
        if (missing.length) svg = await layOut(withoutCharacters(card, missing.join('')));
        svg = withoutBoxMasks(svg);
        drawn.set(file, contentHash(svg));
        return svg;
      })();
      const png = svg.then(async (svg) => {
        const svgHash = drawn.get(file)!;
        let bytes = store?.cards.get(svgHash);
        if (!bytes) {
          bytes = await (await tools()).sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
          store?.cards.put(svgHash, bytes);
        }
        made.set(file, bytes);
        onDrawn?.(++drawnCount, toDraw.size);
        return bytes;
      });
      png.catch(() => {}); // awaited in `made`
      entry = { laid: svg.then(() => {}), png };
      making.set(file, entry);
    }
    return entry;
  };
  // One card laid out at a time, sharp rasterising the last on its threads meanwhile.
  const laidOut = (async () => {
    for (const [file, card] of toDraw) if (!making.has(file)) await draw(file, card).laid;
  })();
  return {
    laidOut,
    made: laidOut.then(() => Promise.all([...making.values()].map(({ png }) => png))).then(() => made),
    drawn,
    one(file) {
      if (made.has(file)) return Promise.resolve(made.get(file)!);
      const card = toDraw.get(file);
      return card && draw(file, card).png;
    },
  };
}

interface Tools {
  layOut(card: CardText, missing?: string[]): Promise<string>;
  sharp: typeof import('sharp');
}

async function loadTools(design: CardDesign<never>): Promise<Tools> {
  const [{ default: satori }, { default: sharp }] = await Promise.all([import('satori'), import('sharp')]);
  // Each card is rasterised once: nothing for libvips to cache.
  sharp.cache(false);
  const fonts = design.fonts.map((font) => ({ ...font, data: readFileSync(font.file) }));
  return {
    sharp,
    /** The card laid out; with what no font of the design has (an emoji, an arrow), noted in `missing`. */
    layOut: (card, missing = []) =>
      satori(design.render(card) as never, {
        ...CARD_SIZE,
        fonts,
        loadAdditionalAsset: async (code: string, segment: string) => {
          missing.push(segment);
          return code === 'emoji' ? '' : [];
        },
      }),
  };
}

/** The card's text less the characters of `gone` (and the spaces they leave doubled). */
export function withoutCharacters(card: CardText, gone: string): CardText {
  const out = new Set([...gone].filter((c) => !/\s/.test(c)));
  const strip = (text: string) =>
    [...text]
      .filter((c) => !out.has(c))
      .join('')
      .replace(/ {2,}/g, ' ')
      .trim();
  return Object.fromEntries(Object.entries(card).map(([key, text]) => [key, strip(text)])) as CardText;
}

/** A page's card text whole: what every card shows, then what its head says, titled as the page is unless it says. */
export const fullCard = (route: Route, common: Record<string, string>): CardText =>
  ({ ...common, ...route.head.card, title: route.head.card?.title ?? route.head.title }) as CardText;

/**
 * The card of every route whose head names one: its file by the route's path, and each card by its file.
 * `known` gives a route's card file when it is known without hashing the card's text (the last run's).
 */
export function routeCards(
  routes: readonly Route[],
  common: Record<string, string>,
  known: (route: Route) => string | undefined = () => undefined,
): { byPath: Map<string, string>; byFile: Map<string, CardText> } {
  const byPath = new Map<string, string>();
  const byFile = new Map<string, CardText>();
  for (const route of routes) {
    if (!route.head.card || route.status !== 200) continue;
    const card = fullCard(route, common);
    const file = known(route) ?? cardFile(card);
    byPath.set(route.path, file);
    if (!byFile.has(file)) byFile.set(file, card);
  }
  return { byPath, byFile };
}

/**
 * satori masks every image with a rectangle of its own box, which librsvg draws on a surface the size of
 * the card: much of the time of rasterising a card with a logo. An image fitted inside its box ('meet')
 * needs no such mask; its clip path stays.
 */
export function withoutBoxMasks(svg: string): string {
  const boxes = new Map<string, string>();
  for (const [, id, box] of svg.matchAll(
    /<mask id="([^"]+)"><rect (x="[^"]+" y="[^"]+" width="[^"]+" height="[^"]+") fill="#fff"\/><\/mask>/g,
  ))
    boxes.set(id!, box!);
  return svg.replace(
    /<image (x="[^"]+" y="[^"]+" width="[^"]+" height="[^"]+")([^>]*?) mask="url\(#([^)]+)\)"/g,
    (whole, box: string, rest: string, id: string) =>
      boxes.get(id) === box && /preserveAspectRatio="[^"]*meet"/.test(rest) ? `<image ${box}${rest}` : whole,
  );
}
