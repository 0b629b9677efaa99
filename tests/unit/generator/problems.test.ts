/**
 * Every problem the generator and a site's checks report has a name from a catalogue and the place of
 * the mistake, file:line:column and the path in the document: tested on the mini fixture site with one
 * mistake laid over its data at a time. The prose is the catalogue's; a test holds the name, the place
 * and at most the one fact of the message a reader acts on (the value at fault, a suggestion).
 */
import { describe, expect, it } from 'vitest';
import { buildMini, errorsOf, placeOf, site } from './mini';
import { displayPath } from '../../../build/content/data-files';

const anvil = (text: string) => ({ 'products/anvil.yaml': text });
const base = 'name: Anvil\nprice: 120\nnote: Heavy.\n';
/** The mini site's data folder as problems name it. */
const data = `${displayPath(site.dataDir)}/`;

interface Case {
  mistake: string;
  changes: Parameters<typeof errorsOf>[0];
  /** `Name file:line:column path`, the file under the data folder. */
  found: string;
  /** A fact the message must give. */
  says?: string;
}

const cases: Case[] = [
  {
    mistake: 'a value of the wrong type',
    changes: { write: anvil('name: Anvil\nprice: "120"\n') },
    found: 'WrongType products/anvil.yaml:2:8 price',
    says: 'number',
  },
  {
    mistake: 'a missing value',
    changes: { write: anvil('price: 120\n') },
    found: 'Required products/anvil.yaml:1:1 name',
  },
  {
    mistake: 'a key the schema does not have',
    changes: { write: anvil(`${base}colour: grey\n`) },
    found: 'UnknownKey products/anvil.yaml:4:1 colour',
  },
  {
    mistake: 'a rule of the schema',
    changes: { write: anvil('name: "  "\nprice: 120\n') },
    found: 'SchemaRule products/anvil.yaml:1:7 name',
  },
  {
    mistake: 'YAML that does not parse',
    changes: { write: anvil('name: [Anvil\nprice: 120\n') },
    found: 'YamlSyntax products/anvil.yaml:2:1 (yaml)',
  },
  {
    mistake: 'a key twice',
    changes: { write: anvil('name: Anvil\nname: Anvil\nprice: 120\n') },
    found: 'DuplicateKey products/anvil.yaml:2:1 (yaml)',
  },
  {
    mistake: 'an alias to nothing',
    changes: { write: anvil('name: *missing\nprice: 120\n') },
    found: 'UnknownAlias products/anvil.yaml:1:7 (yaml)',
    says: '*missing',
  },
  {
    mistake: 'a word broken across folded lines',
    changes: { write: anvil('name: Anvil\nprice: 120\nnote: >-\n  A heavy, high-\n  end anvil.\n') },
    found: 'BrokenFoldedWord products/anvil.yaml:4:16 note',
    says: "'high-'",
  },
  {
    mistake: 'a misspelt placeholder',
    changes: { write: anvil('name: Anvil\nprice: 120\nnote: Call {phon} first.\n') },
    found: 'UnknownPlaceholder products/anvil.yaml:3:12 note',
    says: '{phone}',
  },
  {
    mistake: 'a misspelt placeholder in a Markdown body',
    changes: { write: { 'notes/hello.md': '---\ntitle: Hello\n---\n\nCall {fone}.\n' } },
    found: 'UnknownPlaceholder notes/hello.md:5:6 (body)',
    says: '{phone}',
  },
  {
    mistake: 'raw HTML in a Markdown body',
    changes: { write: { 'notes/hello.md': '---\ntitle: Hello\n---\n\nHi <br> there.\n' } },
    found: 'RawHtml notes/hello.md:5:4 (body)',
  },
  {
    mistake: 'a Markdown link to no page',
    changes: { write: { 'notes/hello.md': '---\ntitle: Hello\n---\n\nSee [the shop](/shop/).\n' } },
    found: 'LinkToMissingPage notes/hello.md:5:16 (body)',
    says: '/shop/',
  },
  {
    mistake: 'a link in data to no page',
    changes: { write: anvil(`${base}related:\n  - /products/bucke/\n`) },
    found: 'LinkToMissingPage products/anvil.yaml:5:5 related[0]',
    says: '/products/bucket/',
  },
  {
    mistake: 'a link without its trailing slash',
    changes: { write: anvil(`${base}related:\n  - /products/bucket\n`) },
    found: 'SchemaRule products/anvil.yaml:5:5 related[0]',
    says: "ending in '/'",
  },
  {
    mistake: 'a file no collection holds',
    changes: { write: { 'misc.txt': 'hello' } },
    found: 'StrayFile misc.txt:1:1 (file)',
    says: 'products/*.yaml',
  },
  {
    mistake: 'a file name that is no slug',
    changes: { write: { 'products/Big Anvil.yaml': base } },
    found: 'BadFileName products/Big Anvil.yaml:1:1 (file)',
    says: "'Big Anvil'",
  },
  {
    mistake: 'a required file missing',
    changes: { remove: ['settings.yaml'] },
    found: 'RequiredFileMissing settings.yaml:1:1 (file)',
  },
  {
    mistake: 'a Markdown file without front matter',
    changes: { write: { 'notes/hello.md': 'Just text.\n' } },
    found: 'FrontMatterMissing notes/hello.md:1:1 (front matter)',
  },
  {
    mistake: 'a file that is not UTF-8',
    changes: {
      write: {
        'products/anvil.yaml': Buffer.concat([
          Buffer.from('name: Caf'),
          Buffer.from([0xe9]),
          Buffer.from('\nprice: 9\n'),
        ]),
      },
    },
    found: 'NotUtf8 products/anvil.yaml:1:10 (file)',
    says: '0xE9',
  },
  {
    mistake: "a site's own check",
    changes: { write: anvil('name: Anvil\nprice: 1\nnote: Cheap.\n') },
    found: 'FreeProduct products/anvil.yaml:2:8 price',
    says: "'Anvil'",
  },
];

