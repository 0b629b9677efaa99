/**
 * What the content editor's saves do to a data file (build/content/yaml-edit.ts): only the text of what
 * changed changes, so comments, quoting, key order and the line breaks of other paragraphs stay; new
 * values are written as the data files write them; and the text always reads back as the new value.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { editMarkdown, editYaml, withoutBlanks } from '../../../build/content/yaml-edit';

const FILE = `# Prices of one service.
title: Local SEO Pricing
description: >-
  Rank in the map pack and organic results for the treatments your practice wants more of, in every
  city the practice serves.
tiers:
  small:
    monthly: "$1,250" # quoted: it has a comma
    note: per month
  growing:
    monthly: "$2,495"
    note: per month
features:
  - name: Target keyphrases
    values: { small: "25", growing: "50" }
  - name: Optimized pages
    values: { small: "10", growing: "20" }
`;

// biome-ignore lint/suspicious/noExplicitAny: the tests reach into the parsed file freely
type Data = Record<string, any>;

/** The file edited by `change`, after checking it reads back as the changed value. */
function edited(text: string, change: (value: Data) => void): string {
  const value = parse(text) as Data;
  change(value);
  const out = editYaml(text, value);
  expect(parse(out)).toEqual(withoutBlanks(value));
  return out;
}

/** The lines taken out of `before` and put into `after`, by a longest-common-subsequence line diff. */
function lineDiff(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const added: string[] = [];
  const removed: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { added, removed };
}

describe('editYaml', () => {
  it('changes a price on its own line, keeping its quotes, the comments and every other line', () => {
    const out = edited(FILE, (v) => {
      v.tiers.growing.monthly = '$2,595';
    });
    expect(lineDiff(FILE, out)).toEqual({ added: ['    monthly: "$2,595"'], removed: ['    monthly: "$2,495"'] });
  });

  it('changes a value inside a flow mapping in place', () => {
    const out = edited(FILE, (v) => {
      v.features[1].values.small = '12';
    });
    expect(lineDiff(FILE, out)).toEqual({
      added: ['    values: { small: "12", growing: "20" }'],
      removed: ['    values: { small: "10", growing: "20" }'],
    });
  });

  it('folds an edited paragraph as the file does, leaving the rest of the file alone', () => {
    const out = edited(FILE, (v) => {
      v.description = v.description.replace('organic results', 'the organic results');
    });
    expect(out.startsWith('# Prices of one service.\ntitle: Local SEO Pricing\ndescription: >-\n  Rank in')).toBe(true);
    expect(out.slice(out.indexOf('tiers:'))).toBe(FILE.slice(FILE.indexOf('tiers:')));
  });

  it('puts a new key after the one before it, quoted only where YAML needs it', () => {
    const out = edited(FILE, (v) => {
      const { title, description, ...rest } = v;
      for (const key of Object.keys(v)) delete v[key];
      Object.assign(v, { title, description, commitment: 'Three months: then monthly', ...rest });
    });
    expect(lineDiff(FILE, out)).toEqual({ added: ['commitment: "Three months: then monthly"'], removed: [] });
    expect(out.indexOf('commitment:')).toBeLessThan(out.indexOf('tiers:'));
    expect(out.indexOf('commitment:')).toBeGreaterThan(out.indexOf('description:'));
  });

  it('takes out a key the editor emptied, and writes no key added empty', () => {
    const out = edited(FILE, (v) => {
      v.tiers.small.note = '';
      v.tiers.small.extra = '';
    });
    expect(out).toBe(FILE.replace('    note: per month\n', ''));
    expect(out).not.toContain('extra');
    expect(parse(out).tiers.small).toEqual({ monthly: '$1,250' });
  });

  it('appends a list item in the list style, folding long text and keeping numbers on one line', () => {
    const about =
      'Payson sits under the Mogollon Rim at about five thousand feet, cooler than the valley below it in summer.';
    const out = edited(FILE, (v) => {
      v.features.push({ name: 'Places', values: { small: '1' }, coordinates: [34.23, -111.33], about });
    });
    expect(out.slice(FILE.length)).toBe(
      `  - name: Places
    values:
      small: "1"
    coordinates: [34.23, -111.33]
    about: >-
      Payson sits under the Mogollon Rim at about five thousand feet, cooler than the valley below it
      in summer.
`,
    );
  });

  it('removes the first list item, leaving the item after it as it was written', () => {
    const out = edited(FILE, (v) => {
      v.features.splice(0, 1);
    });
    expect(out).toBe(FILE.replace('  - name: Target keyphrases\n    values: { small: "25", growing: "50" }\n', ''));
  });

  it('writes a value that changes shape (text to a list) as a block under its key', () => {
    const out = edited(FILE, (v) => {
      v.title = ['Local SEO', 'Pricing'];
    });
    expect(out).toContain('title:\n  - Local SEO\n  - Pricing\ndescription:');
  });

  it('gives an unchanged value back byte for byte', () => {
    expect(editYaml(FILE, parse(FILE))).toBe(FILE);
  });
});

