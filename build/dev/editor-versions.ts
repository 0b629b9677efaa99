/**
 * A save is made from the version of a file its editor loaded, and is refused when the file is no
 * longer that version, whoever changed it: another editor's tab, a text editor, git.
 *
 * Decap's local-backend protocol sends no version with a save (persistEntry carries only the path and
 * the new text), and the server cannot keep "the version served" per file: two tabs are served the
 * same one, and after the first saves, nothing tells the second's save from the first's next one. So
 * the editor page carries it: its start script (editor-client.ts) remembers the content id each
 * getEntry and getMedia answered, and adds them to every save and delete as `loaded`, a map from the
 * path to that id (null: the file was not there). The answers to saves give the new ids, so a tab's
 * next save is made from what it wrote.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { displayPath } from '../content/data-files';
import { contentHash } from '../util/hash';
import { Refused } from './editor-paths';

/** The version each file of a request was loaded at, by the path Decap names it with. */
export type Loaded = ReadonlyMap<string, string | null>;

export function loadedOf(params: Record<string, unknown>): Loaded {
  const given = params.loaded;
  if (given === undefined) return new Map();
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw new Refused('`loaded` must map each path to the version loaded', 400);
  const entries = Object.entries(given).filter(
    (entry): entry is [string, string | null] => typeof entry[1] === 'string' || entry[1] === null,
  );
  return new Map(entries);
}

/** The version of the file on disk now: its content id, or null when there is none. */
export function versionOnDisk(file: string): string | null {
  if (!existsSync(file)) return null;
  if (!statSync(file).isFile())
    throw new Refused(`${displayPath(file)} is a folder; the editor changes entries and media files only`, 409);
  return contentHash(readFileSync(file));
}

/**
 * Refuses the change (`verb`: 'saved', 'deleted') unless `file` is still the version its editor loaded.
 * A file the editor never loaded may only be new.
 */
export function checkVersion(file: string, rel: string, loaded: Loaded, verb: string): void {
  const now = versionOnDisk(file);
  const then = loaded.get(rel);
  if (then === now) return;
  const name = displayPath(file);
  const reload = 'Reload the page to see it as it is now, then make your change again.';
  if (then === undefined && now === null) return;
  if (then === undefined)
    throw new Refused(
      `Not ${verb}: this change does not say which version of ${name} it was made from, so it could undo what was written since. ${reload}`,
      409,
    );
  if (then === null)
    throw new Refused(`Not ${verb}: ${name} was created by someone else since you opened the editor. ${reload}`, 409);
  if (now === null)
    throw new Refused(`Not ${verb}: ${name} was deleted or renamed since you opened it. ${reload}`, 409);
  throw new Refused(
    `Not ${verb}: ${name} changed since you opened it (another editor, a text editor or git wrote it). ${reload}`,
    409,
  );
}
