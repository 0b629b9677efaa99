/**
 * What a page read is compared with the last run by its fingerprint (build/util/hash.ts): a short value
 * by its JSON, a long text by its hash, anything else by its JSON's hash. Values of different kinds never
 * share one, however alike they print.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { valueFingerprint } from '../../../build/util/hash';

it('tells apart values that print alike: a text and the list it spells, short or long', () => {
  const long = Array.from({ length: 20 }, (_, i) => i);
  const pairs: [unknown, unknown][] = [
    ['[1]', [1]],
    ['1', 1],
    ['null', null],
    [JSON.stringify(long), long],
    [`"${'a'.repeat(40)}"`, 'a'.repeat(40)],
  ];
  for (const [a, b] of pairs) expect(valueFingerprint(a), JSON.stringify([a, b])).not.toBe(valueFingerprint(b));
});

it('is the same for an equal value made afresh, short or long, text or object', () => {
  const sentence = 'An article about booked consultations. ';
  const html = `<p>${sentence.repeat(20)}</p>`;
  const made = ['<p>', ...Array.from({ length: 20 }, () => sentence), '</p>'].join('');
  expect(valueFingerprint(made)).toBe(valueFingerprint(html));
  const entry = () => ({ date: '2025-10-01', tags: ['news', 'hours'], body: html });
  expect(valueFingerprint(entry())).toBe(valueFingerprint(entry()));
  expect(valueFingerprint({ date: '2025-10-01' })).toBe(valueFingerprint({ date: '2025-10-01' }));
});

it('is the same in another process, where the next build compares it', async () => {
  const values = ['short', `<p>${'long text '.repeat(10)}</p>`, { date: '2025-10-01', tags: ['news'] }, [1, 2, 3]];
  const script = `import { valueFingerprint } from ${JSON.stringify(pathToFileURL(path.resolve('build/util/hash.ts')).href)};
console.log(JSON.stringify(${JSON.stringify(values)}.map(valueFingerprint)));`;
  const { stdout } = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['--eval', script]);
  expect(JSON.parse(stdout)).toEqual(values.map(valueFingerprint));
});

it('changes with any change of the value', () => {
  const html = `<p>${'An article about booked consultations. '.repeat(20)}</p>`;
  expect(valueFingerprint(html)).not.toBe(valueFingerprint(html.replace('booked', 'bookeD')));
  expect(valueFingerprint({ date: '2025-10-01' })).not.toBe(valueFingerprint({ date: '2025-10-02' }));
  expect(valueFingerprint(undefined)).not.toBe(valueFingerprint(null));
});