describe('editYaml on a copy of data/locations/texas.yaml: list items matched by their key', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yaml-edit-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const copy = path.join(dir, 'texas.yaml');
  copyFileSync(path.join(__dirname, '../../../data/locations/texas.yaml'), copy);
  // The data file has no comments: give each city a note naming it, as an editor's file would have.
  const TEXAS = readFileSync(copy, 'utf8').replace(/^ {2}- name: (.*)$/gm, '  # note on $1\n  - name: $1');
  const starts = [...TEXAS.matchAll(/^ {2}# note on /gm)].map((m) => m.index);
  /** City i's lines, from its note to the next city's note. */
  const city = (i: number) => TEXAS.slice(starts[i], starts[i + 1]);
  /** Notes that no longer sit right above the city they name. */
  const strayNotes = (text: string) =>
    [...text.matchAll(/^ {2}# note on (.*)\r?\n {2}- name: (.*?)\r?$/gm)].filter((m) => m[1] !== m[2]).map((m) => m[0]);

  it('removing Houston, the first city, takes out its 38 lines (note included) and nothing else', () => {
    expect(starts).toHaveLength(75);
    expect(city(0)).toMatch(/^ {2}# note on Houston\n {2}- name: Houston\n/);
    const out = edited(TEXAS, (v) => {
      v.cities.splice(0, 1);
    });
    expect(out).toBe(TEXAS.replace(city(0), ''));
    expect(lineDiff(TEXAS, out)).toEqual({ added: [], removed: city(0).trimEnd().split('\n') });
    expect(strayNotes(out)).toEqual([]);
  });

  it('swapping two cities moves each with its note; the diff is those two blocks', () => {
    const out = edited(TEXAS, (v) => {
      [v.cities[3], v.cities[40]] = [v.cities[40], v.cities[3]];
    });
    expect(out).toBe(
      TEXAS.slice(0, starts[3]) + city(40) + TEXAS.slice(starts[4], starts[40]) + city(3) + TEXAS.slice(starts[41]),
    );
    const { added, removed } = lineDiff(TEXAS, out);
    const blocks = new Set([...city(3).split('\n'), ...city(40).split('\n')]);
    expect([...added, ...removed].every((line) => blocks.has(line))).toBe(true);
    expect(strayNotes(out)).toEqual([]);
  });

  it('swapping the first two cities keeps each note above its own city', () => {
    const out = edited(TEXAS, (v) => {
      [v.cities[0], v.cities[1]] = [v.cities[1], v.cities[0]];
    });
    expect(out).toBe(TEXAS.slice(0, starts[0]) + city(1) + city(0) + TEXAS.slice(starts[2]));
    expect(strayNotes(out)).toEqual([]);
  });

  it('editing the coordinates of the middle city changes that one line, kept in brackets', () => {
    const out = edited(TEXAS, (v) => {
      v.cities[37].facts.coordinates = [31.5, -97.1];
    });
    const coordinates = /^ {6}coordinates: .*$/m.exec(city(37))![0];
    expect(lineDiff(TEXAS, out)).toEqual({ added: ['      coordinates: [31.5, -97.1]'], removed: [coordinates] });
  });

  it('a city whose slug changed, while another is removed, is found by its name and keeps its note', () => {
    const out = edited(TEXAS, (v) => {
      v.cities.splice(0, 1);
      v.cities[0].slug = 'san-antonio-tx';
    });
    expect(out).toBe(TEXAS.replace(city(0), '').replace('    slug: san-antonio\n', '    slug: san-antonio-tx\n'));
  });

  it('a city added in the middle is written at its place, the next note staying above its city', () => {
    const out = edited(TEXAS, (v) => {
      v.cities.splice(2, 0, { name: 'Gruene', slug: 'gruene', facts: { coordinates: [29.74, -98.1] } });
    });
    const added = '  - name: Gruene\n    slug: gruene\n    facts:\n      coordinates: [29.74, -98.1]\n';
    expect(out).toBe(TEXAS.slice(0, starts[2]) + added + TEXAS.slice(starts[2]));
  });

  it('a CRLF file stays CRLF after editing two folded fields and adding a city', () => {
    const crlf = TEXAS.replace(/\n/g, '\r\n');
    const out = edited(crlf, (v) => {
      v.market = v.market.replace('four big markets', 'four large markets');
      v.cities[0].about = v.cities[0].about.replace('No zoning', 'No zoning at all');
      v.cities.push({ name: 'Gruene', slug: 'gruene', about: 'A river town. '.repeat(10).trim() });
    });
    expect(out.match(/(?<!\r)\n/g)).toBeNull();
    expect(out).toContain('four large markets');
    // Every city but the first is as it was, byte for byte, Windows line endings included.
    expect(out).toContain(crlf.slice(crlf.indexOf('  # note on San Antonio')));
  });
});

describe('editYaml refuses what it cannot edit safely', () => {
  it('a file that does not parse is refused, naming the place, not rewritten whole', () => {
    const broken = 'title: Pricing\ntiers: [1, 2\nnote: x\n';
    expect(() => editYaml(broken, { title: 'Pricing', tiers: [1, 2], note: 'y' })).toThrow(
      /^line 3, column 1: not saved, not valid YAML: /,
    );
    expect(() => editYaml(broken, {}, 'data/pricing.yaml')).toThrow(/^data\/pricing\.yaml:3:1: not saved/);
  });

  it('front matter that does not parse is refused, naming its line in the whole file', () => {
    const post = '---\ntitle: First\ntags: [a, b\ndate: 2026-01-05\n---\n\nThe body.\n';
    expect(() => editMarkdown(post, { title: 'First' }, 'A new body.', 'data/blog/first.md')).toThrow(
      /^data\/blog\/first\.md:4:1: not saved, not valid YAML: /,
    );
  });

  it('a file of comments alone keeps its comments when a value is written into it', () => {
    const out = editYaml('# Site settings: see the guide.\n', { title: 'Vitalis' });
    expect(out).toBe('# Site settings: see the guide.\ntitle: Vitalis\n');
  });
});

describe('editYaml within one list item', () => {
  const LIST = 'items:\n  - name: A\n    slug: a\n  - name: B\n    slug: b\n';

  it("taking out the key on an item's dash line keeps the dash", () => {
    const out = edited(LIST, (v) => {
      delete v.items[1].name;
    });
    expect(out).toBe('items:\n  - name: A\n    slug: a\n  - slug: b\n');
  });

  it("a key put first in an item goes on the item's dash line", () => {
    const out = edited(LIST, (v) => {
      v.items[1] = { id: 7, ...v.items[1] };
    });
    expect(out).toBe('items:\n  - name: A\n    slug: a\n  - id: 7\n    name: B\n    slug: b\n');
  });

  it('a key left empty in the file gets its value after the colon', () => {
    const out = edited('a:\nb: 1\n', (v) => {
      v.a = 'x';
    });
    expect(out).toBe('a: x\nb: 1\n');
  });

  it('a list without keys is matched by place; an item taken off its end takes its comments', () => {
    const out = edited('l:\n  # about a\n  - a # one\n  # about b\n  - b\n    # more on b\nnext: 1\n', (v) => {
      v.l = ['c'];
    });
    expect(out).toBe('l:\n  # about a\n  - c # one\nnext: 1\n');
  });
});

describe('editMarkdown', () => {
  const POST = '---\n# the post\ntitle: "First: a post"\ndate: "2026-01-05"\n---\n\nThe body.\n';

  it('edits the front matter in place and replaces the body, keeping the blank line between them', () => {
    const out = editMarkdown(POST, { title: 'First: a post', date: '2026-02-01' }, 'A new body.');
    expect(out).toBe('---\n# the post\ntitle: "First: a post"\ndate: "2026-02-01"\n---\n\nA new body.\n');
  });

  it('a CRLF file keeps CRLF in its front matter, its fences and its new body', () => {
    const crlf = POST.replace(/\n/g, '\r\n');
    const out = editMarkdown(crlf, { title: 'First: a post', date: '2026-02-01' }, 'A new body.\nTwo lines.');
    expect(out).toBe(
      '---\r\n# the post\r\ntitle: "First: a post"\r\ndate: "2026-02-01"\r\n---\r\n\r\nA new body.\r\nTwo lines.\r\n',
    );
  });
});

describe('withoutBlanks', () => {
  it('drops empty text, lists and mappings left empty, keeping falsy values and list items', () => {
    expect(withoutBlanks({ a: '', b: { c: '', l: [] }, d: [], e: false, f: 0, g: [{ h: '' }] })).toEqual({
      e: false,
      f: 0,
      g: [{}],
    });
  });
});
