/**
 * The disk writer writes a changed file over its last version in place: what it leaves must be the new
 * content alone, never the new content followed by the end of a longer old one.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { diskWriter } from '../../../build/output/writer';
import { contentHash } from '../../../build/util/hash';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitalis-disk-writer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('leaves no tail of a longer last version when a page gets shorter', async () => {
  const outDir = path.join(scratch, 'dist');
  const write = async (html: string) => {
    const writer = diskWriter(outDir);
    const files = new Map([['index.html', contentHash(html)]]);
    return writer.commit({ write: new Map([['index.html', Buffer.from(html)]]), files });
  };
  await write(`<p>${'long '.repeat(1000)}</p>`);
  const stamps = await write('<p>short</p>');
  const file = path.join(outDir, 'index.html');
  expect(readFileSync(file, 'utf8')).toBe('<p>short</p>');
  expect(stamps.get('index.html')?.size).toBe(statSync(file).size);
});
