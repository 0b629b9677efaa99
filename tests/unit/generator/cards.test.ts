/**
 * Social cards on the mini site, whose products name a card: one PNG of 1200 x 630 per
 * card, og:image and its size and text on the page, made again only when what the card says changed,
 * and the same bytes with and without the last build's state.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { type CardDesign, cards as cardsPlugin } from '../../../build';
import { makeCards } from '../../../build/emit/cards';
import { memoryWriter } from '../../../build/output/writer';
import { emptyState, runBuild } from '../../../build/pipeline';
import { cards } from '../../fixtures/sites/mini/card';
import type { Content } from '../../fixtures/sites/mini/content';
import { buildMini as buildPlain, miniCode, miniData, site } from './mini';
import { miniCopy } from './mini-copy';

/** The mini site with its social cards drawn (the other tests build it without). */
const withCards = { ...site, plugins: [...site.plugins!, cardsPlugin(cards)] };
const buildMini = (changes?: Parameters<typeof buildPlain>[0], options: Parameters<typeof buildPlain>[1] = {}) =>
  buildPlain(changes, { ...options, site: withCards });

const cardsOf = (files: Map<string, Uint8Array>) => [...files.keys()].filter((f) => f.startsWith('cards/')).sort();
const anvil = (name: string, price = 120) => ({
  'products/anvil.yaml': `name: ${name}\nprice: ${price}\nnote: Heavy. Call {phone} before you order two.\nrelated:\n  - /products/bucket/\n`,
});

