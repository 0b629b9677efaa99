/**
 * Every problem the generator and a site's checks report has a name from a catalogue and the place of
 * the mistake, file:line:column and the path in the document: tested on the mini fixture site with one
 * mistake laid over its data at a time.
 */
import { describe, expect, it } from 'vitest';
import { buildMini, problemsOf } from './mini';

const anvil = (text: string) => ({ 'products/anvil.yaml': text });
const base = 'name: Anvil\nprice: 120\nnote: Heavy.\n';

const cases: [string, Parameters<typeof problemsOf>[0], string][] = [
  [
    'a value of the wrong type',
    { write: anvil('name: Anvil\nprice: "120"\n') },
    'WrongType tests/fixtures/sites/mini/data/products/anvil.yaml:2:8 price: expected a number, got string (120)',
  ],
  [
    'a missing value',
    { write: anvil('price: 120\n') },
    'Required tests/fixtures/sites/mini/data/products/anvil.yaml:1:1 name: is required',
  ],
  [
    'a key the schema does not have',
    { write: anvil(`${base}colour: grey\n`) },
    "UnknownKey tests/fixtures/sites/mini/data/products/anvil.yaml:4:1 colour: unknown key 'colour'; expected one of: name, price, note, related, photo",
  ],
  [
    'a rule of the schema',
    { write: anvil('name: "  "\nprice: 120\n') },
    'SchemaRule tests/fixtures/sites/mini/data/products/anvil.yaml:1:7 name: must not be empty',
  ],
  ['YAML that does not parse', { write: anvil('name: [Anvil\nprice: 120\n') }, 'YamlSyntax'],
  [
    'a key twice',
    { write: anvil('name: Anvil\nname: Anvil\nprice: 120\n') },
    'DuplicateKey tests/fixtures/sites/mini/data/products/anvil.yaml:2:1 (yaml): this key appears twice in the same mapping',
  ],
  [
    'an alias to nothing',
    { write: anvil('name: *missing\nprice: 120\n') },
    "UnknownAlias tests/fixtures/sites/mini/data/products/anvil.yaml:1:7 (yaml): the alias '*missing' names no anchor '&missing' set before it",
  ],
  [
    'a word broken across folded lines',
    { write: anvil('name: Anvil\nprice: 120\nnote: >-\n  A heavy, high-\n  end anvil.\n') },
    "BrokenFoldedWord tests/fixtures/sites/mini/data/products/anvil.yaml:4:16 note: 'high-' ends a line of folded text: the page shows 'high- ' with a space; move the rest of the word up to this line",
  ],
  [
    'a misspelt placeholder',
    { write: anvil('name: Anvil\nprice: 120\nnote: Call {phon} first.\n') },
    "UnknownPlaceholder tests/fixtures/sites/mini/data/products/anvil.yaml:3:12 note: unknown placeholder '{phon}'; use {phone}",
  ],
  [
    'a misspelt placeholder in a Markdown body',
    { write: { 'notes/hello.md': '---\ntitle: Hello\n---\n\nCall {fone}.\n' } },
    "UnknownPlaceholder tests/fixtures/sites/mini/data/notes/hello.md:5:6 (body): unknown placeholder '{fone}'; use {phone}",
  ],
  [
    'raw HTML in a Markdown body',
    { write: { 'notes/hello.md': '---\ntitle: Hello\n---\n\nHi <br> there.\n' } },
    'RawHtml tests/fixtures/sites/mini/data/notes/hello.md:5:4 (body): raw HTML is not allowed in Markdown: the page would leave it out; write it in Markdown instead',
  ],
  [
    'a Markdown link to no page',
    { write: { 'notes/hello.md': '---\ntitle: Hello\n---\n\nSee [the shop](/shop/).\n' } },
    'LinkToMissingPage tests/fixtures/sites/mini/data/notes/hello.md:5:16 (body): links to /shop/, which is not a page of the site',
  ],
  [
    'a link in data to no page',
    { write: anvil(`${base}related:\n  - /products/bucke/\n`) },
    'LinkToMissingPage tests/fixtures/sites/mini/data/products/anvil.yaml:5:5 related[0]: links to /products/bucke/, which is not a page of the site (did you mean /products/bucket/?)',
  ],
  ['a link without its trailing slash', { write: anvil(`${base}related:\n  - /products/bucket\n`) }, 'SchemaRule'],
  [
    'a file no collection holds',
    { write: { 'misc.txt': 'hello' } },
    'StrayFile tests/fixtures/sites/mini/data/misc.txt:1:1 (file): this file belongs to no collection; data/ holds settings.yaml, products/*.yaml, notes/*.md',
  ],
  [
    'a file name that is no slug',
    { write: { 'products/Big Anvil.yaml': base } },
    "BadFileName tests/fixtures/sites/mini/data/products/Big Anvil.yaml:1:1 (file): the file name 'Big Anvil' is the page's slug: use lowercase letters, digits and single hyphens",
  ],
  [
    'a required file missing',
    { remove: ['settings.yaml'] },
    'RequiredFileMissing tests/fixtures/sites/mini/data/settings.yaml:1:1 (file): this required file is missing',
  ],
  [
    'a Markdown file without front matter',
    { write: { 'notes/hello.md': 'Just text.\n' } },
    "FrontMatterMissing tests/fixtures/sites/mini/data/notes/hello.md:1:1 (front matter): a Markdown file starts with front matter between '---' lines",
  ],
  [
    'a file that is not UTF-8',
    {
      write: {
        'products/anvil.yaml': Buffer.concat([
          Buffer.from('name: Caf'),
          Buffer.from([0xe9]),
          Buffer.from('\nprice: 9\n'),
        ]),
      },
    },
    'NotUtf8 tests/fixtures/sites/mini/data/products/anvil.yaml:1:10 (file): this file is not UTF-8 text (byte 0xE9 here is not a UTF-8 character); save it with the UTF-8 encoding',
  ],
  [
    "a site's own check",
    { write: anvil('name: Anvil\nprice: 1\nnote: Cheap.\n') },
    "FreeProduct tests/fixtures/sites/mini/data/products/anvil.yaml:2:8 price: 'Anvil' costs nothing; a product has a price",
  ],
];

describe('each mistake is named and placed', () => {
  it.each(cases)('%s', async (_, changes, expected) => {
    const found = await problemsOf(changes);
    if (expected.includes(' ')) expect(found).toEqual([expected]);
    else expect(found.map((line) => line.split(' ')[0])).toEqual([expected]);
  });

  it('collects every problem of every file at once, sorted by file and place', async () => {
    const found = await problemsOf({
      write: { ...anvil('name: Anvil\nprice: "1"\ncolour: grey\n'), 'products/bucket.yaml': 'name: 7\nprice: 15\n' },
    });
    expect(found.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'WrongType tests/fixtures/sites/mini/data/products/anvil.yaml:2:8',
      'UnknownKey tests/fixtures/sites/mini/data/products/anvil.yaml:3:1',
      'WrongType tests/fixtures/sites/mini/data/products/bucket.yaml:1:7',
    ]);
  });

  it('a warning is reported and the build goes on', async () => {
    const { result } = await buildMini({ write: { 'products/bucket.yaml': 'name: Bucket\nprice: 15\n' } });
    expect(result.warnings.map((w) => `${w.name} ${w.file}:${w.line}:${w.column} ${w.path}`)).toEqual([
      'NoNote tests/fixtures/sites/mini/data/products/bucket.yaml:1:1 note',
    ]);
  });
});
