/**
 * What the content editor's saves do to a data file (build/content/yaml-edit.ts): only the text of what
 * changed changes, so comments, quoting, key order and the line breaks of other paragraphs stay; new
 * values are written as the data files write them; and the text always reads back as the new value.
 */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
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

/** The lines of `after` that are not in `before`, and the reverse. */
function lineDiff(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  return { added: b.filter((l) => !a.includes(l)), removed: a.filter((l) => !b.includes(l)) };
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

  it('removes list items from the end and the middle', () => {
    const out = edited(FILE, (v) => {
      v.features.splice(0, 1);
    });
    expect(out).not.toContain('Target keyphrases');
    expect(out.endsWith('  - name: Optimized pages\n    values: { small: "10", growing: "20" }\n')).toBe(true);
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

describe('editMarkdown', () => {
  const POST = '---\n# the post\ntitle: "First: a post"\ndate: "2026-01-05"\n---\n\nThe body.\n';

  it('edits the front matter in place and replaces the body, keeping the blank line between them', () => {
    const out = editMarkdown(POST, { title: 'First: a post', date: '2026-02-01' }, 'A new body.');
    expect(out).toBe('---\n# the post\ntitle: "First: a post"\ndate: "2026-02-01"\n---\n\nA new body.\n');
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
