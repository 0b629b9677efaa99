/** A throwaway copy of data/ with some files edited, to build in tests without touching the real one. */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';

export interface ScratchProject {
  dataDir: string;
  outDir: string;
  /** Replaces `find` with `replace` in a data file; fails if `find` is not there, so the edit cannot silently miss. */
  edit(file: string, find: string, replace: string): void;
  remove(): void;
}

/** A copy of data/ with fewer location pages (fewerLocations): every page kind, a fifth of the pages. */
export function scratchProject(name: string): ScratchProject {
  const root = mkdtempSync(path.join(os.tmpdir(), `vitalis-${name}-`));
  const dataDir = path.join(root, 'data');
  cpSync('data', dataDir, { recursive: true });
  fewerLocations(dataDir);
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

/**
 * Cuts a data folder's locations, most of the site's pages, to the popular cities' states, with those
 * cities and one other each: every kind of page is still built, and the cross-reference checks still pass.
 */
export function fewerLocations(dataDir: string): void {
  const popular = (
    parseDocument(readFileSync(path.join(dataDir, 'locations-index.yaml'), 'utf8')).toJS() as {
      popular: { state: string; city: string }[];
    }
  ).popular;
  const locations = path.join(dataDir, 'locations');
  for (const file of readdirSync(locations)) {
    const doc = parseDocument(readFileSync(path.join(locations, file), 'utf8'));
    const keep = popular.filter((p) => p.state === doc.get('slug')).map((p) => p.city);
    if (keep.length === 0) {
      rmSync(path.join(locations, file));
      continue;
    }
    const cities = doc.get('cities') as YAMLSeq<YAMLMap>;
    const other = cities.items.find((city) => !keep.includes(city.get('slug') as string));
    cities.items = [
      ...cities.items.filter((city) => keep.includes(city.get('slug') as string)),
      ...(other ? [other] : []),
    ];
    writeFileSync(path.join(locations, file), doc.toString());
  }
}