describe('social cards', () => {
  it("makes a 1200 x 630 card for each page that names one, and the page's head points at it", async () => {
    const { out } = await buildMini();
    const cards = cardsOf(out.files);
    expect(cards).toHaveLength(3);
    const html = out.text('products/anvil/index.html')!;
    const card = /<meta property="og:image" content="https:\/\/mini\.example\/(cards\/card-[\w-]+\.png)"\/>/.exec(
      html,
    )?.[1];
    expect(cards).toContain(card);
    expect(html).toContain(
      '<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>',
    );
    expect(html).toContain('<meta property="og:image:alt" content="Anvil, at Mini Shop"/>');
    expect(html).toContain(`<meta name="twitter:image" content="https://mini.example/${card}"/>`);
    const meta = await sharp(out.files.get(card!)!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    // A page that names no card shares the site's image, here none.
    expect(out.text('notes/hello/index.html')).not.toContain('og:image');
  });

  it("makes one card again when one page's title changes, and none when only the page changes", async () => {
    const before = await buildMini();
    const price = await buildMini({ write: anvil('Anvil', 125) }, { out: before.out, state: before.result.state });
    expect(price.result.written.filter((f) => f.startsWith('cards/'))).toEqual([]);

    const renamed = await buildMini({ write: anvil('Big anvil') }, { out: before.out, state: before.result.state });
    const made = renamed.result.written.filter((f) => f.startsWith('cards/'));
    expect(made).toHaveLength(1);
    expect(renamed.out.text('products/anvil/index.html')).toContain(made[0]);
    // The old card is gone from the output: no page shows it.
    expect(cardsOf(renamed.out.files)).toHaveLength(3);

    const fresh = await buildMini({ write: anvil('Big anvil') });
    for (const file of cardsOf(fresh.out.files))
      expect(Buffer.from(renamed.out.files.get(file)!).equals(Buffer.from(fresh.out.files.get(file)!)), file).toBe(
        true,
      );
  });

  it('takes a card drawn by an earlier build in another checkout from the store, and keeps only those in use', async () => {
    const store = mkdtempSync(path.join(os.tmpdir(), 'vitalis-cards-'));
    try {
      const stored = { ...site, plugins: [...site.plugins!, cardsPlugin(cards, { store })] };
      const first = await buildPlain({}, { site: stored });
      const pngs = () => readdirSync(store).filter((name) => name.endsWith('.png'));
      const kept = pngs().sort();
      expect(kept).toHaveLength(3);
      // A file of the store stands for its card whatever it holds: a fresh build (no output, no state) takes it.
      const anvilCard = /content="https:\/\/mini\.example\/(cards\/[\w-]+\.png)"/.exec(
        first.out.text('products/anvil/index.html')!,
      )![1]!;
      const storedAnvil = kept.find((name) =>
        Buffer.from(first.out.files.get(anvilCard)!).equals(readFileSync(path.join(store, name))),
      )!;
      writeFileSync(path.join(store, storedAnvil), 'taken from the store');
      const fresh = await buildPlain({}, { site: stored });
      expect(fresh.out.text(anvilCard)).toBe('taken from the store');
      // A new title draws one card; the store then holds the three cards the site shows.
      await buildPlain({ write: anvil('Big anvil') }, { site: stored });
      expect(pngs()).toHaveLength(3);
      expect(pngs()).not.toContain(storedAnvil);
    } finally {
      rmSync(store, { recursive: true, force: true });
    }
  });

  it("lays out no card another checkout's build laid out while the design's sources stay the same, and every card after they change", async () => {
    const store = mkdtempSync(path.join(os.tmpdir(), 'vitalis-cards-'));
    const copy = miniCopy('card-design');
    try {
      let laidOut = 0;
      const counted = (design: CardDesign<Content>): CardDesign<Content> => ({
        ...design,
        render: (card) => {
          laidOut += 1;
          return design.render(card);
        },
      });
      const buildWith = (design: CardDesign<Content>, code = miniCode) =>
        buildPlain(
          {},
          { site: { ...site, plugins: [...site.plugins!, cardsPlugin(counted(design), { store })] }, code },
        );
      const designIn = async (dir: string, version: string) =>
        (
          (await import(`${pathToFileURL(path.join(dir, 'card.tsx')).href}?v=${version}`)) as {
            cards: CardDesign<Content>;
          }
        ).cards;

      const here = await buildWith(cards);
      expect(laidOut).toBe(3);
      // The same design in another folder, as a fresh clone has it, whose site's code differs (its paths,
      // an edit to a page): a fresh build (no output, no state).
      const there = await buildWith(await designIn(copy.dir, 'same'), { ...miniCode, shared: 'another checkout' });
      expect(laidOut).toBe(3);
      expect(cardsOf(there.out.files)).toEqual(cardsOf(here.out.files));
      for (const file of cardsOf(here.out.files))
        expect(Buffer.from(there.out.files.get(file)!).equals(Buffer.from(here.out.files.get(file)!))).toBe(true);

      const file = path.join(copy.dir, 'card.tsx');
      writeFileSync(file, readFileSync(file, 'utf8').replace("background: '#123'", "background: '#124'"));
      await buildWith(await designIn(copy.dir, 'edited'));
      expect(laidOut).toBe(6);
    } finally {
      copy.remove();
      rmSync(store, { recursive: true, force: true });
    }
  });

  it('gives every page its new card when what every card shows changes, though the page reads none of it', async () => {
    // The design shows the first note's title on every card; product pages read no note.
    const design = {
      ...cards,
      common: (content: never) => ({
        ...cards.common!(content),
        note: (content as { notes: { title: string }[] }).notes[0]!.title,
      }),
    };
    const site = {
      ...withCards,
      plugins: [...withCards.plugins.filter((p) => p.name !== 'cards'), cardsPlugin(design)],
    };
    const note = { 'notes/hello.md': '---\ntitle: Hello again\n---\n\nWe opened the shop last week.\n' };
    const before = await buildPlain({}, { site });
    const cached = await buildPlain({ write: note }, { site, out: before.out, state: before.result.state });
    const fresh = await buildPlain({ write: note }, { site });
    expect(cached.out.text('products/anvil/index.html')).toBe(fresh.out.text('products/anvil/index.html'));
    expect(cardsOf(cached.out.files)).toEqual(cardsOf(fresh.out.files));
  });

  it('leaves out of a card what no font of its design has (an emoji, an arrow), rather than draw a box for each', async () => {
    const draw = async (title: string) => {
      const { made } = makeCards(new Map([['card', { title, kind: 'Product', shop: 'Mini Shop' }]]), cards as never);
      return Buffer.from((await made).get('card')!);
    };
    const plain = await draw('Anvil for pros');
    expect((await draw('Anvil 🚀 for → pros')).equals(plain)).toBe(true);
    // What a font has stays: ë is drawn.
    expect((await draw('Anvil for Zoë')).equals(await draw('Anvil for Zo'))).toBe(false);
  });

  it('says how many of its cards are drawn, of how many, as a build draws them; nothing when none is to draw', async () => {
    const said: string[] = [];
    const progress = (of: string, done: number, total: number) => said.push(`${of} ${done} of ${total}`);
    const run = () =>
      runBuild(
        { site: withCards, data: miniData, code: miniCode, year: 2026, writer: memoryWriter(), onProgress: progress },
        emptyState(miniCode),
      );
    await run();
    expect(said.filter((line) => line.startsWith('cards'))).toEqual([
      'cards 0 of 3',
      'cards 1 of 3',
      'cards 2 of 3',
      'cards 3 of 3',
    ]);
    expect(said.some((line) => /^pages (\d+) of \1$/.test(line))).toBe(true);
    // With every card in a store, none is drawn and none is counted.
    const store = mkdtempSync(path.join(os.tmpdir(), 'vitalis-card-progress-'));
    const stored = { ...site, plugins: [...site.plugins!, cardsPlugin(cards, { store })] };
    const again = () =>
      runBuild(
        { site: stored, data: miniData, code: miniCode, year: 2026, writer: memoryWriter(), onProgress: progress },
        emptyState(miniCode),
      );
    await again();
    said.length = 0;
    await again();
    expect(said.filter((line) => line.startsWith('cards'))).toEqual([]);
    rmSync(store, { recursive: true, force: true });
  });
});
