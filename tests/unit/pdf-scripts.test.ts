/** A PDF's script actions are found as its bytes stream in, however they are written or packed. */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfScriptScanner } from '../../server/pdf-scripts';
import { pdf } from './helpers/resume-files';

async function scripted(bytes: Buffer, size = 1000): Promise<boolean> {
  const scanner = pdfScriptScanner();
  for (let at = 0; at < bytes.length; at += size) await scanner.push(bytes.subarray(at, at + size));
  return scanner.result();
}

/** A one-page PDF with `catalog` added to its catalog dictionary, and `objects` after it. */
const pdfWith = (catalog: string, objects: (string | Buffer)[] = []) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog} >> endobj\n`),
    Buffer.from('2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'),
    ...objects.map((o) => Buffer.from(o)),
    Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);

/** An object stream (PDF 1.5) holding `inside`, deflated as writers pack objects. */
const objectStream = (inside: string | Buffer, eol = '\r\n') => {
  const packed = deflateSync(inside);
  return Buffer.concat([
    Buffer.from(
      `5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream${eol}`,
    ),
    packed,
    Buffer.from(`${eol}endstream\nendobj\n`),
  ]);
};

describe('a PDF with JavaScript actions is accepted and mailed without a word', () => {
  it('finds a script run on opening, on a page or a field, at any chunk size', async () => {
    const openAction = pdfWith('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>');
    const pageAction = pdfWith('', [
      '3 0 obj << /Type /Page /AA << /O 4 0 R >> >> endobj\n',
      '4 0 obj<</S/JavaScript/JS 9 0 R>>endobj\n',
    ]);
    for (const size of [1, 3, 7, 64, 65_536]) {
      expect(await scripted(openAction, size)).toBe(true);
      expect(await scripted(pageAction, size)).toBe(true);
    }
  });

  it('finds names written with #xx escapes', async () => {
    expect(await scripted(pdfWith('/OpenAction << /S /J#61vaScript /J#53 (x) >>'))).toBe(true);
  });

  it('finds a script packed in a compressed object stream, at any chunk size and end of line', async () => {
    const hidden = pdfWith('/OpenAction 6 0 R', [objectStream('6 0 << /S /JavaScript /JS (app.alert(1)) >>')]);
    for (const size of [1, 5, 100, 65_536]) expect(await scripted(hidden, size)).toBe(true);
    expect(await scripted(pdfWith('', [objectStream('6 0 <</S/JavaScript/JS(x)>>', '\n')]))).toBe(true);
    expect(await scripted(pdfWith('', [objectStream('6 0 << /Type /Font /BaseFont /Helvetica >>')]))).toBe(false);
  });

  it('says nothing of a plain PDF, nor of names that only begin like one (/JSON, /AAPL:Keywords)', async () => {
    expect(await scripted(pdf(50_000))).toBe(false);
    expect(await scripted(pdfWith('/JSON (x) /AAPL:Keywords [(JavaScript)] /OpenAction [3 0 R /Fit]'))).toBe(false);
  });

  it('inflates an object stream only up to its cap: a bomb in one is read no further', async () => {
    const bomb = Buffer.alloc(50_000_000, ' ');
    bomb.write('/JS (x)', 45_000_000);
    expect(await scripted(pdfWith('', [objectStream(bomb)]), 65_536)).toBe(false);
  });

  it('looks no further than the first bytes of what is not a PDF', async () => {
    expect(await scripted(Buffer.from('PK\u0003\u0004 /JS (x)'))).toBe(false);
  });
});
