/**
 * One data file, parsed and checked against its collection's schema on its own: its value, a Markdown
 * file's body, the links it makes to pages of the site, and its problems at their places.
 *
 * YAML is read by js-yaml, which keeps no positions and reads the site's data files faster than
 * the yaml package (npm run bench -- --only speed-code shows what it saves a build); a file's
 * document is parsed by the yaml package only when a problem needs its line and column, or when the
 * text has anchors, aliases or tags, whose checks (an alias bomb, an alias to nothing) need the
 * document. Both read YAML 1.2's core schema, and a test holds them to the same values.
 */
import matter from 'gray-matter';
import jsyaml from 'js-yaml';
import type { z } from 'zod';
import { problems } from '../error-catalogue';
import type { Problem } from '../problems';
import type { Format } from './collection';
import { type DataLink, findImages, findLinks } from './links';
import { brokenFoldedWords, parseYaml, problemAtPosition, toValue, type YamlSource } from './source';
import { validate } from './validate';

export interface ParsedFile {
  /** The schema's output, before placeholders are filled in; undefined when the file has errors. */
  value?: unknown;
  /** A Markdown file's body, as written. */
  body?: string;
  problems: Problem[];
  links: DataLink[];
  /** The images the file names, where (build/images/). */
  images?: { path: (string | number)[]; src: string }[];
}

/** The line that opens front matter: three dashes alone (after them gray-matter reads a language, JavaScript among them). */
const OPENING = /^---[ \t]*\n/;

/** gray-matter's languages, each read as nothing: only its split is wanted, the front matter is YAML read here. */
const READ_NOTHING = { yaml: () => ({}), json: () => ({}), javascript: () => ({}) };

/**
 * What the fast reader is not trusted with, sending the text to the yaml package: anchors, aliases and
 * tags (whose checks need the document), tabs, directives and document markers, explicit (`? `) and
 * empty keys, a flow collection as a key, a comment stuck to a value, and a line with an unclosed
 * quote or flow collection (a quoted text or flow list over several lines). Data files use none of
 * these; where the two readers could disagree (tests/unit/generator/yaml-readers.test.ts), the
 * yaml package decides.
 */
const NOT_FOR_FAST_READER = [
  /(^|[\s[{,])[&*]\S/m,
  /(^|[\s[{,])!(\S|$)/m,
  /\t/,
  /^(%|---|\.\.\.)/m,
  /^[ -]*\?(\s|$)/m,
  /(^|[\s[{,]):(\s|$)/m,
  /^[ -]*[[{].*[\]}]\s*:/m,
  /[^\s:[{,]["']#/,
  // After a flow collection's end, spaced or not: `{ a: b }#` (js-yaml reads the comment, the yaml package refuses it).
  /[\]}]#/,
];

/** A line (outside a block scalar's text, where quotes and brackets are only text) whose quotes or brackets do not close on it. */
function hasUnclosedLine(yaml: string): boolean {
  let blockIndent = -1;
  let blockText = false;
  for (const line of yaml.split('\n')) {
    const indent = line.search(/\S/);
    if (blockIndent >= 0) {
      // A comment where a block scalar's first line of text should be: the readers disagree there.
      if (!blockText && line.trimStart().startsWith('#')) return true;
      if (indent < 0) continue;
      if (indent > blockIndent) {
        blockText = true;
        continue;
      }
      blockIndent = -1;
    }
    const text = line.replace(/\\./g, '');
    const quotes = (text.match(/"/g) ?? []).length;
    const opened = (text.match(/[[{]/g) ?? []).length - (text.match(/[\]}]/g) ?? []).length;
    if (quotes % 2 === 1 || (opened !== 0 && /(^[ -]*|:\s+)[[{]/.test(text))) return true;
    if (/(^|:|-)\s*[>|][-+0-9]*\s*$/.test(line)) {
      blockIndent = indent;
      blockText = false;
    }
  }
  return false;
}

/** A line of text that ends in a hyphenated word's first half: folded text may be broken there. */
const LINE_ENDS_IN_HYPHEN = /[A-Za-z]-\n/;

export function parseFile(text: string, file: string, format: Format, schema: z.ZodType): ParsedFile {
  let yamlText = text;
  let body: string | undefined;
  if (format === 'md') {
    if (!OPENING.test(text)) {
      const first = text.split('\n', 1)[0]!;
      const problem = first.startsWith('---')
        ? problemAtPosition(file, { line: 1, column: 1 }, '(front matter)', problems.FrontMatterOpening, first)
        : problemAtPosition(file, { line: 1, column: 1 }, '(front matter)', problems.FrontMatterMissing);
      return { problems: [problem], links: [] };
    }
    const split = matter(text, { engines: READ_NOTHING });
    const start = text.indexOf(split.matter);
    // The front matter with everything before it blanked: the yaml package's offsets are then the file's.
    yamlText = text.slice(0, start).replace(/[^\n]/g, ' ') + split.matter;
    body = split.content;
  }
  let parsed: YamlSource | undefined;
  const source = () => {
    parsed ??= parseYaml(file, yamlText, text).source;
    return parsed;
  };

  const read = readYaml(yamlText);
  let value = read?.value;
  const found: Problem[] = [];
  if (!read) {
    const yaml = parseYaml(file, yamlText, text);
    parsed = yaml.source;
    if (yaml.problems.length) return { problems: yaml.problems, links: [] };
    value = toValue(yaml.source);
  }
  if (LINE_ENDS_IN_HYPHEN.test(yamlText)) found.push(...brokenFoldedWords(source()));
  const result = validate(source, value ?? (format === 'md' ? {} : null), schema);
  found.push(...result.problems);
  if (found.length) return { problems: found, links: [] };
  const images = findImages(schema, result.value);
  return {
    value: result.value,
    body,
    problems: [],
    links: findLinks(schema, result.value),
    ...(images.length ? { images } : {}),
  };
}

/** The text's value by the fast reader (js-yaml), or undefined when the yaml package must read it. */
export function readYaml(text: string): { value: unknown } | undefined {
  if (NOT_FOR_FAST_READER.some((pattern) => pattern.test(text)) || hasUnclosedLine(text)) return undefined;
  try {
    return { value: jsyaml.load(text, { schema: jsyaml.CORE_SCHEMA }) ?? null };
  } catch {
    return undefined; // a syntax error, or a key twice: the yaml package says where
  }
}

/** A file's YAML source, for placing a problem found later (a placeholder, a link): parsed only then. */
export function sourceOf(text: string, file: string, format: Format): YamlSource {
  if (format === 'yaml' || !OPENING.test(text)) return parseYaml(file, text).source;
  const split = matter(text, { engines: READ_NOTHING });
  const start = text.indexOf(split.matter);
  return parseYaml(file, text.slice(0, start).replace(/[^\n]/g, ' ') + split.matter, text).source;
}

/** Where a Markdown file's body starts in its text. */
export const bodyOffset = (text: string, body: string): number => text.length - body.length;
