/**
 * The directory of an OLE2 compound file (MS-CFB), read as the file streams in with bounded memory: the
 * FAT sectors the header and DIFAT sectors name are kept (4 bytes per sector of the file), and the
 * sectors shaped like directory sectors, up to MAX_CANDIDATE_BYTES. At the end the directory chain is
 * followed from the header through the FAT; a chain sector that was not kept makes the file unreadable,
 * which refuses it. What a stream holds (a spreadsheet cell saying 'WordDocument') is never read.
 */
const SIGNATURE = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_BYTES = 512;
const ENTRY_BYTES = 128;
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
/** Directory-shaped sectors kept while the file streams in; a real directory is a few sectors. */
const MAX_CANDIDATE_BYTES = 256 * 1024;

export interface DirectoryEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
  size: number;
}

export interface CompoundFileReader {
  push(chunk: Uint8Array): void;
  /** The directory's entries in order, or undefined when the bytes are not a readable compound file. */
  directory(): DirectoryEntry[] | undefined;
}

export function compoundFileReader(): CompoundFileReader {
  const header = new Uint8Array(HEADER_BYTES);
  let offset = 0;
  let broken = false;
  let sectorSize = 0;
  let sector: Uint8Array | undefined;
  let sectorFill = 0;
  /** FAT sectors in FAT order (their sector numbers), from the header's DIFAT and the DIFAT sectors. */
  const fatOrder: number[] = [];
  const fatSectors = new Set<number>();
  const difatSectors = new Set<number>();
  const kept = new Map<number, Uint8Array>();
  let candidateBytes = 0;

  const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  /** Reads the header; false when it is not a compound file's. */
  const readHeader = (): boolean => {
    const h = view(header);
    const shift = h.getUint16(30, true);
    if (!SIGNATURE.every((b, i) => header[i] === b) || (shift !== 9 && shift !== 12)) return false;
    sectorSize = 1 << shift;
    for (let i = 0; i < 109; i++) addFat(h.getUint32(76 + i * 4, true));
    const firstDifat = h.getUint32(68, true);
    if (firstDifat < END_OF_CHAIN) difatSectors.add(firstDifat);
    return true;
  };
  const addFat = (n: number) => {
    if (n >= END_OF_CHAIN - 3) return; // free or a special value
    fatOrder.push(n);
    fatSectors.add(n);
  };

  const takeSector = (n: number, bytes: Uint8Array) => {
    if (difatSectors.has(n)) {
      const d = view(bytes);
      const last = sectorSize / 4 - 1;
      for (let i = 0; i < last; i++) addFat(d.getUint32(i * 4, true));
      const next = d.getUint32(last * 4, true);
      if (next < END_OF_CHAIN) difatSectors.add(next);
    }
    if (fatSectors.has(n)) kept.set(n, bytes);
    else if (candidateBytes < MAX_CANDIDATE_BYTES && looksLikeDirectory(bytes)) {
      kept.set(n, bytes);
      candidateBytes += bytes.length;
    }
  };

  return {
    push(chunk) {
      let at = 0;
      while (!broken && at < chunk.length) {
        if (offset < HEADER_BYTES) {
          const take = Math.min(HEADER_BYTES - offset, chunk.length - at);
          header.set(chunk.subarray(at, at + take), offset);
          offset += take;
          at += take;
          if (offset === HEADER_BYTES && !readHeader()) {
            broken = true;
            return;
          }
          continue;
        }
        if (offset < sectorSize) {
          // The rest of a 4096-byte header sector.
          const skip = Math.min(sectorSize - offset, chunk.length - at);
          offset += skip;
          at += skip;
          continue;
        }
        sector ??= new Uint8Array(sectorSize);
        const take = Math.min(sectorSize - sectorFill, chunk.length - at);
        sector.set(chunk.subarray(at, at + take), sectorFill);
        sectorFill += take;
        offset += take;
        at += take;
        if (sectorFill === sectorSize) {
          takeSector(offset / sectorSize - 2, sector);
          sector = undefined;
          sectorFill = 0;
        }
      }
    },
    directory() {
      if (broken || sectorSize === 0) return undefined;
      const perFatSector = sectorSize / 4;
      const next = (n: number): number | undefined => {
        const fat = kept.get(fatOrder[Math.floor(n / perFatSector)] ?? FREE);
        return fat && view(fat).getUint32((n % perFatSector) * 4, true);
      };
      const entries: DirectoryEntry[] = [];
      const seen = new Set<number>();
      for (let n: number | undefined = view(header).getUint32(48, true); n !== END_OF_CHAIN; n = next(n)) {
        const bytes = n === undefined ? undefined : kept.get(n);
        if (n === undefined || !bytes || seen.has(n) || !fatSectors.size) return undefined;
        seen.add(n);
        for (let e = 0; e < sectorSize; e += ENTRY_BYTES) {
          const entry = readEntry(bytes.subarray(e, e + ENTRY_BYTES));
          if (entry) entries.push(entry);
        }
      }
      return entries[0]?.type === 5 ? entries : undefined;
    },
  };
}

/** A used directory entry, or undefined for an unused or malformed one. */
function readEntry(bytes: Uint8Array): DirectoryEntry | undefined {
  const d = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const nameBytes = d.getUint16(64, true);
  const type = bytes[66]!;
  if (type === 0 || nameBytes < 2 || nameBytes > 64 || nameBytes % 2) return undefined;
  let name = '';
  for (let i = 0; i < nameBytes - 2; i += 2) name += String.fromCharCode(d.getUint16(i, true));
  return { name, type, size: d.getUint32(120, true) };
}

/** Every 128-byte entry is unused or well formed, and at least one is used. */
function looksLikeDirectory(bytes: Uint8Array): boolean {
  let used = 0;
  for (let e = 0; e < bytes.length; e += ENTRY_BYTES) {
    const type = bytes[e + 66]!;
    const color = bytes[e + 67]!;
    const nameBytes = bytes[e + 64]! | (bytes[e + 65]! << 8);
    if (type === 0) continue;
    if (![1, 2, 5].includes(type) || color > 1 || nameBytes < 2 || nameBytes > 64 || nameBytes % 2) return false;
    if (bytes[e + nameBytes - 2] !== 0 || bytes[e + nameBytes - 1] !== 0) return false;
    used++;
  }
  return used > 0;
}
