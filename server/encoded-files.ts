/**
 * File bodies as the static server sends them: read once, validated by a hash of their content (the
 * ETag, so a rebuild that changes nothing keeps browsers' copies valid), and compressed with brotli or
 * gzip on first request. Everything lives in memory, keyed by the file's path, mtime and size, bounded
 * in bytes and evicted least-recently-used: nothing is written beside the files, so nothing internal
 * can ever be published from dist/.
 */
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Best first. deflate is there so the app's compress middleware never re-encodes what this module chose. */
const ENCODERS = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
  deflate: promisify(deflate),
} as const;
export type Encoding = keyof typeof ENCODERS | 'identity';

/**
 * Brotli's best quality grows slow with a file's size, and a file's first request waits for it: a
 * larger file (the content editor's script) gets quality 5, as CDNs use when they compress on the fly.
 */
export const BEST_BROTLI_UP_TO = 256 * 1024;
const brotliQuality = (bytes: number) => (bytes <= BEST_BROTLI_UP_TO ? constants.BROTLI_MAX_QUALITY : 5);

export interface EncodedBody {
  bytes: Uint8Array<ArrayBuffer>;
  encoding: Encoding;
  /** A strong validator for this representation: each encoding has its own. */
  etag: string;
}

interface Entry {
  version: string;
  raw: NonSharedBuffer;
  hash: string;
  variants: Map<Encoding, Promise<NonSharedBuffer>>;
  size: number;
}

/** The same test as the compress middleware, so the two never disagree about a type. */
export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

/** The best encoding the client accepts (Accept-Encoding with q-values and '*'), else identity. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const encoding of Object.keys(ENCODERS) as Encoding[]) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) [best, bestQ] = [encoding, weight];
  }
  return best;
}

export interface EncodedFiles {
  read(file: string, info: Stats, encoding: Encoding): Promise<EncodedBody>;
  /** Forgets one file (rewritten), or every file. */
  drop(file: string): void;
  clear(): void;
}

export function createEncodedFiles(maxBytes = 64 * 1024 * 1024): EncodedFiles {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  let total = 0;
  const largest = maxBytes / 8;

  const drop = (file: string) => {
    const entry = entries.get(file);
    if (!entry) return;
    entries.delete(file);
    total -= entry.size;
  };

  const entryFor = async (file: string, info: Stats): Promise<Entry> => {
    const version = `${info.mtimeMs}:${info.size}`;
    const known = entries.get(file);
    if (known?.version === version) {
      entries.delete(file);
      entries.set(file, known);
      return known;
    }
    drop(file);
    const raw = await readFile(file);
    const entry: Entry = {
      version,
      raw,
      hash: createHash('sha256').update(raw).digest('base64url').slice(0, 22),
      variants: new Map(),
      size: raw.byteLength,
    };
    if (raw.byteLength <= largest) {
      entries.set(file, entry);
      total += entry.size;
    }
    return entry;
  };

  const variant = (file: string, entry: Entry, encoding: Exclude<Encoding, 'identity'>): Promise<NonSharedBuffer> => {
    let pending = entry.variants.get(encoding);
    if (!pending) {
      const options =
        encoding === 'br'
          ? {
              params: {
                [constants.BROTLI_PARAM_SIZE_HINT]: entry.raw.byteLength,
                [constants.BROTLI_PARAM_QUALITY]: brotliQuality(entry.raw.byteLength),
              },
            }
          : { level: 9 };
      pending = ENCODERS[encoding](entry.raw, options).then((bytes) => {
        if (entries.get(file) === entry) {
          entry.size += bytes.byteLength;
          total += bytes.byteLength;
        }
        return bytes;
      });
      entry.variants.set(encoding, pending);
    }
    return pending;
  };

  return {
    async read(file, info, encoding) {
      const entry = await entryFor(file, info);
      let body: EncodedBody = { bytes: entry.raw, encoding: 'identity', etag: `"${entry.hash}"` };
      if (encoding !== 'identity') {
        const bytes = await variant(file, entry, encoding);
        // A body that does not shrink is sent as it is.
        if (bytes.byteLength < entry.raw.byteLength) body = { bytes, encoding, etag: `"${entry.hash}-${encoding}"` };
      }
      while (total > maxBytes && entries.size > 1) drop(entries.keys().next().value!);
      return body;
    },
    drop,
    clear() {
      entries.clear();
      total = 0;
    },
  };
}