describe('each mistake is named and placed', () => {
  for (const { mistake, changes, found, says } of cases)
    it(mistake, async () => {
      const errors = await errorsOf(changes);
      expect(errors.map(placeOf)).toEqual([placeOf({ ...parse(found), message: '', severity: 'error' })]);
      if (says) expect(errors[0]!.message).toContain(says);
    });

  it('a stray file names the data folder where it is, not a data/ the site may not have', async () => {
    const [stray] = await errorsOf({ write: { 'misc.txt': 'hello' } });
    expect(data).toBe('tests/fixtures/sites/mini/data/');
    expect(stray!.message).toContain(`${data} holds`);
    expect(stray!.message).not.toMatch(/(^|\s)data\//);
  });

  it('collects every problem of every file at once, sorted by file and place', async () => {
    const errors = await errorsOf({
      write: { ...anvil('name: Anvil\nprice: "1"\ncolour: grey\n'), 'products/bucket.yaml': 'name: 7\nprice: 15\n' },
    });
    expect(errors.map(placeOf)).toEqual([
      `WrongType ${data}products/anvil.yaml:2:8 price`,
      `UnknownKey ${data}products/anvil.yaml:3:1 colour`,
      `WrongType ${data}products/bucket.yaml:1:7 name`,
    ]);
  });

  it('a warning is reported and the build goes on', async () => {
    const { result } = await buildMini({ write: { 'products/bucket.yaml': 'name: Bucket\nprice: 15\n' } });
    expect(result.warnings.map((w) => `${w.name} ${w.file}:${w.line}:${w.column} ${w.path}`)).toEqual([
      `NoNote ${data}products/bucket.yaml:1:1 note`,
    ]);
  });
});

/** 'Name file:line:column path', the file under the data folder, as a problem's fields. */
function parse(found: string) {
  const [, name, file, line, column, where] = /^(\w+) (.+):(\d+):(\d+) (.+)$/.exec(found)!;
  return { name: name!, file: `${data}${file}`, line: Number(line), column: Number(column), path: where! };
}
