/**
 * What a page read is compared with the last run by its fingerprint (build/util/hash.ts): a short value
 * by its JSON, a long text by its hash, anything else by its JSON's hash. Values of different kinds never
 * share one, however alike they print.
 */
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

it('changes with any change of the value, and only then', () => {
  const html = `<p>${'An article about booked consultations. '.repeat(20)}</p>`;
  expect(valueFingerprint(html)).toBe(valueFingerprint(`${html}`));
  expect(valueFingerprint(html)).not.toBe(valueFingerprint(html.replace('booked', 'bookeD')));
  expect(valueFingerprint({ date: '2025-10-01' })).not.toBe(valueFingerprint({ date: '2025-10-02' }));
  expect(valueFingerprint(undefined)).not.toBe(valueFingerprint(null));
});
