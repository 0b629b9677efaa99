/** A short fingerprint of some content: what assets are named by, and what the build keys its cache by. */
import { createHash } from 'node:crypto';

export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 32);
}

/** The fingerprint of a value that JSON can write (what a page read, its props). */
export function valueHash(value: unknown): string {
  return contentHash(JSON.stringify(value) ?? 'undefined');
}

/**
 * What tells a value from others, for comparing it with the last run's: its JSON when shorter than a
 * hash; a long text's hash without its JSON (an article's HTML, escaped, would be copied whole).
 * The three forms differ in length or first character, so no two values of different forms meet.
 */
export function valueFingerprint(value: unknown): string {
  if (typeof value === 'string' && value.length >= 32) return `"${contentHash(value)}`;
  const json = JSON.stringify(value) ?? 'undefined';
  return json.length < 32 ? `=${json}` : contentHash(json);
}
