/**
 * A ZIP file read from its central directory (at the end of the file) and nothing else: the entries'
 * names, methods and sizes as declared, whether those sizes are those of a decompression bomb, and one
 * small entry inflated with a cap on what it may grow to. The same Web APIs on Node and on workerd.
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** As the central directory declares it; only an inflate with a cap can tell whether it is true. */
  uncompressedSize: number;
  localOffset: number;
}

/** A part this large that shrank more than this ratio is no document's: text and XML compress about 5-20:1. */
const BOMB_PART_BYTES = 4 * 1024 * 1024;
const BOMB_RATIO = 100;
/** A resume of 10 MB declaring more than this in all is built to exhaust whoever opens it. */
const BOMB_TOTAL_BYTES = 100 * 1024 * 1024;

/** True when the declared sizes are a decompression bomb's: one part absurdly compressed, or too much in all. */
export function declaresBomb(entries: ZipEntry[]): boolean {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > BOMB_PART_BYTES && ratio > BOMB_RATIO) return true;
  }
  return total > BOMB_TOTAL_BYTES;
}

/**
 * `data` inflated (deflate-raw), or 'too large' as soon as it passes `cap` bytes: reading stops there,
 * so a lying central directory costs at most the cap. Undefined when the data does not inflate.
 */
export async function inflateCapped(data: Uint8Array, cap: number): Promise<Uint8Array | 'too large' | undefined> {
  const reader = new Blob([data.slice()]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      if (length > cap) {
        await reader.cancel().catch(() => {});
        return 'too large';
      }
      parts.push(value);
    }
  } catch {
    return undefined;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** True when the ZIP whose last bytes are `end` (of a file `total` bytes long) lists `name` in its central directory. */
export function zipLists(end: Uint8Array, total: number, name: string): boolean {
  return zipEntries(end, total).some((entry) => entry.name === name);
}

const ZIP64_SIZES = 0xffffffff;

/**
 * The entries of the central directory of the ZIP whose last bytes are `end` (of a file `total` bytes
 * long). The end-of-central-directory record is in the last 65,557 bytes (22 + a comment).
 */
export function zipEntries(end: Uint8Array, total: number): ZipEntry[] {
  const view = new DataView(end.buffer, end.byteOffset, end.byteLength);
  const startOfEnd = total - end.length;
  const decoder = new TextDecoder();
  for (let eocd = end.length - 22; eocd >= Math.max(0, end.length - 65_557); eocd--) {
    if (view.getUint32(eocd, true) !== 0x06054b50) continue;
    const count = view.getUint16(eocd + 10, true);
    const size = view.getUint32(eocd + 12, true);
    const offset = view.getUint32(eocd + 16, true);
    let at = offset - startOfEnd;
    if (at < 0 || offset + size > startOfEnd + eocd) continue; // not in the tail we kept, or not a real record
    const entries: ZipEntry[] = [];
    for (let i = 0; i < count && at + 46 <= eocd; i++) {
      if (view.getUint32(at, true) !== 0x02014b50) break;
      const nameLength = view.getUint16(at + 28, true);
      const extraLength = view.getUint16(at + 30, true);
      const commentLength = view.getUint16(at + 32, true);
      const entry: ZipEntry = {
        name: decoder.decode(end.subarray(at + 46, at + 46 + nameLength)),
        method: view.getUint16(at + 10, true),
        compressedSize: view.getUint32(at + 20, true),
        uncompressedSize: view.getUint32(at + 24, true),
        localOffset: view.getUint32(at + 42, true),
      };
      const extra = at + 46 + nameLength;
      if (entry.uncompressedSize === ZIP64_SIZES || entry.compressedSize === ZIP64_SIZES)
        readZip64Sizes(view, extra, Math.min(extra + extraLength, eocd), entry);
      entries.push(entry);
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  }
  return [];
}

/**
 * Sizes too large for 32 bits are in the ZIP64 extra field (id 1): the uncompressed size first, then
 * the compressed one, each present only when its 32-bit field says 0xFFFFFFFF. Without the field, the
 * 32-bit value stands, which already counts as huge.
 */
function readZip64Sizes(view: DataView, from: number, to: number, entry: ZipEntry): void {
  for (let at = from; at + 4 <= to; ) {
    const id = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    if (id === 1) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > Math.min(at + 4 + length, to)) return undefined;
        const value = Number(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === ZIP64_SIZES) entry.uncompressedSize = next() ?? entry.uncompressedSize;
      if (entry.compressedSize === ZIP64_SIZES) entry.compressedSize = next() ?? entry.compressedSize;
      return;
    }
    at += 4 + length;
  }
}
