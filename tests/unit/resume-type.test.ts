/** A resume is what its bytes say, whatever its name or declared type, and it is checked as it streams. */
import { describe, expect, it } from 'vitest';
import { resumeSniffer, zipLists } from '../../server/resume-type';
import { doc, docm, docx, exe, pdf, zip, zipWithoutDocument } from './helpers/resume-files';

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
});
