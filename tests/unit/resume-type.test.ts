/** A resume is what its bytes say, whatever its name or declared type, and it is checked as it streams. */
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { resumeSniffer } from '../../server/resume-type';
import { zipLists } from '../../server/zip-directory';
import { doc, docm, docx, docxBomb, exe, pdf, zip, zipWithoutDocument } from './helpers/resume-files';

/** Feeds the bytes in chunks of `size`, as a network would. */
async function sniff(bytes: Buffer, size = 1000) {
  const sniffer = resumeSniffer();
  for (let at = 0; at < bytes.length; at += size) sniffer.push(bytes.subarray(at, at + size));
  return sniffer.result();
}

describe('resume formats by their bytes', () => {
  it('accepts a PDF, a DOC and a DOCX, however they are cut into chunks', async () => {
    for (const size of [1, 7, 512, 65_536]) {
      expect(await sniff(pdf(), size)).toBe('pdf');
      expect(await sniff(doc(), size)).toBe('doc');
      expect(await sniff(docx(), size)).toBe('docx');
    }
  });

  it('refuses an executable, a ZIP without word/document.xml, an OLE2 file that is not Word, text and nothing', async () => {
    expect(await sniff(exe())).toBeUndefined();
    expect(await sniff(zipWithoutDocument())).toBeUndefined();
    expect(await sniff(zip({ 'notes.txt': 'word/document.xml is named here but is not an entry' }))).toBeUndefined();
    expect(await sniff(doc('Workbook'))).toBeUndefined(); // an Excel 97 file is OLE2 too
    expect(await sniff(Buffer.from('Dana Whitfield, SEO specialist'))).toBeUndefined();
    expect(await sniff(Buffer.alloc(0))).toBeUndefined();
  });

  it('refuses a PDF signature that is not at the start', async () => {
    expect(await sniff(Buffer.concat([Buffer.from('MZ'), pdf()]))).toBeUndefined();
  });

  it('finds the central directory of a DOCX larger than the tail it keeps', async () => {
    const padded = zip({
      'word/media/image1.png': Buffer.alloc(600_000, 7),
      'word/document.xml': '<w:document/>',
      '[Content_Types].xml': '<Types/>',
    });
    expect(await sniff(padded, 65_536)).toBe('docx');
  });

  it('the DOC check is looser than it says: an Excel workbook with "WordDocument" in a cell is refused; the directory decides', async () => {
    for (const size of [1, 100, 512, 65_536])
      expect(await sniff(doc('Workbook', 'WordDocument'), size)).toBeUndefined();
    // The same text in a Word document's own stream changes nothing.
    expect(await sniff(doc('WordDocument', 'WordDocument'))).toBe('doc');
    // A compound file whose directory chain points at a sector that is not a directory is unreadable.
    const broken = doc();
    broken.writeUInt32LE(5, 48);
    expect(await sniff(broken)).toBeUndefined();
  });

  it('the DOC check is looser than it says: a macro-enabled document renamed .docx is refused', async () => {
    expect(await sniff(docm())).toBeUndefined();
    expect(await sniff(docm({ macros: false }))).toBeUndefined(); // the docm content type alone
    expect(await sniff(docx())).toBe('docx');
  });

  it('reads a ZIP central directory entry by entry', () => {
    const bytes = docx();
    expect(zipLists(bytes, bytes.length, 'word/document.xml')).toBe(true);
    expect(zipLists(bytes, bytes.length, 'word/document.xm')).toBe(false);
  });

  it('a zip-bomb DOCX whose [Content_Types].xml inflates to 40 MB is refused, whether its directory states the size or lies', async () => {
    const honest = docxBomb();
    expect(honest.length).toBeLessThan(100_000);
    expect(await sniff(honest, 65_536)).toBeUndefined();
    // Declared as 2 kB: only the inflate's own cap finds out, and it stops reading there.
    expect(await sniff(docxBomb({ declared: 2000 }), 65_536)).toBeUndefined();
  });

  it('a zip-bomb DOCX whose parts are absurdly compressed, or declare over 100 MB in all, is refused', async () => {
    expect(await sniff(docxBomb({ part: 'word/document.xml', size: 20_000_000 }), 65_536)).toBeUndefined();
    // 5 MB stated for 5 kB of data: a part over a few MB shrunk 1000:1.
    expect(await sniff(docxBomb({ part: 'word/media/a.png', size: 5000, declared: 5_000_000 }))).toBeUndefined();
    const many = zip({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
      ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`word/media/${i}.bin`, 'x'])),
    });
    // Thirty parts declaring 4 MB each from 3 bytes: none over the part limit, 120 MB in all.
    let central = many.readUInt32LE(many.length - 22 + 16);
    for (let i = 0; i < 32; i++) {
      if (i >= 2) many.writeUInt32LE(4_000_000, central + 24);
      central += 46 + many.readUInt16LE(central + 28);
    }
    expect(await sniff(many)).toBeUndefined();
  });

  it('a DOCX with a large part that does not compress (a photo) is still a DOCX', async () => {
    const photo = zip({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
      'word/media/photo.jpg': randomBytes(6_000_000),
    });
    expect(await sniff(photo, 65_536)).toBe('docx');
  });
});
