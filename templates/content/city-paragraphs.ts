/**
 * The rules for a city's own paragraph: 100 to 160 words; no two paragraphs sharing more than a fifth
 * of their word trigrams, so no paragraph is another with the name swapped; and no three words opening
 * sentences in more than a few paragraphs, so the paragraphs do not all run one outline.
 */
import { sharedPhrases as shared, wordHashes } from '../../build';
import { type NamedParagraph, paragraphsHolding, sentenceOpeners } from './sentence-shapes';

export const PARAGRAPH_WORDS = { min: 100, max: 160 } as const;
export const MAX_SHARED_TRIGRAMS = 0.2;
/** At most this many paragraphs may open a sentence with the same three words: 2 % of a thousand. */
export const MAX_PARAGRAPHS_PER_OPENER = 20;

export interface CityParagraph extends NamedParagraph {
  /** 'state/city', for messages. */
  id: string;
}

export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9$%]+/)
    .filter(Boolean);

/** The sorted, distinct fingerprints of a text's word trigrams. */
export function trigrams(text: string): Int32Array {
  const w = wordHashes(text);
  const out = new Int32Array(Math.max(0, w.length - 2));
  for (let i = 0; i + 2 < w.length; i++)
    out[i] = Math.imul(Math.imul(w[i]! ^ w[i + 1]!, 0x01000193) ^ w[i + 2]!, 0x01000193);
  out.sort();
  let n = 0;
  for (let i = 0; i < out.length; i++) if (i === 0 || out[i] !== out[i - 1]) out[n++] = out[i]!;
  return out.slice(0, n);
}

/** The share of the smaller set's trigrams that the other set also has. */
export const sharedTrigrams = shared;

/**
 * Every paragraph of `mine` that is missing, too short or long, or too close to another of `all`; and
 * each sentence opener that too many of `all` share, with the paragraphs of `mine` that use it.
 */
export function paragraphProblems(mine: CityParagraph[], all: CityParagraph[]): string[] {
  const problems: string[] = [];
  const grams = new Map(all.filter((p) => p.text).map((p) => [p.id, trigrams(p.text!)]));
  const mineIds = new Set(mine.map((p) => p.id));
  for (const p of mine) {
    if (!p.text) {
      problems.push(`${p.id}: no paragraph (about)`);
      continue;
    }
    const count = words(p.text).length;
    if (count < PARAGRAPH_WORDS.min || count > PARAGRAPH_WORDS.max)
      problems.push(`${p.id}: ${count} words; write ${PARAGRAPH_WORDS.min} to ${PARAGRAPH_WORDS.max}`);
    const own = grams.get(p.id)!;
    for (const [other, theirs] of grams) {
      if (other === p.id || (mineIds.has(other) && other < p.id)) continue;
      const shared = sharedTrigrams(own, theirs);
      if (shared > MAX_SHARED_TRIGRAMS)
        problems.push(
          `${p.id} and ${other} share ${Math.round(shared * 100)} % of their word trigrams (at most ${MAX_SHARED_TRIGRAMS * 100} %)`,
        );
    }
  }
  problems.push(...openerProblems(mine, all));
  return problems;
}

function openerProblems(mine: CityParagraph[], all: CityParagraph[]): string[] {
  const mineIds = new Set(mine.map((p) => p.id));
  const problems: string[] = [];
  const holders = [...paragraphsHolding(all, sentenceOpeners)].sort((a, b) => b[1].length - a[1].length);
  for (const [opener, ids] of holders) {
    if (ids.length <= MAX_PARAGRAPHS_PER_OPENER) break;
    const ours = ids.filter((id) => mineIds.has(id));
    if (ours.length)
      problems.push(
        `'${opener}' opens a sentence in ${ids.length} paragraphs (at most ${MAX_PARAGRAPHS_PER_OPENER}); reword it in: ${ours.join(', ')}`,
      );
  }
  return problems;
}
