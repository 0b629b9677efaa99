/**
 * Decides what a resume is from its own bytes, as they stream in, never from its name or declared type.
 * file-type classifies the first bytes; each accepted kind is then checked for what makes it a document:
 * - PDF: `%PDF-` at the very start;
 * - DOC: an OLE2 compound file whose directory (server/compound-file.ts) has a `WordDocument` stream;
 * - DOCX: a ZIP whose central directory (at the end of the file) lists `word/document.xml`, and no macros:
 *   a macro-enabled document (.docm: `word/vbaProject.bin`, or a macroEnabled content type) is refused.
 * Memory stays bounded: the head, the last 256 kB and the compound file's FAT and directory.
 */
import { fileTypeFromBuffer } from 'file-type';
import { compoundFileReader } from './compound-file';
import type { ResumeFormat } from '../lib/contract';
import { declaresBomb, inflateCapped, type ZipEntry, zipEntries } from './zip-directory';

const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 256 * 1024;
const OLE2 = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PDF = new TextEncoder().encode('%PDF-');
const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04]);
const DOCX_MAIN = 'word/document.xml';
const DOCX_MACROS = 'word/vbaProject.bin';
const CONTENT_TYPES = '[Content_Types].xml';
/** A real [Content_Types].xml is a few kB; inflating stops here, so a bomb disguised as one costs no more. */
const CONTENT_TYPES_CAP = 256 * 1024;

export interface ResumeSniffer {
  push(chunk: Uint8Array): void;
  /** The format, or undefined when the bytes are none of PDF, DOC and DOCX. */
  result(): Promise<ResumeFormat | undefined>;
}

export function resumeSniffer(): ResumeSniffer {
  const head = new Uint8Array(HEAD_BYTES);
  let headLength = 0;
  const tail = new Uint8Array(TAIL_BYTES);
  let total = 0;
  const compound = compoundFileReader();

  return {
    push(chunk) {
      if (headLength < HEAD_BYTES) {
        const take = Math.min(HEAD_BYTES - headLength, chunk.length);
        head.set(chunk.subarray(0, take), headLength);
        headLength += take;
      }
      // The tail is a ring: byte i of the file lives at tail[i % TAIL_BYTES].
      const keep = chunk.subarray(Math.max(0, chunk.length - TAIL_BYTES));
      let at = (total + chunk.length - keep.length) % TAIL_BYTES;
      for (let offset = 0; offset < keep.length; ) {
        const n = Math.min(keep.length - offset, TAIL_BYTES - at);
        tail.set(keep.subarray(offset, offset + n), at);
        offset += n;
        at = 0;
      }
      total += chunk.length;
      if (headLength < OLE2.length || startsWith(head, OLE2)) compound.push(chunk);
    },
    async result() {
      const start = head.subarray(0, headLength);
      // A ZIP is judged by its central directory alone. file-type would inflate its first entries, and on
      // workerd a damaged one throws (a 503 where Node said docx), so both platforms decide here.
      if (startsWith(start, ZIP))
        return (await isDocx(start, zipEntries(lastBytes(tail, total), total))) ? 'docx' : undefined;
      const detected = (await fileTypeFromBuffer(start))?.ext;
      if (detected === 'pdf' && startsWith(start, PDF)) return 'pdf';
      const word = compound.directory()?.some((entry) => entry.type === 2 && entry.name === 'WordDocument');
      if (detected === 'cfb' && startsWith(start, OLE2) && word) return 'doc';
      return undefined;
    },
  };
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

/** The file's last min(total, TAIL_BYTES) bytes, in order. */
function lastBytes(ring: Uint8Array, total: number): Uint8Array {
  if (total <= ring.length) return ring.subarray(0, total);
  const at = total % ring.length;
  const out = new Uint8Array(ring.length);
  out.set(ring.subarray(at), 0);
  out.set(ring.subarray(0, at), ring.length - at);
  return out;
}

/**
 * A Word document without macros: its main part is listed, and neither the macro part nor a
 * macro-enabled content type; and not a decompression bomb, by its declared sizes or by its content types.
 */
async function isDocx(head: Uint8Array, entries: ZipEntry[]): Promise<boolean> {
  const names = new Set(entries.map((e) => e.name));
  if (!names.has(DOCX_MAIN) || names.has(DOCX_MACROS) || declaresBomb(entries)) return false;
  const types = entries.find((e) => e.name === CONTENT_TYPES);
  if (types && types.uncompressedSize > CONTENT_TYPES_CAP) return false;
  const text = types && (await entryText(head, types));
  return text !== 'too large' && !text?.includes('macroEnabled');
}

/**
 * An entry's text when all of it is within `head` (the first bytes of the file), else undefined;
 * 'too large' when it inflates past the cap, whatever the central directory declared.
 */
async function entryText(head: Uint8Array, entry: ZipEntry): Promise<string | 'too large' | undefined> {
  const at = entry.localOffset;
  if (at + 30 > head.length || new DataView(head.buffer, head.byteOffset).getUint32(at, true) !== 0x04034b50)
    return undefined;
  const local = new DataView(head.buffer, head.byteOffset + at, 30);
  const start = at + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  const data = head.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) return undefined;
  if (entry.method === 0) return new TextDecoder().decode(data);
  if (entry.method !== 8) return undefined;
  const inflated = await inflateCapped(data, CONTENT_TYPES_CAP);
  return inflated instanceof Uint8Array ? new TextDecoder().decode(inflated) : inflated;
}
