/**
 * A data file's bytes as text. Only UTF-8 is accepted: a file saved in another encoding (Windows-1252,
 * Latin-1) would otherwise build with replacement characters on the pages. A byte-order mark is dropped
 * and CRLF line endings become LF, so files saved on Windows build exactly as the same text saved
 * elsewhere, and every position the loader reports is one an editor can go to.
 */
import { problems } from '../error-catalogue';
import type { Problem } from '../problems';

const strict = new TextDecoder('utf-8', { fatal: true });

export function decodeText(file: string, bytes: Uint8Array): { text: string } | { error: Problem } {
  try {
    return { text: strict.decode(bytes).replace(/\r\n?/g, '\n') };
  } catch {
    const bad = firstInvalidByte(bytes);
    const lineStart = bytes.lastIndexOf(0x0a, bad - 1) + 1;
    const line = countNewlines(bytes, lineStart) + 1;
    // Columns count characters, as the YAML positions do: decode the valid part of the line before the byte.
    const column = strict.decode(bytes.subarray(lineStart, bad)).replace(/^\uFEFF/, '').length + 1;
    const hex = bytes[bad]!.toString(16).toUpperCase().padStart(2, '0');
    const kind = problems.NotUtf8;
    return {
      error: { name: kind.name, severity: 'error', file, line, column, path: '(file)', message: kind.message(hex) },
    };
  }
}

function countNewlines(bytes: Uint8Array, end: number): number {
  let count = 0;
  for (let i = 0; i < end; i++) if (bytes[i] === 0x0a) count++;
  return count;
}

/** Index of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629). */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    // Lead byte: sequence length and the allowed range of the second byte (no overlongs, no surrogates, <= U+10FFFF).
    const [length, low, high] =
      b >= 0xc2 && b <= 0xdf
        ? [2, 0x80, 0xbf]
        : b === 0xe0
          ? [3, 0xa0, 0xbf]
          : b === 0xed
            ? [3, 0x80, 0x9f]
            : b >= 0xe1 && b <= 0xef
              ? [3, 0x80, 0xbf]
              : b === 0xf0
                ? [4, 0x90, 0xbf]
                : b === 0xf4
                  ? [4, 0x80, 0x8f]
                  : b >= 0xf1 && b <= 0xf3
                    ? [4, 0x80, 0xbf]
                    : [0, 0, 0];
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      const [lo, hi] = k === 1 ? [low, high] : [0x80, 0xbf];
      // The character that starts here is the broken one (a Latin-1 'é' is a lone 0xE9).
      if (next === undefined || next < lo || next > hi) return i;
    }
    i += length;
  }
  return bytes.length;
}
