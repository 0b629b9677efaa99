/**
 * The site's social cards (build/emit/cards.ts): the page's kind, its title and the brand on the ink
 * of the site's dark sections, in Inter. Plain elements and inline styles: satori lays them out.
 */
import { createRequire } from 'node:module';
import type { CardDesign, CardText } from '../../build';
import type { Content } from '../content/collections';
import { LogoMark } from '../layout/logo';

const require = createRequire(import.meta.url);
const font = (weight: number, subset = 'latin') =>
  require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);

/** The colours of templates/styles (ink, accent, mist): a card cannot read the stylesheet. */
const INK = '#0b1f33';
const ACCENT = '#be185d';
const PINK = '#f9a8d4';
const MIST = '#c9d6e3';

/** Long titles step down so every card's title fits in three lines. */
const titleSize = (title: string) => (title.length > 80 ? 52 : title.length > 48 ? 60 : 72);

export function cardDesign(): CardDesign<Content> {
  return {
    module: import.meta.url,
    common: (content) => ({ brand: content.site.brand, tagline: content.site.tagline }),
    // Inter's Latin, then its other Latin letters (Ł, Ş) and Vietnamese (ễ) for names in titles: satori
    // takes a glyph its first font lacks from a font of another name.
    fonts: [500, 700].flatMap((weight) => [
      { name: 'Inter', file: font(weight), weight: weight as 500 | 700 },
      { name: 'Inter Latin Extended', file: font(weight, 'latin-ext'), weight: weight as 500 | 700 },
      { name: 'Inter Vietnamese', file: font(weight, 'vietnamese'), weight: weight as 500 | 700 },
    ]),
    alt: (card: CardText) => `${card.kind}: ${card.title}. ${card.brand}`,
    render: (card: CardText) => (
      <div
        style={{
          // satori sizes the content box: the card less its padding and border.
          width: 1200 - 2 * 72,
          height: 630 - 2 * 64 - 12,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          background: INK,
          color: 'white',
          fontFamily: 'Inter',
          borderBottom: `12px solid ${ACCENT}`,
        }}
      >
        <div
          style={{
            display: 'flex',
            fontSize: 28,
            fontWeight: 500,
            color: PINK,
            letterSpacing: 4,
            textTransform: 'uppercase',
          }}
        >
          {card.kind}
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -1,
            maxWidth: 1040,
          }}
        >
          {card.title}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          {LogoMark({ square: { fill: ACCENT }, width: 56, height: 56 })}
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontSize: 34, fontWeight: 700 }}>{card.brand}</div>
            <div style={{ display: 'flex', fontSize: 24, fontWeight: 500, color: MIST }}>{card.tagline}</div>
          </div>
        </div>
      </div>
    ),
  };
}
