/** Content-hashed file names, so assets can be cached forever and a change is a new URL. */
import path from 'node:path';
import { contentHash } from '../util/hash';

export function hashedName(name: string, content: string | Uint8Array): string {
  const hash = contentHash(content).slice(0, 10).replace(/[-_]/g, 'x');
  const ext = path.extname(name);
  return `${path.basename(name, ext)}-${hash}${ext}`;
}
