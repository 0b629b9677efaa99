/**
 * The front matter split (build/content/front-matter.ts) must give gray-matter's front matter and body
 * for every text: the texts it splits itself, and the others, which it hands to gray-matter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { OPENING, READ_NOTHING, splitMatter } from '../../build/content/front-matter';

/** gray-matter's split, reading no language (the loader used it so, with YAML alone read as nothing). */
function graySplit(text: string) {
  const file = matter(text, { engines: READ_NOTHING });
  return { matter: file.matter, content: file.content };
}

/** A split's result, or the error it throws (gray-matter refuses a language it has no engine for, as in '---toml'). */
function outcome(split: (text: string) => unknown, text: string) {
  try {
    return split(text);
  } catch (error) {
    return { threw: String(error) };
  }
}

describe('the front matter split', () => {
  it("gives gray-matter's front matter and body for every Markdown file in data/", () => {
    const files = (readdirSync('data', { recursive: true }) as string[]).filter((f) => f.endsWith('.md'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const text = readFileSync(`data/${f}`, 'utf8');
      expect(splitMatter(text), f).toEqual(graySplit(text));
    }
  });

  it("gives gray-matter's split for generated texts: dashes, line breaks, languages, comments, byte-order marks", () => {
    const pieces = [
      '---',
      '----',
      '--',
      '-',
      '\n',
      '\r\n',
      '\r',
      ' ',
      'title: A',
      '# note',
      'yaml',
      'json',
      'body text',
      '...',
      '\uFEFF',
      '\t',
      '---json',
      '---js',
      'toml',
      '\n---\n',
      '\n---',
    ];
    let own = 0;
    fc.assert(
      // Three in four open as a post does (spaces after the dashes allowed), so the split's own way is taken often.
      fc.property(
        fc.constantFrom('', '---\n', '--- \n', '---\t \n'),
        fc.array(fc.constantFrom(...pieces), { maxLength: 24 }),
        (opening, parts) => {
          const text = opening + parts.join('');
          if (OPENING.test(text)) own++;
          expect(outcome(splitMatter, text)).toEqual(outcome(graySplit, text));
        },
      ),
      { numRuns: 20_000 },
    );
    // Both ways were taken many times: the split's own and gray-matter's.
    expect(own).toBeGreaterThan(5_000);
    expect(own).toBeLessThan(18_000);
  });
});
