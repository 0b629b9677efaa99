/**
 * build/content/plain-markdown.ts builds the syntax tree of plain prose itself and parses only the rest:
 * the tree must be the one remark-parse makes of the whole body, positions included, for every body in
 * data/ and for generated bodies that mix prose with every kind of block and inline syntax.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import matter from 'gray-matter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { expect, it } from 'vitest';
import { parseMarkdown, type Root } from '../../build/content/plain-markdown';
import { syntheticPosts } from '../../scripts/bench/synthetic-posts';

const processor = unified().use(remarkParse);
const parse = (text: string) => processor.parse(text) as Root;
/** The tree both ways, and how many characters went to the parser the fast way. */
function bothWays(body: string) {
  let parsed = 0;
  const fast = parseMarkdown(body, (text) => {
    parsed += text.length;
    return parse(text);
  });
  return { fast, whole: parse(body), parsed };
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? markdownFiles(file) : name.endsWith('.md') ? [file] : [];
  });
}

it('gives the tree remark-parse gives for every Markdown body in data/', () => {
  const files = markdownFiles('data');
  expect(files.length).toBeGreaterThan(5);
  let parsed = 0;
  let total = 0;
  for (const file of files) {
    const body = matter(readFileSync(file, 'utf8'), {}).content;
    const result = bothWays(body);
    expect(result.fast, file).toEqual(result.whole);
    parsed += result.parsed;
    total += body.length;
  }
  // The real posts mix prose with lists, links and emphasis: some of it, not all, goes the fast way.
  expect(parsed).toBeLessThan(total);
});

it('parses nothing of a body of plain paragraphs and headings', () => {
  for (const post of syntheticPosts(50)) {
    const body = `\n## ${post.title}\n\n${post.paragraphs.join('\n\n')}\n`;
    const result = bothWays(body);
    expect(result.fast).toEqual(result.whole);
    expect(result.parsed).toBe(0);
  }
});

/** Lines of every kind; those after the first list make a body be parsed whole. */
const LINES = [
  'Plain words here.',
  'Another line of text',
  'Dr. Smith said so',
  '2020 was busy',
  'a',
  'Q: why? Because!',
  'C# tips',
  '1990s trends',
  'é ü ñ — “quoted”',
  '# Title',
  '## Sub title',
  '### x',
  '#nospace',
  '####### seven',
  '## trailing ##',
  '##  two',
  '## ',
  '#',
  '## a # b',
  '- item',
  '* item',
  '+ item',
  '1. one',
  '2) two',
  '10. ten',
  '-',
  '1.',
  '+',
  '  - nested item',
  '   1. deep',
  '- [ ] task',
  '* * *',
  '  continued',
  '    code',
  '     indented five',
  ' one space',
  '   ',
  '\u00a0nbsp start',
  'ends nbsp\u00a0',
  '> quote',
  '>quote',
  '> - nested',
  '>',
  '>   ',
  '  > quoted',
  '<div>',
  '</div>',
  '</pre>',
  '<br>',
  '<table>',
  '<p>para</p>',
  '<span>x</span>',
  '</span>',
  '-->',
  ']]>',
  'see [a] here',
  '[a]',
  'some *em* text',
  '**bold**',
  'a [link](/x) b',
  'code `x`',
  'esc \\* star',
  'amp &amp; x',
  'auto <https://x.y>',
  'under_score',
  '![img](/i.png)',
  '===',
  '---',
  '- - -',
  '***',
  '___',
  '|a|b|',
  ':::',
  '1986\\. A year',
  'two spaces  ',
  'one space ',
  'back\\',
  '',
];
const WHOLE_LINES = [
  '```',
  '~~~',
  '```js',
  '<pre>',
  '<!-- note -->',
  '<?php',
  '<![CDATA[',
  '<!DOCTYPE html>',
  '<script>',
  '</script>',
  '<style>',
  '<textarea>',
  '[a]: /url',
  '\tTab',
  'cr\r',
];

/** Bodies of up to 24 of these lines, each after one, two or three line endings. */
const bodies = (lines: string[]) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(...lines), { maxLength: 24 }),
      fc.array(fc.constantFrom('\n', '\n\n', '\n\n\n'), { minLength: 24, maxLength: 24 }),
      fc.boolean(),
    )
    .map(
      ([picked, breaks, trailing]) =>
        picked.map((line, i) => (i ? breaks[i]! : '') + line).join('') + (trailing ? '\n' : ''),
    );

it('gives the same tree for generated bodies of prose, blocks of every kind and inline syntax', () => {
  let fastChars = 0;
  let allChars = 0;
  const same = (text: string) => {
    const result = bothWays(text);
    expect(result.fast).toEqual(result.whole);
    fastChars += text.length - result.parsed;
    allChars += text.length;
  };
  const runs = Number(process.env.MD_RUNS ?? 10_000);
  const seed = Number(process.env.MD_SEED ?? 23);
  fc.assert(fc.property(bodies(LINES), same), { numRuns: runs, seed });
  // Part of these goes the fast way, the rest is parsed in runs: both are exercised.
  expect(fastChars / allChars).toBeGreaterThan(0.1);
  expect(fastChars / allChars).toBeLessThan(0.9);
  fc.assert(fc.property(bodies([...LINES, ...WHOLE_LINES]), same), { numRuns: runs / 5, seed });
});
