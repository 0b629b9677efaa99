/**
 * Social cards (issue 36) on the mini site, whose products name a card: one PNG of 1200 x 630 per
 * card, og:image and its size and text on the page, made again only when what the card says changed,
 * and the same bytes with and without the last build's state.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cards as cardsPlugin } from '../../../build';
import { makeCards } from '../../../build/emit/cards';
import { cards } from '../../fixtures/sites/mini/card';
import { buildMini as buildPlain, site } from './mini';

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

  it('gives every page its new card when what every card shows changes, though the page reads none of it', async () => {
    // The design shows the first note's title on every card; product pages read no note.
    const design = {
      ...cards,
      common: (content: never) => ({
        ...cards.common!(content),
        note: (content as { notes: { title: string }[] }).notes[0]!.title,
      }),
    };
    const site = { ...withCards, cards: design };
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
});
