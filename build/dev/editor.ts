/**
 * The content editor of npm run dev, at /admin/: Decap CMS from node_modules with the configuration npm
 * run schemas made (build/emit/cms-config.ts), and the dev server answering Decap's local-backend
 * protocol (the one decap-server speaks) at /admin/api/v1, on the data folder only.
 *
 * A save is checked the way the build checks the file, before anything is written: a file the build
 * would refuse is refused with its file:line:column messages, and the file on disk stays as it was. A
 * file that passes is written over the old one (build/content/yaml-edit.ts keeps its comments and layout),
 * the dev server's watcher rebuilds what it touches, and the editor's 'View Live' link opens the site's
 * own page for the entry (the configuration is served with the pages' paths). Problems only the whole content shows (a popular city no state lists) appear
 * in the dev overlay, on the site's pages and over the editor alike.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { parse, stringify } from 'yaml';
import type { Collection } from '../content/collection';
import { displayPath } from '../content/data-files';
import { parseFile } from '../content/parse';
import { EDITOR_API_PATH, EDITOR_DIR } from '../emit/cms-config';
import { decapDist, editorPage } from '../emit/editor-files';
import { formatProblem } from '../problems';
import type { AnySite } from '../site';
import { editorConfigPath } from '../site';
import { contentHash } from '../util/hash';
import { writeWhole } from '../util/write-whole';
import type { StaticSite } from './live-reload';
import { editMarkdown, editYaml, FRONT_MATTER, withoutBlanks } from '../content/yaml-edit';

export interface EditorOptions {
  /** The folder Decap's paths are relative to (the project's). */
  root: string;
  /** The site as last loaded, and its data folder (absolute). */
  site(): { site: AnySite; dataDir: string } | undefined;
  /** The path of the page that shows a collection's entry (or file) best, once built. */
  pageOf?(collection: string, slug: string | undefined): string | undefined;
}

const ADMIN = `/${EDITOR_DIR}/`;

/** Loads Decap once the page has said it starts Decap itself, then points it at this dev server. */
const START_SCRIPT = `window.CMS_MANUAL_INIT = true;
const script = document.createElement('script');
script.src = '${ADMIN}decap-cms.js';
script.onload = () =>
  window.CMS.init({
    config: { local_backend: { url: new URL('${EDITOR_API_PATH}', location.href).href, allowed_hosts: [location.hostname] } },
  });
document.head.append(script);
`;

/** What the dev server adds to a collection of the configuration: where its pages are. */
interface DecapCollection {
  name: string;
  folder?: string;
  preview_path?: string;
  files?: { name: string; preview_path?: string }[];
}

/** A refusal Decap shows in its notification: `{ error }` with a 4xx status. */
class Refused extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export function createEditor(options: EditorOptions) {
  const current = () => {
    const loaded = options.site();
    if (!loaded) throw new Refused('the site has not loaded yet: see the terminal for the problem', 503);
    return loaded;
  };

  /** A path Decap names, as an absolute path inside the data folder; anything else is refused. */
  const inData = (rel: unknown): string => {
    const { dataDir } = current();
    if (typeof rel !== 'string' || rel === '') throw new Refused('expected a path under the data folder', 400);
    const file = path.resolve(options.root, rel);
    if (file !== dataDir && !file.startsWith(dataDir + path.sep))
      throw new Refused(`'${rel}' is outside the data folder; the editor changes only files under it`, 403);
    return file;
  };

  /** The collection a data file belongs to, and its name. */
  const collectionOf = (file: string): [string, Collection] | undefined => {
    const { site, dataDir } = current();
    const rel = path.relative(dataDir, file).split(path.sep).join('/');
    return Object.entries(site.collections as Record<string, Collection>).find(([, c]) =>
      c.kind === 'file' ? c.file === rel : path.posix.dirname(rel) === c.folder && rel.endsWith(`.${c.format}`),
    );
  };

