/** Reading time and excerpts: 'N min read' at 230 words a minute rounded up, excerpts cut at a word boundary. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, truncateAtWord, WORDS_PER_MINUTE } from '../../templates/pages/blog/reading';

describe('readingMinutes', () => {
  it('rounds up to whole minutes at 230 words a minute, and never says 0', () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(1150)).toBe(5);
    expect(readingMinutes(1151)).toBe(6);
  });
});

describe('countWords', () => {
  it('counts the words of HTML, not its tags, entities or punctuation', () => {
    expect(countWords('<p>Speed to lead is <strong>cheap</strong>.</p><ul><li>One &amp; two</li></ul>')).toBe(7);
    expect(countWords('Five-minute callbacks — every time', 'and a second text')).toBe(8);
    expect(countWords('<p></p>', '   ')).toBe(0);
  });
});

describe('truncateAtWord', () => {
  const excerpt =
    'More traffic rarely fixes a thin consult calendar. Here is where plastic surgery practices lose leads between the first search and the booked consultation.';

  it('cuts a long excerpt to at most 100 characters at a word boundary, with an ellipsis', () => {
    const cut = truncateAtWord(excerpt, 100);
    expect(cut).toBe(
      'More traffic rarely fixes a thin consult calendar. Here is where plastic surgery practices lose…',
    );
    expect(cut.length).toBeLessThanOrEqual(100);
  });

  it('leaves text that fits alone, and drops punctuation left before the ellipsis', () => {
    expect(truncateAtWord('Short and sweet.', 100)).toBe('Short and sweet.');
    expect(truncateAtWord('One two three, four five', 16)).toBe('One two three…');
  });

  it('for any text: at most max characters, a prefix of whole words, an ellipsis only when cut', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9,.'-]{1,14}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 40 }), fc.integer({ min: 20, max: 120 }), (words, max) => {
        const text = words.join(' ');
        const cut = truncateAtWord(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        if (text.length <= max) {
          expect(cut).toBe(text);
          return;
        }
        expect(cut.endsWith('…')).toBe(true);
        const kept = cut.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        // What follows the kept text in the original is trimmed punctuation, then a space: whole words only.
        expect(text.slice(kept.length)).toMatch(/^[,.'-]* /);
      }),
    );
  });
});

it('counts words as the plain rule does: tags and references out, then every run of non-space with a letter or digit', () => {
  const byRule = (text: string) =>
    text
      .replace(/<[^>]*>/g, ' ')
      .replace(/&[#a-z0-9]+;/gi, ' ')
      .split(/\s+/)
      .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const pieces = [
    'a',
    'Z',
    '@',
    '[',
    '`',
    '{',
    'Bé',
    '9',
    '𝐀',
    '\ud835',
    '\t',
    '\v',
    ' ',
    '  ',
    '\n',
    '\u00a0',
    '\u2003',
    '—',
    '-',
    '.',
    '<p>',
    '</p>',
    '<a href="/x?a=1&amp;b">',
    '&amp;',
    '&#x27;',
    '&',
    ';',
    '<',
    '>',
    '#',
    '&AMP',
    '\x13',
    '\x03',
    '<b',
    '="',
    '中文',
    '😀',
  ];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
      const text = parts.join('');
      expect(countWords(text)).toBe(byRule(text));
    }),
    { numRuns: 20_000, seed: 4 },
  );
});
