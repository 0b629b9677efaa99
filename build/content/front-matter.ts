/**
 * A Markdown file's front matter and body, split as gray-matter splits them. For every file, gray-matter
 * also copies the whole text into a Buffer, defines properties on a file object and merges its options:
 * about 25 µs a file, a tenth of a second of the main thread for four thousand posts. A text that opens
 * with a line of three dashes alone (OPENING), as every post must, is split here by gray-matter's own
 * rule (its parseMatter, with no language after the dashes); any other text goes to gray-matter itself.
 * A property test holds the two to the same result (tests/unit/front-matter.test.ts).
 */
import matter from 'gray-matter';

export interface SplitFile {
  /** The front matter's text, between the opening '---' line and the next line that starts with '---'. */
  matter: string;
  /** What follows that line. */
  content: string;
}

/**
 * The line that opens front matter: three dashes, alone but for spaces. The loader refuses any other
 * (build/content/load.ts): after the dashes, gray-matter reads the name of a language to parse the front
 * matter with, and it has engines for JSON and for JavaScript, which it evaluates.
 */
export const OPENING = /^---[ \t]*\n/;
const CLOSE = '\n---';

/**
 * gray-matter's languages, each read as nothing: only the split is wanted (the front matter is read as
 * YAML elsewhere), and its own JavaScript engine would run the text.
 */
export const READ_NOTHING = { yaml: () => ({}), json: () => ({}), javascript: () => ({}) };

export function splitMatter(text: string): SplitFile {
  if (!OPENING.test(text)) {
    const file = matter(text, { engines: READ_NOTHING });
    return { matter: file.matter, content: file.content };
  }
  // gray-matter cuts the opening dashes and looks for the closing ones from there.
  const rest = text.slice(3);
  const close = rest.indexOf(CLOSE);
  if (close < 0) return { matter: rest, content: '' };
  let content = rest.slice(close + CLOSE.length);
  if (content[0] === '\r') content = content.slice(1);
  if (content[0] === '\n') content = content.slice(1);
  return { matter: rest.slice(0, close), content };
}