  const entry = (rel: string) => {
    const file = inData(rel);
    try {
      const data = readFileSync(file);
      return { data: data.toString('utf8'), file: { path: rel, id: contentHash(data) } };
    } catch {
      return { data: null, file: { path: rel, id: null } };
    }
  };

  /** The file's new text, checked as the build checks it: problems refuse the save. */
  const newText = (file: string, raw: string): string => {
    const found = collectionOf(file);
    if (!found) throw new Refused(`${displayPath(file)} belongs to no collection of the site`, 403);
    const [name, collection] = found;
    const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    const { complete } = current().site.editor ?? {};
    const newValue = (yaml: string) => {
      const value = withoutBlanks(parse(yaml));
      return complete ? complete(name, value) : value;
    };
    let text: string;
    if (collection.kind === 'folder' && collection.format === 'md') {
      const front = FRONT_MATTER.exec(raw);
      const body = front ? raw.slice(front[0].length) : raw;
      text = editMarkdown(before ?? '', newValue(front ? front[1]! : '{}'), body);
    } else text = editYaml(before ?? '', newValue(raw));
    const parsed = parseFile(
      text,
      displayPath(file),
      collection.kind === 'file' ? 'yaml' : collection.format,
      collection.schema,
    );
    const errors = parsed.problems.filter((p) => p.severity === 'error');
    if (errors.length)
      throw new Refused(`Not saved; the build would refuse it:\n${errors.map(formatProblem).join('\n')}`);
    return text;
  };

  /** Written whole or not at all (the watcher ignores the temporary dotfile). */
  const write = writeWhole;

  const actions: Record<string, (params: Record<string, unknown>) => unknown> = {
    info: () => ({ repo: path.basename(options.root), publish_modes: ['simple'], type: 'local_fs' }),
    entriesByFolder: ({ folder, extension }) => {
      const dir = inData(folder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => !name.startsWith('.') && name.endsWith(`.${String(extension)}`))
        .sort()
        .map((name) => entry(path.posix.join(String(folder), name)));
    },
    entriesByFiles: ({ files }) =>
      (files as { path: string; label?: string }[]).map((f) => ({ ...entry(f.path), label: f.label })),
    getEntry: ({ path: rel }) => entry(String(rel)),
    persistEntry: ({ dataFiles, entry: single, assets }) => {
      const files = (dataFiles ?? [single]) as { path: string; raw: string; newPath?: string }[];
      // Every file is checked before any is written.
      const texts = files.map((f) => ({
        from: inData(f.path),
        to: inData(f.newPath ?? f.path),
        text: newText(inData(f.newPath ?? f.path), f.raw),
      }));
      for (const asset of (assets ?? []) as { path: string; content: string; encoding: string }[])
        write(inData(asset.path), Buffer.from(asset.content, 'base64'));
      for (const { from, to, text } of texts) {
        write(to, text);
        if (from !== to) rmSync(from, { force: true });
      }
      return { message: 'entry persisted' };
    },
    getMedia: ({ mediaFolder }) => {
      const dir = inData(mediaFolder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile() && !e.name.startsWith('.'))
        .map((e) => mediaFile(path.posix.join(String(mediaFolder), e.name)));
    },
    getMediaFile: ({ path: rel }) => mediaFile(String(rel)),
    persistMedia: ({ asset }) => {
      const { path: rel, content } = asset as { path: string; content: string };
      write(inData(rel), Buffer.from(content, 'base64'));
      return mediaFile(rel);
    },
    deleteFile: ({ path: rel }) => {
      rmSync(inData(rel), { force: true });
      return { message: `deleted file ${String(rel)}` };
    },
    deleteFiles: ({ paths }) => {
      for (const rel of paths as string[]) rmSync(inData(rel), { force: true });
      return { message: `deleted files ${(paths as string[]).join(', ')}` };
    },
  };

