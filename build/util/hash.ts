/** A short fingerprint of some content: what the build names files and keys its cache by. */
import { createHash } from 'node:crypto';

export const contentHash = (content: string | Uint8Array): string => createHash('sha256').update(content).digest('base64url').slice(0, 32);
