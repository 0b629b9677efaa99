/**
 * Placeholders an editor writes in content ({brand}, {price:small}), filled in at build time so each
 * fact has one home. The site says what each place may use (SiteConfig.placeholders); the generator
 * finds them, fills them, and reports one it cannot fill where it is written.
 */
import type { Path } from './source';

/** A placeholder's value, an error naming what may be used instead, or undefined when this resolver does not know it. */
export type Resolver = (name: string, arg: string | undefined) => string | { error: string } | undefined;

/** Where a text is: its collection, its file (display path) and its path in the file, or ['(body)'] for a Markdown body. */
export interface TextPlace {
  collection: string;
  file: string;
  path: Path;
}

// Anything in braces without spaces is a placeholder, so a misspelt one is reported, not printed.
const TOKEN = /\{([^{}\s:]+)(?::([^{}]+))?\}/g;

/** A placeholder that could not be filled: where it is in the text, as written, and why. */
export interface Unfilled {
  offset: number;
  token: string;
  message: string;
}

/** Fills every placeholder in `text`; unknown ones are reported with their offset in the text. */
export function fill(text: string, resolvers: readonly Resolver[]): { text: string; unfilled: Unfilled[] } {
  const unfilled: Unfilled[] = [];
  if (!text.includes('{')) return { text, unfilled };
  const out = text.replace(TOKEN, (whole, name: string, arg: string | undefined, offset: number) => {
    let last: { error: string } | undefined;
    for (const resolve of resolvers) {
      const value = resolve(name, arg);
      if (typeof value === 'string') return value;
      last = value ?? last;
    }
    unfilled.push({ offset, token: whole, message: last?.error ?? `unknown placeholder '${whole}'` });
    return whole;
  });
  return { text: out, unfilled };
}
