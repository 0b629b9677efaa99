/**
 * A file written whole or not at all: to a temporary dotfile beside it, then renamed over it. A crash
 * mid-write leaves the last whole file, and the temporary name is this write's own, so two builds (or a
 * build and npm run dev) saving the same file at once each put a whole one in place.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

let writes = 0;

export function writeWhole(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${++writes}.saving`);
  writeFileSync(temp, data);
  renameSync(temp, file);
}
