/**
 * The fast YAML reader (build/content/plain-yaml.ts) must give exactly the yaml package's value, or
 * leave the text to the yaml package: never a different value, never a value where the yaml package
 * reports a mistake. Checked on every data file, on the official YAML test suite, on generated documents
 * in every style the yaml package writes, and on data files with random edits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseDocument, stringify, type ToStringOptions } from 'yaml';
import matter from 'gray-matter';
import { plainYamlValue } from '../../build/content/plain-yaml';
import { loadContent } from '../../build/content/load';
import * as source from '../../build/content/source';
import { iconNames } from '../../templates/ui/icon-names';

// Counts the texts the loader gives the yaml package; each still gets its own reading.
vi.mock('../../build/content/source', async (original) => {
  const actual = await original<typeof import('../../build/content/source')>();
  return { ...actual, parseYaml: vi.fn(actual.parseYaml) };
});

/** The yaml package's reading, as the loader asks for it (build/content/source.ts). */
function slow(text: string): { errors: string[]; value: unknown } {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  return {
    errors: doc.errors.map((e) => e.code),
    value: doc.errors.length ? undefined : doc.toJS({ maxAliasCount: -1 }),
  };
}

/** Undefined when the two agree (or the fast reader declined), else what differs. */
function disagreement(text: string): string | undefined {
  const fast = plainYamlValue(text);
  if (!fast) return undefined;
  const { errors, value } = slow(text);
  if (errors.length) return `read fast, but the yaml package reports ${errors.join(', ')}: ${JSON.stringify(text)}`;
  return isDeepStrictEqual(fast.value, value)
    ? undefined
    : `${JSON.stringify(text)}: fast ${JSON.stringify(fast.value)}, yaml ${JSON.stringify(value)}`;
}

const dataFiles = (readdirSync('data', { recursive: true }) as string[]).filter((f) => /\.(ya?ml|md)$/.test(f)).sort();
/** The YAML of each data file: a Markdown file's front matter. */
const dataYaml = dataFiles.map((f) => {
  const text = readFileSync(`data/${f}`, 'utf8');
  return { file: f, yaml: f.endsWith('.md') ? matter(text, { engines: { yaml: () => ({}) } }).matter : text };
});

