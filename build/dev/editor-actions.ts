/**
 * The actions of Decap's local-backend protocol (the ones decap-server answers), on the data folder.
 *
 * Every change is checked before any file is written, and all the checks of a request pass or none
 * of its files change:
 * - a path is taken at its real place, which must be under the real data folder (editor-paths.ts);
 * - an entry's new text is checked as the build checks the file, file name included: a file the build
 *   would refuse is refused with its file:line:column messages;
 * - an entry is renamed only within its own folder collection, never over another file; an entry is
 *   deleted only from a folder collection; a single-file collection (the site's settings) is never
 *   deleted or renamed;
 * - a media file is an image by its bytes, with a plain name, directly in the media folder of the
 *   editor's configuration (editor-media.ts);
 * - a change is made from the version of the file its editor loaded (editor-versions.ts).
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Collection } from '../content/collection';
import { displayPath } from '../content/data-files';
import { parseFile } from '../content/parse';
import { slug as slugSchema } from '../content/schema-helpers';
import { problemAtPosition } from '../content/source';
import { editMarkdown, editYaml, FRONT_MATTER, withoutBlanks } from '../content/yaml-edit';
import { problems as catalogue } from '../error-catalogue';
import { formatProblem } from '../problems';
import type { AnySite } from '../site';
import { contentHash } from '../util/hash';
import { writeWhole } from '../util/write-whole';
import { checkImage } from './editor-media';
import { collectionOf, dataFolder, isPlainName, mediaFolderOf, Refused, realPathOf } from './editor-paths';
import { checkVersion, type Loaded, loadedOf } from './editor-versions';

export interface EditorContext {
  /** The folder Decap's paths are relative to (the project's). */
  root: string;
  /** The site as last loaded, and its data folder (absolute). */
  site(): { site: AnySite; dataDir: string } | undefined;
}

type Action = (params: Record<string, unknown>) => unknown;
type Upload = { path: string; content: string };
type DataFileSave = { path: string; raw: string; newPath?: string };