  /**
   * The configuration with the site's own pages as previews: Decap's 'View Live' opens site_url plus a
   * collection's preview_path, which the pages the last build made tell (an entry of posts is read by
   * /blog/{slug}/, so posts' path is blog/{{slug}}/).
   */
  const withPreviews = (text: string, origin: string): string => {
    const config = parse(text) as { collections: DecapCollection[] } & Record<string, unknown>;
    const pathOf = (page: string | undefined) => page?.replace(/^\//, '');
    for (const collection of config.collections) {
      for (const entryFile of collection.files ?? [])
        entryFile.preview_path ??= pathOf(options.pageOf?.(entryFile.name, undefined));
      if (!collection.folder) continue;
      const dir = path.resolve(options.root, collection.folder);
      const first = existsSync(dir) ? readdirSync(dir).find((f) => !f.startsWith('.')) : undefined;
      const slug = first?.replace(/\.[^.]+$/, '');
      const page = slug && options.pageOf?.(collection.name, slug);
      if (page?.includes(`/${slug}/`)) collection.preview_path = pathOf(page.replace(`/${slug}/`, '/{{slug}}/'));
    }
    return stringify({ ...config, site_url: origin }, { lineWidth: 0 });
  };

  const mediaFile = (rel: string) => {
    const data = readFileSync(inData(rel));
    return {
      id: contentHash(data),
      content: data.toString('base64'),
      encoding: 'base64',
      path: rel,
      name: path.basename(rel),
    };
  };

  async function api(request: Request): Promise<Response> {
    const url = new URL(request.url);
    // Only this page's own scripts may write files: a page of another site cannot send JSON here.
    const origin = request.headers.get('origin');
    if (request.method !== 'POST') return json({ error: 'use POST with a JSON body' }, 405);
    if (origin && origin !== url.origin) return json({ error: 'the editor answers its own pages only' }, 403);
    if (!request.headers.get('content-type')?.startsWith('application/json'))
      return json({ error: 'expected a JSON body (Content-Type: application/json)' }, 415);
    let body: { action?: string; params?: Record<string, unknown> };
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return json({ error: 'the body is not JSON' }, 400);
    }
    const action = body.action && Object.hasOwn(actions, body.action) ? actions[body.action] : undefined;
    if (!action) return json({ error: `unknown action '${String(body.action)}'` }, 422);
    try {
      return json((await action(body.params ?? {})) ?? null);
    } catch (error) {
      if (error instanceof Refused) return json({ error: error.message }, error.status);
      throw error;
    }
  }

  const file = (body: string | Buffer, name: string) =>
    new Response(typeof body === 'string' ? body : new Uint8Array(body), {
      headers: {
        // getMimeType knows no YAML: the configuration is the one .yml file served here.
        'Content-Type':
          getMimeType(name) ?? (name.endsWith('.yml') ? 'text/yaml; charset=utf-8' : 'application/octet-stream'),
        'Cache-Control': 'no-cache',
      },
    });

  return {
    decorate(site: StaticSite): StaticSite {
      return {
        reload: (changed) => site.reload(changed),
        async handle(request) {
          const { pathname } = new URL(request.url);
          if (pathname === '/admin') return Response.redirect(new URL(ADMIN, request.url), 301);
          if (!pathname.startsWith(ADMIN)) return site.handle(request);
          if (pathname === EDITOR_API_PATH) return api(request);
          const name = pathname.slice(ADMIN.length);
          if (name === '' || name === 'index.html')
            return new Response(editorPage('start.js'), {
              headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
            });
          if (name === 'start.js') return file(START_SCRIPT, name);
          if (name === 'config.yml') {
            const loaded = options.site();
            const config = loaded && editorConfigPath(loaded.site);
            if (!config || !existsSync(config))
              return new Response('No editor configuration: run npm run schemas.', { status: 404 });
            return file(withPreviews(readFileSync(config, 'utf8'), new URL(request.url).origin), name);
          }
          // Decap's bundle and the parts it loads from beside it.
          if (/^[\w.-]+\.(js|wasm|css)$/.test(name) && existsSync(path.join(decapDist(), name)))
            return file(readFileSync(path.join(decapDist(), name)), name);
          return site.handle(request);
        },
      };
    },
  };
}