describe('the fast YAML reader', () => {
  it('reads the data files as the yaml package does, nearly all of them the fast way', () => {
    const fastOnes = dataYaml.filter(({ yaml }) => plainYamlValue(yaml));
    for (const { file, yaml } of dataYaml) expect(disagreement(yaml), file).toBeUndefined();
    // The point of it: a data file that needs the slow way is the exception.
    expect(fastOnes.length).toBeGreaterThanOrEqual(Math.floor(dataYaml.length * 0.9));
  });

  it('is how the loader reads the data files, front matter included: none goes to the yaml package', async () => {
    vi.mocked(source.parseYaml).mockClear();
    await loadContent('data', { iconNames });
    expect(vi.mocked(source.parseYaml).mock.calls.map(([file]) => file)).toEqual([]);
  });

  it('agrees with the yaml package on every case of the YAML test suite, or leaves it to it', () => {
    const cases = JSON.parse(readFileSync('tests/fixtures/yaml-test-suite/inputs.json', 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(cases).length).toBeGreaterThan(350);
    const problems = Object.entries(cases).flatMap(([id, text]) => {
      const problem = disagreement(text);
      return problem ? [`${id}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
    // The suite is mostly YAML's corners, which go the slow way; the test would prove little if all did.
    expect(Object.values(cases).filter((text) => plainYamlValue(text)).length).toBeGreaterThan(60);
  });

  it.each([
    ['an anchor and an alias', 'a: &x 1\nb: *x\n'],
    ['a tag', 'a: !!str 1\n'],
    ['a local tag', 'a: !thing 1\n'],
    ['a directive', '%YAML 1.1\n---\na: yes\n'],
    ['a collection as a key', '[a, b]: c\n'],
    ['an explicit key', '? a\n: b\n'],
    ['a null key', '~: a\n'],
    ['an empty key', ': a\n'],
    ['an indentation indicator (js-yaml misreads |1-)', 'a: |1-\n  b\n'],
    ['a tab', 'a:\tb\n'],
    ['a carriage return alone (a line break to js-yaml only)', 'a: "b\rc"\n'],
    ['a line of spaces only', 'a: >\n  b\n   \nc: d\n'],
    ['a quoted text over two lines', 'a: "b\nc"\n'],
    ['a flow list over two lines', 'a: [b,\nc]\n'],
    ['a comment right after a quote', 'a: "b"# c\n'],
    ['a document marker with more on its line', '--- a: b\n'],
  ])('leaves %s to the yaml package', (_, text) => {
    expect(plainYamlValue(text)).toBeUndefined();
  });

  it('reads what the yaml package resolves, type for type: YAML 1.2 core, not 1.1', () => {
    const text =
      'a: 0o17\nb: 0x1F\nc: -12\nd: 1_000\ne: 1e3\nf: .5\ng: -.inf\nh: yes\ni: ~\nj: Null\nk: 2024-01-05\nl: 10:30\nm: "12"\nn: 012\no: +1.\n';
    expect(plainYamlValue(text)?.value).toEqual(slow(text).value);
    expect(plainYamlValue(text)?.value).toEqual({
      a: 15,
      b: 31,
      c: -12,
      d: '1_000',
      e: 1000,
      f: 0.5,
      g: Number.NEGATIVE_INFINITY,
      h: 'yes',
      i: null,
      j: null,
      k: '2024-01-05',
      l: '10:30',
      m: '12',
      n: 12,
      o: 1,
    });
    expect(plainYamlValue('')?.value).toBeNull();
    expect(plainYamlValue('# only a comment\n')?.value).toBeNull();
  });

  it('agrees on generated documents in every style the yaml package writes', () => {
    const piece = fc.string({
      unit: fc.constantFrom(
        'a',
        'B',
        ' ',
        '  ',
        '\n',
        ':',
        '-',
        '#',
        '"',
        "'",
        '\\',
        'é',
        '{',
        '}',
        '[',
        ']',
        ',',
        '1',
        '.',
        'e',
        'null',
        'true',
        '0x',
        '%',
        '&',
        '*',
        '!',
        '?',
        '|',
        '>',
        '\u2028',
        '\u00a0',
      ),
      maxLength: 30,
    });
    const leaf = fc.oneof(piece, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const { node } = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(piece, tie('node'), { maxKeys: 4 }),
      ),
    }));
    const style: fc.Arbitrary<ToStringOptions> = fc.record({
      lineWidth: fc.constantFrom(0, 20, 80),
      minContentWidth: fc.constantFrom(0, 10),
      indent: fc.constantFrom(2, 4),
      indentSeq: fc.boolean(),
      defaultStringType: fc.constantFrom('PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE', 'BLOCK_FOLDED', 'BLOCK_LITERAL'),
      defaultKeyType: fc.constantFrom(null, 'PLAIN', 'QUOTE_DOUBLE', 'QUOTE_SINGLE'),
      collectionStyle: fc.constantFrom('any', 'block', 'flow'),
      doubleQuotedAsJSON: fc.boolean(),
    });
    fc.assert(
      fc.property(node, style, (value, options) => {
        expect(disagreement(stringify(value, options))).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on data files with random edits, which the yaml package mostly refuses', () => {
    const inserts = [
      ' ',
      '  ',
      '\n',
      '\n  ',
      ':',
      ': ',
      '- ',
      '"',
      "'",
      '[',
      ']',
      '{',
      '}',
      '#',
      ' #',
      '|',
      '>',
      ',',
      'a',
      '1',
      '0.5',
      '\\',
      'null',
      '~',
      'yes',
      '1e3',
      '0x1F',
      '.inf',
      '@',
      '`',
      '%',
      '<<',
      '...',
      '---',
      '|-',
      '>+',
      '|2',
      '? ',
      '&a ',
      '*a',
      '!!str ',
      '\u0085',
      '\ufeff',
      '\r',
      '\u2028',
      '\u0000',
      '"\\u00e9"',
      '"\\x"',
      "'''",
    ];
    const edit = fc.record({
      at: fc.nat(),
      cut: fc.integer({ min: 0, max: 3 }),
      insert: fc.constantFrom('', ...inserts),
    });
    const window = fc.record({
      file: fc.nat(dataYaml.length - 1),
      from: fc.nat(),
      lines: fc.integer({ min: 2, max: 24 }),
      edits: fc.array(edit, { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(window, ({ file, from, lines, edits }) => {
        const all = dataYaml[file]!.yaml.split('\n');
        const start = from % all.length;
        let text = `${all.slice(start, start + lines).join('\n')}\n`;
        for (const { at, cut, insert } of edits) {
          const i = at % (text.length + 1);
          text = text.slice(0, i) + insert + text.slice(i + cut);
        }
        expect(disagreement(text)).toBeUndefined();
      }),
      { numRuns: 5000 },
    );
  });
});
