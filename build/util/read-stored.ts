/** A file a store keeps, if it is there: one that cannot be read is made again, as one never stored is. */
import { readFileSync } from 'node:fs';

export function readStored(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