export function editorActions(context: EditorContext): Record<string, Action> {
  const current = () => {
    const loaded = context.site();
    if (!loaded) throw new Refused('the site has not loaded yet: see the terminal for the problem', 409);
    return { ...loaded, data: dataFolder(context.root, loaded.dataDir) };
  };
  const resolve = (rel: unknown) => current().data.resolve(rel);

  /** The collection a file is part of; a file of none is refused. */
  const memberOf = (file: string) => {
    const { site, data } = current();
    const found = collectionOf(site, data.relative(file));
    if (!found) throw new Refused(`${displayPath(file)} belongs to no collection of the site`, 403);
    return found;
  };

  const entry = (rel: string) => {
    const file = resolve(rel);
    try {
      const data = readFileSync(file);
      return { data: data.toString('utf8'), file: { path: rel, id: contentHash(data) } };
    } catch {
      return { data: null, file: { path: rel, id: null } };
    }
  };

  /** The file's new text, checked as the build checks it: problems refuse the save. */
  const newText = (file: string, raw: string, { name, collection }: { name: string; collection: Collection }) => {
    const display = displayPath(file);
    if (collection.kind === 'folder') {
      const slug = path.basename(file, `.${collection.format}`);
      if (!slugSchema.safeParse(slug).success)
        throw new Refused(
          `Not saved; the build would refuse it:\n${formatProblem(problemAtPosition(display, { line: 1, column: 1 }, '(file)', catalogue.BadFileName, slug))}`,
        );
    }
    const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    const { complete } = current().site.editor ?? {};
    const newValue = (yaml: string) => {
      const value = withoutBlanks(parse(yaml));
      return complete ? complete(name, value) : value;
    };
    let text: string;
    try {
      if (collection.kind === 'folder' && collection.format === 'md') {
        const front = FRONT_MATTER.exec(raw);
        const body = front ? raw.slice(front[0].length) : raw;
        text = editMarkdown(before ?? '', newValue(front ? front[1]! : '{}'), body);
      } else text = editYaml(before ?? '', newValue(raw));
    } catch (error) {
      // A file that does not read as YAML is not rewritten (yaml-edit.ts says where it breaks).
      if (error instanceof Error && error.name === 'UnparseableYaml')
        throw new Refused(error.message.includes(display) ? error.message : `${display}: ${error.message}`);
      throw error;
    }
    const parsed = parseFile(text, display, collection.kind === 'file' ? 'yaml' : collection.format, collection.schema);
    const errors = parsed.problems.filter((p) => p.severity === 'error');
    if (errors.length)
      throw new Refused(`Not saved; the build would refuse it:\n${errors.map(formatProblem).join('\n')}`);
    return text;
  };

  /**
   * An upload checked as a media file. `check` (synchronous, with the request's other checks) says
   * whether it is to be written: the same bytes again change nothing, other bytes replace a file only
   * from its loaded version.
   */
  const mediaUpload = async (upload: unknown, loaded: Loaded) => {
    const { path: rel, content } = (upload ?? {}) as Partial<Upload>;
    if (typeof content !== 'string') throw new Refused('expected a media file: { path, content } in base64', 400);
    const { site } = current();
    const file = resolve(rel);
    const folder = mediaFolderOf(site, context.root);
    if (!folder) throw new Refused('No editor configuration names a media folder: run npm run schemas.', 409);
    const name = path.basename(file);
    if (path.dirname(file) !== realPathOf(folder) || !isPlainName(name))
      throw new Refused(
        `Not saved: media go directly in ${displayPath(folder)}, under a plain file name; '${String(rel)}' is not there`,
        403,
      );
    const bytes = Buffer.from(content, 'base64');
    await checkImage(displayPath(file), bytes);
    return {
      rel: String(rel),
      id: contentHash(bytes),
      check(): boolean {
        if (existsSync(file) && readFileSync(file).equals(bytes)) return false;
        checkVersion(file, String(rel), loaded, 'saved');
        return true;
      },
      write: () => writeWhole(file, bytes),
    };
  };

  const mediaFile = (rel: string) => {
    const data = readFileSync(resolve(rel));
    return {
      id: contentHash(data),
      content: data.toString('base64'),
      encoding: 'base64',
      path: rel,
      name: path.basename(rel),
    };
  };

  /** Whether a file is directly in the media folder. */
  const isMedia = (file: string) => {
    const folder = mediaFolderOf(current().site, context.root);
    return folder !== undefined && path.dirname(file) === realPathOf(folder);
  };

  /** Deletes entries of folder collections and media files, each from its loaded version; anything else is refused. */
  const remove = (paths: unknown[], loaded: Loaded) => {
    const files = paths.map((rel) => ({ rel: String(rel), file: resolve(rel) }));
    for (const { rel, file } of files) {
      if (!existsSync(file)) continue;
      if (statSync(file).isDirectory())
        throw new Refused(
          `Not deleted: ${displayPath(file)} is a folder; the editor deletes entries and media files only`,
          409,
        );
      if (!isMedia(file)) {
        const { name, collection } = memberOf(file);
        if (collection.kind === 'file')
          throw new Refused(
            `Not deleted: ${displayPath(file)} is the single-file collection '${name}', which is never deleted; change its fields instead`,
            403,
          );
      }
      checkVersion(file, rel, loaded, 'deleted');
    }
    for (const { file } of files) rmSync(file, { force: true });
    return {
      message: `deleted ${files.map((f) => f.rel).join(', ')}`,
      versions: Object.fromEntries(files.map((f) => [f.rel, null])),
    };
  };

  return {
    info: () => ({ repo: path.basename(context.root), publish_modes: ['simple'], type: 'local_fs' }),
    entriesByFolder: ({ folder, extension }) => {
      const dir = resolve(folder);
      if (!existsSync(dir)) return [];
      const listed = [];
      for (const name of readdirSync(dir).sort()) {
        if (name.startsWith('.') || !name.endsWith(`.${String(extension)}`)) continue;
        try {
          listed.push(entry(path.posix.join(String(folder), name)));
        } catch (error) {
          // A link that leads out of the data folder is left out of the list, not read.
          if (!(error instanceof Refused)) throw error;
        }
      }
      return listed;
    },
    entriesByFiles: ({ files }) =>
      (files as { path: string; label?: string }[]).map((f) => ({ ...entry(f.path), label: f.label })),
    getEntry: ({ path: rel }) => entry(String(rel)),
    persistEntry: async (params) => {
      const loaded = loadedOf(params);
      const newEntry = (params.options as { newEntry?: unknown } | undefined)?.newEntry === true;
      const files = (params.dataFiles ?? [params.entry]) as DataFileSave[];
      if (!Array.isArray(files) || !files.every((f) => typeof f?.path === 'string' && typeof f.raw === 'string'))
        throw new Refused('expected dataFiles: [{ path, raw, newPath? }]', 400);
      // The images first (reading them is the one wait); then every check and every write, with no wait between.
      const uploads = await Promise.all(
        ((params.assets ?? []) as unknown[]).map((asset) => mediaUpload(asset, loaded)),
      );
      const saves = files.map((f) => {
        const from = resolve(f.path);
        const to = resolve(f.newPath ?? f.path);
        const target = memberOf(to);
        if (from !== to) {
          const source = memberOf(from);
          if (source.name !== target.name || target.collection.kind !== 'folder')
            throw new Refused(
              `Not saved: an entry is renamed only within its own collection, and ${source.collection.kind === 'file' ? `the single-file collection '${source.name}' is never renamed` : `${displayPath(to)} is not an entry of '${source.name}'`}`,
              403,
            );
          if (existsSync(to))
            throw new Refused(`Not saved: ${displayPath(to)} exists already; give the entry another name`, 409);
        }
        if (newEntry && existsSync(from))
          throw new Refused(`Not saved: ${displayPath(from)} exists already; give the entry another name`, 409);
        checkVersion(from, f.path, loaded, 'saved');
        return { from, to, was: f.path, rel: f.newPath ?? f.path, text: newText(to, f.raw, target) };
      });
      const writes = uploads.filter((upload) => upload.check());
      for (const upload of writes) upload.write();
      for (const { from, to, text } of saves) {
        writeWhole(to, text);
        if (from !== to) rmSync(from, { force: true });
      }
      const versions = [
        ...saves.map((s) => [s.rel, contentHash(s.text)]),
        ...saves.filter((s) => s.from !== s.to).map((s) => [s.was, null]),
        ...uploads.map((u) => [u.rel, u.id]),
      ];
      return { message: 'entry persisted', versions: Object.fromEntries(versions) };
    },
    getMedia: ({ mediaFolder }) => {
      const dir = resolve(mediaFolder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile() && !e.name.startsWith('.'))
        .map((e) => mediaFile(path.posix.join(String(mediaFolder), e.name)));
    },
    getMediaFile: ({ path: rel }) => mediaFile(String(rel)),
    persistMedia: async (params) => {
      const upload = await mediaUpload(params.asset, loadedOf(params));
      if (upload.check()) upload.write();
      return mediaFile(upload.rel);
    },
    deleteFile: (params) => remove([params.path], loadedOf(params)),
    deleteFiles: (params) => {
      if (!Array.isArray(params.paths)) throw new Refused('expected paths: a list of files to delete', 400);
      return remove(params.paths, loadedOf(params));
    },
  };
}
