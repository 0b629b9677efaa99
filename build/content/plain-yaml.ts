/**
 * Reads plain data files fast. The yaml package builds a document that remembers where every value
 * came from, which is what an error message needs and about four times the work of reading the values
 * alone (a third of a second of the real site's build). js-yaml reads the values alone: with the types
 * below, exactly as the yaml package resolves them (its YAML 1.2 core schema), so the values are the
 * same. A text is read this way only when js-yaml accepts it and it holds nothing the two read
 * differently (ONLY_YAML); otherwise the yaml package reads it (build/content/source.ts), and a mistake
 * is reported at its place. A value a schema refuses is located the same way: its file's document is
 * parsed then.
 */
import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';

/** A scalar type: js-yaml keeps one type per tag, so each tests every form the yaml package has for it. */
const scalar = (tag: string, forms: [RegExp, (text: string) => unknown][]) =>
  new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (text: string | null) => forms.some(([test]) => test.test(text ?? '')),
    construct: (text: string | null) => forms.find(([test]) => test.test(text ?? ''))![1](text ?? ''),
  });

/** The yaml package's core schema, form for form (node_modules/yaml/dist/schema/core), in its order. */
const CORE_AS_YAML = FAILSAFE_SCHEMA.extend({
  implicit: [
    scalar('null', [[/^(?:~|[Nn]ull|NULL)?$/, () => null]]),
    scalar('bool', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T']]),
    scalar('int', [
      [/^0o[0-7]+$/, (text) => parseInt(text.slice(2), 8)],
      [/^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
      [/^0x[0-9a-fA-F]+$/, (text) => parseInt(text.slice(2), 16)],
    ]),
    scalar('float', [
      [
        /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
        (text) =>
          text.slice(-3).toLowerCase() === 'nan'
            ? Number.NaN
            : text[0] === '-'
              ? Number.NEGATIVE_INFINITY
              : Number.POSITIVE_INFINITY,
      ],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, Number.parseFloat],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, Number.parseFloat],
    ]),
  ],
});

/**
 * What only the yaml package handles as it should, found by the YAML test suite and fuzzing
 * (tests/unit/plain-yaml.test.ts):
 * - an anchor, alias or tag where a value starts: the alias check counts what aliases expand to, and
 *   tags resolve differently;
 * - a directive (`%YAML 1.1` changes the types);
 * - a collection as a key (`? ` or `[a, b]: `);
 * - a document marker with more on its line;
 * - a comment right after a quote or bracket;
 * - a block text with an indentation indicator (js-yaml misreads `|1-`);
 * - tabs, carriage returns, byte-order marks and lines of spaces only, where the two read lines differently.
 * Cautious by design: '*bold*' at the start of a value sends its file the slow way, which is all it costs.
 */
const ONLY_YAML =
  /(?:^|[\s[{,])(?:[&*][^\s,[\]{}]|!|\?(?:\s|$))|^%|[\]}]\s*:|^(?:---|\.\.\.)(?![ ]*(?:#.*)?$)|\S["']#|[\]},]#|(?:^|\s)[|>][-+]?[0-9]|[\t\r\ufeff]|^ +$/m;

/** The text's value, when it can be read the fast way; undefined sends it to the yaml package. */
export function plainYamlValue(text: string): { value: unknown } | undefined {
  if (ONLY_YAML.test(text)) return undefined;
  // A quoted text or a [list] / {mapping} written over several lines: the yaml package checks how its
  // lines are indented, js-yaml does not.
  const opened: number[] = [];
  let overLines = false;
  const listener = (event: 'open' | 'close', state: { position: number }) => {
    if (event === 'open') {
      opened.push(state.position);
      return;
    }
    const from = firstToken(text, opened.pop()!);
    if (`"'[{`.includes(text[from] ?? ' ') && text.slice(from, state.position).trimEnd().includes('\n'))
      overLines = true;
  };
  let value: unknown;
  try {
    value = load(text, { schema: CORE_AS_YAML, listener });
  } catch {
    return undefined; // the yaml package says what is wrong, and where
  }
  // Keys the two turn into text differently (a null key is '' to one, 'null' to the other) go the slow way.
  if (overLines || hasAmbiguousKey(value)) return undefined;
  // An empty document is null to the yaml package.
  return { value: value === undefined ? null : value };
}

/** Where the node that starts at or after `at` begins: past spaces, line breaks and comments. */
function firstToken(text: string, at: number): number {
  let i = at;
  for (;;) {
    while (text[i] === ' ' || text[i] === '\n') i++;
    if (text[i] !== '#') return i;
    while (i < text.length && text[i] !== '\n') i++;
  }
}

function hasAmbiguousKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasAmbiguousKey);
  if (value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value))
    if (key === '' || key === 'null' || hasAmbiguousKey(item)) return true;
  return false;
}
