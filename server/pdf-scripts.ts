/**
 * Whether a PDF carries JavaScript (a /JS or /JavaScript action: on opening, on a page, on a field),
 * found as the bytes stream in, as pdfid does: PDF names, with their #xx escapes decoded. Objects
 * packed in a compressed object stream (/Type /ObjStm /Filter /FlateDecode) are inflated on the way,
 * each up to a cap, so memory stays a chunk and a window whatever the file holds.
 * A resume with scripts is still a resume; the agency is told to open it with scripting off.
 */

export interface PdfScriptScanner {
  push(chunk: Uint8Array): Promise<void>;
  /** True when a script action was seen. */
  result(): Promise<boolean>;
}

const SCRIPT_NAMES = new Set(['JS', 'JavaScript']);
/** Filters other than Flate: an object stream using one is not inflated (rare, and not worth a decoder). */
const OTHER_FILTERS = new Set([
  'ASCIIHexDecode',
  'AHx',
  'ASCII85Decode',
  'A85',
  'LZWDecode',
  'LZW',
  'RunLengthDecode',
  'RL',
  'Crypt',
]);
/** One object stream inflates to at most this, all of them to at most the total. */
const INFLATE_CAP = 4 * 1024 * 1024;
const INFLATE_TOTAL = 16 * 1024 * 1024;
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const CR = 0x0d;
const LF = 0x0a;

export function pdfScriptScanner(): PdfScriptScanner {
  let found = false;
  let head = 0; // bytes of %PDF- matched so far; -1 when the file is no PDF
  let inflatedTotal = 0;
  let dictionary = { objectStream: false, flate: false, otherFilter: false };
  let open: ReturnType<typeof inflation> | undefined;
  let skipLineFeed = false;
  // Where, in the chunk being read, an object stream's data begins and ends.
  let marks: { begin?: number; end?: number }[] = [];

  const onName = (name: string) => {
    if (SCRIPT_NAMES.has(name)) found = true;
    else if (name === 'ObjStm') dictionary.objectStream = true;
    else if (name === 'FlateDecode' || name === 'Fl') dictionary.flate = true;
    else if (OTHER_FILTERS.has(name)) dictionary.otherFilter = true;
  };
  const read = pdfTokens((token, at) => {
    if (token.startsWith('/')) return onName(decodeName(token));
    if (token === 'obj' || token === 'endobj') dictionary = { objectStream: false, flate: false, otherFilter: false };
    else if (token === 'stream' && dictionary.objectStream && dictionary.flate && !dictionary.otherFilter)
      marks.push({ begin: at });
    else if (token === 'endstream') marks.push({ end: at });
  });

  const startInflating = () => {
    if (inflatedTotal >= INFLATE_TOTAL) return undefined;
    const inside = pdfTokens((token) => {
      if (token.startsWith('/') && SCRIPT_NAMES.has(decodeName(token))) found = true;
    });
    return inflation(Math.min(INFLATE_CAP, INFLATE_TOTAL - inflatedTotal), (bytes) => {
      inflatedTotal += bytes.length;
      inside(bytes);
    });
  };

  return {
    async push(chunk) {
      if (found || head < 0) return;
      for (let i = 0; head < PDF.length && i < chunk.length; i++) head = chunk[i] === PDF[head] ? head + 1 : -1;
      if (head < 0) return;
      marks = [];
      read(chunk);
      let from = 0;
      if (skipLineFeed && chunk[0] === LF) from = 1;
      skipLineFeed = false;
      for (const mark of marks) {
        if (mark.end !== undefined && open) {
          await open.write(chunk.subarray(from, mark.end));
          await open.close();
          open = undefined;
        } else if (mark.begin !== undefined) {
          await open?.close(); // an object stream with no endstream: what came is all there is
          open = startInflating();
          // The data starts after the end of line that follows 'stream' (CR LF or LF).
          from = mark.begin + 1;
          if (chunk[mark.begin] === CR) {
            if (from === chunk.length) skipLineFeed = true;
            else if (chunk[from] === LF) from++;
          }
        }
      }
      if (open) await open.write(chunk.subarray(from));
      if (found) await this.result();
    },
    async result() {
      await open?.close();
      open = undefined;
      return found;
    },
  };
}

/** 1 for PDF whitespace and delimiters, which end a token; 0 for the bytes tokens are made of. */
const ENDS_TOKEN = new Uint8Array(256);
for (const b of [0x00, 0x09, LF, 0x0c, CR, 0x20, ...[...'()<>[]{}/%'].map((c) => c.charCodeAt(0))]) ENDS_TOKEN[b] = 1;
const SLASH = 0x2f;
/** Longer tokens are none of those looked for (the longest, /JavaScript, is 31 bytes fully escaped). */
const MAX_TOKEN = 40;
/** The bare words that matter: 'obj', 'endobj', 'stream', 'endstream'. */
const WORD_START = new Set([...'oes'].map((c) => c.charCodeAt(0)));

/**
 * PDF's tokens as far as they matter here: names ('/JS') and a few bare words ('stream', 'obj'), each
 * given with the index, in the chunk that ends it, of the byte that ends it. Bytes may be cut anywhere.
 * Text is made only of tokens that may matter: most of a PDF is binary that only needs a table look-up.
 */
function pdfTokens(onToken: (token: string, at: number) => void): (bytes: Uint8Array) => void {
  let carried = ''; // the start of a token the last chunk ended in
  let carriedLength = 0;
  return (bytes) => {
    let start = 0;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      if (ENDS_TOKEN[b] === 0) continue;
      const length = carriedLength + i - start;
      if (length > 1 && length <= MAX_TOKEN) {
        const first = carriedLength ? carried.charCodeAt(0) : bytes[start]!;
        if (first === SLASH || (WORD_START.has(first) && length <= 9))
          onToken(carried + String.fromCharCode(...bytes.subarray(start, i)), i);
      }
      carried = '';
      carriedLength = 0;
      start = b === SLASH ? i : i + 1; // a slash begins the next name
    }
    const rest = bytes.length - start;
    if (carriedLength + rest <= MAX_TOKEN) carried += String.fromCharCode(...bytes.subarray(start));
    carriedLength += rest;
  };
}

/** '/J#61vaScript' is the name JavaScript. */
function decodeName(token: string): string {
  return token
    .slice(1)
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A zlib stream inflated as its bytes arrive, each piece of output handed on, until `cap` bytes came out. */
function inflation(cap: number, onOutput: (bytes: Uint8Array) => void) {
  const stream = new DecompressionStream('deflate');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let broken = false;
  const reading = (async () => {
    let total = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        total += value.length;
        if (total > cap) break;
        onOutput(value);
      }
    } catch {
      // not deflate data, or junk after its end: what came out before is all there is
    }
    broken = true;
    await reader.cancel().catch(() => {});
  })();
  return {
    async write(bytes: Uint8Array) {
      if (broken || bytes.length === 0) return;
      await writer.write(bytes.slice()).catch(() => {
        broken = true;
      });
    },
    async close() {
      await writer.close().catch(() => {});
      await reading;
    },
  };
}
