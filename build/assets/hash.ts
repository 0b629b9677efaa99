/** Content-hashed file names, so assets can be cached forever and a change is a new URL. */
import { createHash } from 'node:crypto';
import path from 'node:path';

export function hashedName(name: string, content: string | Uint8Array): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
  const ext = path.extname(name);
  return `${path.basename(name, ext)}-${hash}${ext}`;
}
