/** A short fingerprint of some content: what the build names files and keys its cache by. */
import { createHash } from 'node:crypto';
import type { FileData } from '../emit/writer';

export function contentHash(content: FileData): string {
  const hash = createHash('sha256');
  // A list hashes as its chunks one after the other, as the file that holds them (build/emit/writer.ts).
  if (typeof content === 'string' || content instanceof Uint8Array) hash.update(content);
  else for (const chunk of content) hash.update(chunk);
  return hash.digest('base64url').slice(0, 32);
}
