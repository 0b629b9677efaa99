/** dist/_redirects must mean the same on every host. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

describe('dist/_redirects', () => {
  it('writes every status explicitly, since hosts disagree on the default', () => {
    const text = readFileSync(path.join(inject('distDir'), '_redirects'), 'utf8');
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('#'))) expect(line.split(/\s+/), line).toHaveLength(3);
  });
});
