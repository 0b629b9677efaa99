/**
 * The sentences `npm run new` writes where the editor still has to ('Write the excerpt here.'), so that
 * a file it made is valid at once and a page left so is found: the build warns at each one left.
 */

/** 'Write the key takeaways here, one item per line.' */
export const toBeWritten = (words: string, after = '') => `Write the ${words} here${after}.`;

/** Whether a value (or a Markdown body) is still such a sentence. */
export const isToBeWritten = (text: string): boolean =>
  text.includes('Write the ') && /^\s*Write the [\w ]+ here(?:, [^.]+)?\.\s*$/.test(text);
