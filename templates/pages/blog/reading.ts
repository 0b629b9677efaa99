/** 'N min read' from the words a reader actually reads, and excerpts cut at a word boundary. */

/** A common silent-reading pace for non-fiction on screen. */
export const WORDS_PER_MINUTE = 230;

const SPACE = /\s/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Words in HTML or plain text: runs of non-space characters with a letter or a digit in them, once
 * tags and character references are taken out (they separate the words around them, as a space would).
 * One pass over the characters, as every post's route asks: a tag or a reference is stepped over where
 * it starts, ASCII is told apart by its code, and only other characters are tested against Unicode's
 * classes. The rule it keeps is written out in tests/unit/blog-reading.test.ts.
 */
export function countWords(...texts: string[]): number {
  let words = 0;
  for (const text of texts) {
    // A '<' with no '>' after it is a character like any other, not a tag.
    const lastClose = text.lastIndexOf('>');
    let counted = false; // the current run of non-space characters has been counted
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code < 0x80) {
        const skipTo =
          code === 0x3c && i < lastClose ? text.indexOf('>', i + 1) : code === 0x26 ? referenceEnd(text, i) : -1;
        if (skipTo >= 0) {
          counted = false;
          i = skipTo;
        } else if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) counted = false;
        else if (!counted && ((code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a))) {
          words++;
          counted = true;
        }
      } else {
        const char = String.fromCodePoint(text.codePointAt(i)!);
        if (SPACE.test(char)) counted = false;
        else if (!counted && LETTER_OR_DIGIT.test(char)) {
          words++;
          counted = true;
        }
        i += char.length - 1;
      }
    }
  }
  return words;
}

/** Where the character reference that starts at `at` (an '&') ends, at its ';'; -1 if none does (/&[#a-z0-9]+;/i). */
function referenceEnd(text: string, at: number): number {
  let i = at + 1;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!(((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x23)) break;
  }
  return i > at + 1 && text.charCodeAt(i) === 0x3b ? i : -1;
}

/** Whole minutes, rounded up, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * The text cut to at most `max` characters (ellipsis included) at a word boundary, without trailing
 * punctuation before the ellipsis. Text that fits is returned unchanged.
 */
export function truncateAtWord(text: string, max = 100): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = max - 1; // one character for the ellipsis
  // The last space at or before `room` ends the last whole word that fits.
  const end = clean.lastIndexOf(' ', room);
  // A first word longer than the room is cut hard rather than dropped.
  const kept = end > 0 ? clean.slice(0, end) : clean.slice(0, room);
  return `${kept.replace(/[\s,;:.!?\-–—]+$/u, '')}…`;
}
