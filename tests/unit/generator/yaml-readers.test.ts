/**
 * The loader reads YAML with js-yaml, and with the yaml package only where it needs positions or the
 * text uses what it leaves to the yaml package (build/content/parse.ts readYaml). The two must give the
 * same value, and the fast reader must never accept a text the yaml package refuses: checked on every
 * data file, on the official YAML test suite, and on data files with random edits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { readYaml } from '../../../build/content/parse';

/** The yaml package's value, or undefined when it finds a mistake. */
function slow(text: string): { value: unknown } | undefined {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  return doc.errors.length ? undefined : { value: doc.toJS({ maxAliasCount: -1 }) ?? null };
}

/** Agreement: the fast reader declines, or gives the yaml package's value for a text it accepts. */
const agrees = (text: string) => {
  const fast = readYaml(text);
  if (!fast) return true;
  const reference = slow(text);
  return reference !== undefined && isDeepStrictEqual(fast.value, reference.value);
};

const dataYaml = readdirSync('data', { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => {
    const text = readFileSync(`${e.parentPath}/${e.name}`, 'utf8');
    return {
      file: `${e.parentPath}/${e.name}`,
      yaml: e.name.endsWith('.md') ? matter(text, { engines: { yaml: () => ({}) } } as never).matter : text,
    };
  });

describe('the fast YAML reader', () => {
  it('reads every data file, and as the yaml package does', () => {
    for (const { file, yaml } of dataYaml) {
      expect(readYaml(yaml), file).toBeDefined();
      expect(agrees(yaml), file).toBe(true);
    }
  });

  it('agrees with the yaml package on every case of the YAML test suite, or leaves it to it', () => {
    const cases = JSON.parse(readFileSync('tests/fixtures/yaml-test-suite/inputs.json', 'utf8')) as Record<
      string,
      string
    >;
    const disagreements = Object.entries(cases).filter(([, text]) => !agrees(text));
    expect(disagreements.map(([id]) => id)).toEqual([]);
  });

  it("leaves a comment stuck to a flow collection's end to the yaml package, which refuses it", () => {
    // Found by the random edits below: js-yaml read the comment, the yaml package says where it is wrong.
    for (const text of ['- { label: Dentistry, href: /dentistry/ }#\n', 'list: [a, b]# note\n']) {
      expect(slow(text), text).toBeUndefined();
      expect(readYaml(text), text).toBeUndefined();
    }
  });

  it('agrees on data files with random edits, which the yaml package mostly refuses', () => {
    const specials = [
      ':',
      '-',
      '#',
      '"',
      "'",
      '[',
      ']',
      '{',
      '}',
      '>',
      '|',
      '&',
      '*',
      '!',
      '?',
      ',',
      '\n',
      ' ',
      '  ',
      '\t',
      '%',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: dataYaml.length - 1 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...specials), fc.boolean()), { minLength: 1, maxLength: 4 }),
        (index, edits) => {
          let text = dataYaml[index]!.yaml;
          for (const [at, piece, remove] of edits) {
            const i = at % (text.length + 1);
            text = remove ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + piece + text.slice(i);
          }
          return agrees(text);
        },
      ),
      { numRuns: 400 },
    );
  });
});
