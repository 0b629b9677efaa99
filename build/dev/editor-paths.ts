/**
 * Where the editor may read and write: files whose real place (symbolic links followed) is under the
 * real data folder; entries only of their own collection; media only as plain names directly in the
 * media folder the editor's configuration names. A link under data/ to a folder elsewhere is outside.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Collection } from '../content/collection';
import { type AnySite, editorConfigPath } from '../site';

/** A refusal Decap shows in its notification: `{ error }` with a 4xx status. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

/** The path with its symbolic links followed; for a file not there yet, those of its nearest existing folder. */
export function realPathOf(file: string): string {
  const rest: string[] = [];
  let at = file;
  for (;;) {
    try {
      return path.join(realpathSync(at), ...rest);
    } catch (error) {
      const parent = path.dirname(at);
      if (parent === at || !['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      rest.unshift(path.basename(at));
      at = parent;
    }
  }
}

const isUnder = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

export interface DataFolder {
  /** The real data folder. */
  dir: string;
  /** A path Decap names (relative to the project) at its real place under the data folder; anything else is refused. */
  resolve(rel: unknown): string;
  /** A real path under the data folder as the collections name files: 'blog/post.md'. */
  relative(real: string): string;
}

export function dataFolder(root: string, dataDir: string): DataFolder {
  const dir = realPathOf(dataDir);
  return {
    dir,
    resolve(rel) {
      if (typeof rel !== 'string' || rel === '' || rel.includes('\0'))
        throw new Refused('expected a path under the data folder', 400);
      const named = path.resolve(root, rel);
      const real = realPathOf(named);
      if (!isUnder(named, path.resolve(dataDir)))
        throw new Refused(`'${rel}' is outside the data folder; the editor changes only files under it`, 403);
      if (!isUnder(real, dir))
        throw new Refused(
          `'${rel}' leads outside the data folder (a symbolic link to ${real}); the editor changes only files under it`,
          403,
        );
      return real;
    },
    relative: (real) => path.relative(dir, real).split(path.sep).join('/'),
  };
}

/** The collection a data file (relative to the data folder) is a file or an entry of, and its name. */
export function collectionOf(site: AnySite, rel: string): { name: string; collection: Collection } | undefined {
  for (const [name, collection] of Object.entries(site.collections as Record<string, Collection>)) {
    const member =
      collection.kind === 'file'
        ? collection.file === rel
        : path.posix.dirname(rel) === collection.folder && rel.endsWith(`.${collection.format}`);
    if (member) return { name, collection };
  }
  return undefined;
}

/** The media folder of the editor's configuration (media_folder, relative to the project), or undefined. */
export function mediaFolderOf(site: AnySite, root: string): string | undefined {
  const config = editorConfigPath(site);
  if (!existsSync(config)) return undefined;
  const folder = (parse(readFileSync(config, 'utf8')) as { media_folder?: unknown } | null)?.media_folder;
  return typeof folder === 'string' && folder ? path.resolve(root, folder) : undefined;
}

/** A file name an upload may have: no folders, no leading dot, no control characters. */
export function isPlainName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return name.length <= 255 && !/[/\\\u0000-\u001f\u007f]/.test(name) && !name.startsWith('.');
}
