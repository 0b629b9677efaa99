/** A throwaway copy of data/ with some files edited, to build in tests without touching the real one. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ScratchProject {
  dataDir: string;
  outDir: string;
  /** Replaces `find` with `replace` in a data file; fails if `find` is not there, so the edit cannot silently miss. */
  edit(file: string, find: string, replace: string): void;
  remove(): void;
}

export function scratchProject(name: string): ScratchProject {
  const root = mkdtempSync(path.join(os.tmpdir(), `vitalis-${name}-`));
  const dataDir = path.join(root, 'data');
  cpSync('data', dataDir, { recursive: true });
  return {
    dataDir,
    outDir: path.join(root, 'dist'),
    edit(file, find, replace) {
      const full = path.join(dataDir, file);
      const text = readFileSync(full, 'utf8');
      if (!text.includes(find)) throw new Error(`${file} does not contain ${JSON.stringify(find)}`);
      writeFileSync(full, text.replace(find, replace));
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
