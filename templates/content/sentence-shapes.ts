/**
 * How alike the city paragraphs are in shape rather than words: which three words open their sentences,
 * and which four-word phrases they repeat, each counted in paragraphs. Two paragraphs can share few
 * trigrams and still run one outline ("Patients here are...", "Evening and Saturday hours..."); the
 * openers show it.
 */

export interface NamedParagraph {
  id: string;
  text: string | undefined;
  /** The city's and the state's names: taken out, so "Austin sits on" and "Tulsa sits on" count as one. */
  names?: readonly string[];
}

/** The text with its own names as NAME, lowercased to words (apostrophes kept, as in "patients' "). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function withoutNames(p: NamedParagraph): string {
  let text = p.text ?? '';
  for (const name of p.names ?? []) text = text.split(name).join('NAME');
  return text;
}

/** The first three words of each sentence of the paragraph. */
export function sentenceOpeners(p: NamedParagraph): string[] {
  return withoutNames(p)
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => wordsOf(sentence).slice(0, 3).join(' '))
    .filter(Boolean);
}

/** Every run of four words in the paragraph. */
export function fourWordPhrases(p: NamedParagraph): string[] {
  const words = wordsOf(withoutNames(p));
  const out: string[] = [];
  for (let i = 0; i + 4 <= words.length; i++) out.push(words.slice(i, i + 4).join(' '));
  return out;
}

/** For each phrase, the paragraphs that hold it (once each, however often). */
export function paragraphsHolding(
  paragraphs: readonly NamedParagraph[],
  phrasesOf: (p: NamedParagraph) => string[],
): Map<string, string[]> {
  const holders = new Map<string, Set<string>>();
  for (const p of paragraphs) {
    for (const phrase of phrasesOf(p)) {
      const ids = holders.get(phrase) ?? new Set<string>();
      ids.add(p.id);
      holders.set(phrase, ids);
    }
  }
  return new Map([...holders].map(([phrase, ids]) => [phrase, [...ids]]));
}

/** The `count` phrases held by the most paragraphs, most first (ties alphabetically, so output is stable). */
export function mostCommon(holders: Map<string, string[]>, count: number): { phrase: string; paragraphs: number }[] {
  return [...holders]
    .map(([phrase, ids]) => ({ phrase, paragraphs: ids.length }))
    .sort((a, b) => b.paragraphs - a.paragraphs || a.phrase.localeCompare(b.phrase))
    .slice(0, count);
}
