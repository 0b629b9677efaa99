/** 'N min read' from the words a reader actually reads, and excerpts cut at a word boundary. */

/** A common silent-reading pace for non-fiction on screen. */
export const WORDS_PER_MINUTE = 230;

/** Tags and character references: not words, and they separate the words around them. */
const MARKUP = /<[^>]*>|&[#a-z0-9]+;/gi;
/** A word: a run of non-space characters with a letter or digit in it, matched at its first letter or digit. */
const WORD = /(?:^|\s)[^\s\p{L}\p{N}]*[\p{L}\p{N}]/gu;

/** Words in HTML or plain text: tags and entities are not words. */
export function countWords(...texts: string[]): number {
  let words = 0;
  for (const text of texts) words += text.replace(MARKUP, ' ').match(WORD)?.length ?? 0;
  return words;
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
