/**
 * Decides what a resume is from its own bytes, as they stream in, never from its name or declared type.
 * file-type classifies the first bytes; each accepted kind is then checked for what makes it a document:
 * - PDF: `%PDF-` at the very start;
 * - DOC: an OLE2 compound file (D0 CF 11 E0 A1 B1 1A E1) with a `WordDocument` stream in its directory;
 * - DOCX: a ZIP whose central directory (at the end of the file) lists `word/document.xml`.
 * Memory stays bounded: the head, the last 256 kB and a few bytes of overlap, whatever the file's size.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { ResumeFormat } from './contract';

const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 256 * 1024;
const OLE2 = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PDF = new TextEncoder().encode('%PDF-');
const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04]);
/** The directory entry name of a Word binary document's main stream, UTF-16LE as OLE2 stores names. */
const WORD_STREAM = Uint8Array.from([...'WordDocument'].flatMap((ch) => [ch.charCodeAt(0), 0]));
const DOCX_MAIN = 'word/document.xml';

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
  const wordStream = streamSearch(WORD_STREAM);

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
      if (headLength < OLE2.length || startsWith(head, OLE2)) wordStream.push(chunk);
    },
    async result() {
      const start = head.subarray(0, headLength);
      // A ZIP is judged by its central directory alone. file-type would inflate its first entries, and on
      // workerd a damaged one throws (a 503 where Node said docx: issue 15), so both platforms decide here.
      if (startsWith(start, ZIP)) return zipLists(lastBytes(tail, total), total, DOCX_MAIN) ? 'docx' : undefined;
      const detected = (await fileTypeFromBuffer(start))?.ext;
      if (detected === 'pdf' && startsWith(start, PDF)) return 'pdf';
      if (detected === 'cfb' && startsWith(start, OLE2) && wordStream.found()) return 'doc';
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

/** Finds a byte pattern in a stream of chunks, including across chunk boundaries. */
function streamSearch(pattern: Uint8Array) {
  let carry = new Uint8Array(0);
  let seen = false;
  return {
    push(chunk: Uint8Array) {
      if (seen) return;
      const joined = new Uint8Array(carry.length + chunk.length);
      joined.set(carry);
      joined.set(chunk, carry.length);
      seen = Buffer.from(joined.buffer, joined.byteOffset, joined.length).indexOf(pattern) !== -1;
      carry = joined.slice(Math.max(0, joined.length - pattern.length + 1));
    },
    found: () => seen,
  };
}

/**
 * True when the ZIP whose last bytes are `end` (of a file `total` bytes long) has an entry `name` in its
 * central directory. The end-of-central-directory record is in the last 65,557 bytes (22 + a comment).
 */
export function zipLists(end: Uint8Array, total: number, name: string): boolean {
  const view = new DataView(end.buffer, end.byteOffset, end.byteLength);
  const startOfEnd = total - end.length;
  for (let eocd = end.length - 22; eocd >= Math.max(0, end.length - 65_557); eocd--) {
    if (view.getUint32(eocd, true) !== 0x06054b50) continue;
    const entries = view.getUint16(eocd + 10, true);
    const size = view.getUint32(eocd + 12, true);
    const offset = view.getUint32(eocd + 16, true);
    let at = offset - startOfEnd;
    if (at < 0 || offset + size > startOfEnd + eocd) continue; // not in the tail we kept, or not a real record
    const wanted = new TextEncoder().encode(name);
    for (let i = 0; i < entries && at + 46 <= eocd; i++) {
      if (view.getUint32(at, true) !== 0x02014b50) break;
      const nameLength = view.getUint16(at + 28, true);
      const extraLength = view.getUint16(at + 30, true);
      const commentLength = view.getUint16(at + 32, true);
      const entryName = end.subarray(at + 46, at + 46 + nameLength);
      if (entryName.length === wanted.length && wanted.every((b, j) => entryName[j] === b)) return true;
      at += 46 + nameLength + extraLength + commentLength;
    }
  }
  return false;
}
