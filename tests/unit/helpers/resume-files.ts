/**
 * Real-format resume files made in code, so the tests need no binary fixtures: a PDF of any exact size,
 * a DOCX (a ZIP with word/document.xml), a DOC (an OLE2 compound file with a WordDocument stream), and
 * things that are not resumes.
 */
import { crc32, deflateRawSync } from 'node:zlib';

/** A one-page PDF, padded with a comment to exactly `size` bytes when given. */
export function pdf(size?: number): Buffer {
  const head =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n';
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n';
  if (size === undefined) return Buffer.from(head + tail);
  const padding = size - head.length - tail.length;
  if (padding < 2) throw new Error(`a PDF needs at least ${head.length + tail.length + 2} bytes`);
  const out = Buffer.alloc(size, 'A');
  out.write(head, 0);
  out.write('%', head.length);
  out.write('\n', head.length + padding - 1);
  out.write(tail, size - tail.length);
  return out;
}

/** A ZIP archive of the given entries, deflated, with its central directory at the end. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="${main}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

/** A minimal Word document: [Content_Types].xml, the package relationships and word/document.xml. */
export function docx(text = 'Dana Whitfield, SEO specialist'): Buffer {
  return zip({
    '[Content_Types].xml': CONTENT_TYPES('/word/document.xml'),
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** A macro-enabled Word document (.docm) saved under a .docx name: its macros and its content type. */
export function docm({ macros = true } = {}): Buffer {
  const macroEnabled = 'application/vnd.ms-word.document.macroEnabled.main+xml';
  return zip({
    '[Content_Types].xml': CONTENT_TYPES('/word/document.xml').replace(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      macroEnabled,
    ),
    'word/document.xml': '<w:document/>',
    ...(macros ? { 'word/vbaProject.bin': Buffer.alloc(64, 1) } : {}),
  });
}

/** A ZIP that claims Word content types but has no word/document.xml. */
export function zipWithoutDocument(): Buffer {
  return zip({ '[Content_Types].xml': CONTENT_TYPES('/word/document.xml'), 'word/styles.xml': '<w:styles/>' });
}

const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const NO_STREAM = 0xffffffff;

/**
 * A Word 97-2003 document as an OLE2 compound file: header, one FAT sector, one directory sector and a
 * 4,096-byte stream (`streamName`, 'WordDocument' for a .doc) starting with the Word FIB magic.
 */
export function doc(streamName = 'WordDocument', streamText = ''): Buffer {
  const sector = (n: number) => 512 * (n + 1);
  const out = Buffer.alloc(sector(10), 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(out, 0);
  out.writeUInt16LE(0x003e, 24); // minor version
  out.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  out.writeUInt16LE(0xfffe, 28); // little-endian
  out.writeUInt16LE(9, 30); // sector shift
  out.writeUInt16LE(6, 32); // mini sector shift
  out.writeUInt32LE(1, 44); // FAT sectors
  out.writeUInt32LE(1, 48); // first directory sector
  out.writeUInt32LE(4096, 56); // mini stream cut-off
  out.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  out.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  out.writeUInt32LE(0, 76); // the FAT is sector 0
  for (let i = 1; i < 109; i++) out.writeUInt32LE(FREE, 76 + 4 * i);
  // FAT: sector 0 is the FAT, 1 the directory, 2..9 the stream.
  const fat = sector(0);
  for (let i = 0; i < 128; i++) out.writeUInt32LE(FREE, fat + 4 * i);
  out.writeUInt32LE(0xfffffffd, fat);
  out.writeUInt32LE(END_OF_CHAIN, fat + 4);
  for (let s = 2; s < 9; s++) out.writeUInt32LE(s + 1, fat + 4 * s);
  out.writeUInt32LE(END_OF_CHAIN, fat + 4 * 9);
  const entry = (index: number, name: string, type: number, start: number, size: number, child: number) => {
    const at = sector(1) + 128 * index;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(out, at);
    out.writeUInt16LE(encoded.length, at + 64);
    out[at + 66] = type;
    out[at + 67] = 1; // black
    out.writeUInt32LE(NO_STREAM, at + 68);
    out.writeUInt32LE(NO_STREAM, at + 72);
    out.writeUInt32LE(child, at + 76);
    out.writeUInt32LE(start, at + 116);
    out.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, END_OF_CHAIN, 0, 1);
  entry(1, streamName, 2, 2, 4096, NO_STREAM);
  out.writeUInt16LE(0xa5ec, sector(2)); // Word's FIB identifier
  Buffer.from(streamText, 'utf16le').copy(out, sector(2) + 64);
  return out;
}

/** A Windows executable: what a hostile upload renamed to cv.pdf looks like. */
export function exe(): Buffer {
  const out = Buffer.alloc(1024, 0);
  out.write('MZ', 0);
  out.writeUInt32LE(0x80, 0x3c);
  out.write('PE\0\0', 0x80, 'latin1');
  out.writeUInt16LE(0x14c, 0x84); // i386
  return out;
}

/**
 * A decompression bomb dressed as a DOCX: its `part` (a few tens of kB in the file) inflates to `size`
 * bytes of spaces. `declared` is the uncompressed size its directory states instead, as a bomb that lies.
 */
export function docxBomb({
  part = '[Content_Types].xml',
  size = 40_000_000,
  declared,
}: {
  part?: string;
  size?: number;
  declared?: number;
} = {}): Buffer {
  const inflated = Buffer.alloc(size, ' ');
  inflated.write(CONTENT_TYPES('/word/document.xml'));
  const parts: Record<string, string | Buffer> = {
    '[Content_Types].xml': CONTENT_TYPES('/word/document.xml'),
    'word/document.xml': '<w:document/>',
  };
  parts[part] = inflated;
  const bytes = zip(parts);
  if (declared === undefined) return bytes;
  // Rewrite the stated size in the part's local header and central directory entry.
  const index = Object.keys(parts).indexOf(part);
  let central = bytes.readUInt32LE(bytes.length - 22 + 16);
  for (let i = 0; i < index; i++) central += 46 + bytes.readUInt16LE(central + 28);
  bytes.writeUInt32LE(declared, central + 24);
  bytes.writeUInt32LE(declared, bytes.readUInt32LE(central + 42) + 22);
  return bytes;
}
