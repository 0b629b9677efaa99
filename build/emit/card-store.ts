/**
 * Drawn cards kept where a fresh checkout finds them, as Hugo keeps processed images in resources/_gen:
 * a folder of PNGs named by the hash of the SVG each was drawn from. Laying a card out is cheap and
 * rasterising it is not, so a build draws only the cards whose SVG no earlier build drew. Named by what
 * is drawn, a file is right for any checkout, design and text. An index beside them gives the SVG of a
 * card's text under one version of the site's code, so a build of the same code lays out only new cards.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readStored } from '../util/read-stored';
import { writeWhole } from '../util/write-whole';

/** A stored card's file name: the SVG's hash and .png; nothing else in the folder is the store's. */
const STORED = /^[\w-]{32}\.png$/;
const INDEX = 'index.json';

export interface CardStore {
  get(svgHash: string): Uint8Array | undefined;
  put(svgHash: string, png: Uint8Array): void;
  /** The SVG hash a card's text (and the code that drew it) was drawn as, by the last build that kept it. */
  svgOf(textKey: string): string | undefined;
  /**
   * Keeps the cards of `used` (text key -> SVG hash) and removes the others: the folder holds the cards
   * of the site's last build.
   */
  keepOnly(used: ReadonlyMap<string, string>): void;
}

export function diskCardStore(dir: string): CardStore {
  const file = (svgHash: string) => path.join(dir, `${svgHash}.png`);
  let index: Record<string, string> | undefined;
  const readIndex = () => {
    try {
      index ??= JSON.parse(readFileSync(path.join(dir, INDEX), 'utf8')) as Record<string, string>;
    } catch {
      index = {}; // none yet
    }
    return index;
  };
  return {
    get: (svgHash) => readStored(file(svgHash)), // undefined: not drawn yet
    put: (svgHash, png) => writeWhole(file(svgHash), png),
    svgOf: (textKey) => readIndex()[textKey],
    keepOnly(used) {
      const sorted = Object.fromEntries([...used].sort(([a], [b]) => (a < b ? -1 : 1)));
      writeWhole(path.join(dir, INDEX), `${JSON.stringify(sorted, null, 1)}\n`);
      index = sorted;
      const kept = new Set(used.values());
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        return;
      }
      for (const name of names)
        if (STORED.test(name) && !kept.has(name.slice(0, -'.png'.length)))
          rmSync(path.join(dir, name), { force: true });
    },
  };
}
