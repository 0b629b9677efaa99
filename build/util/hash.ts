/** A short fingerprint of some content: what assets are named by, and what the build keys its cache by. */
import { createHash } from 'node:crypto';

export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 32);
}

/** The fingerprint of a value that JSON can write (what a page read, its props). */
export function valueHash(value: unknown): string {
  return contentHash(JSON.stringify(value) ?? 'undefined');
}
