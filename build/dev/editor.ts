/**
 * The content editor of npm run dev, at /admin/: Decap CMS from node_modules with the configuration npm
 * run schemas made (build/emit/cms-config.ts), and the dev server answering Decap's local-backend
 * protocol (the one decap-server speaks) at /admin/api/v1, on the data folder only (editor-actions.ts
 * says what each change is checked for before anything is written).
 *
 * The API answers this machine only: a Host that is not a loopback name or one allowed (dev-host.ts),
 * an Origin that is not its own page, or a server other machines reach without the editor's secret
 * (editor-access.ts) are refused. A file that passes is written over the old one
 * (build/content/yaml-edit.ts keeps its comments and layout), the dev server's watcher rebuilds what
 * it touches, and the editor's 'View Live' link opens the site's own page for the entry. Problems only
 * the whole content shows (a popular city no state lists) appear in the dev overlay, over the editor too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { parse, stringify } from 'yaml';
import { EDITOR_API_PATH, EDITOR_DIR } from '../emit/cms-config';
import { decapDist, editorPage } from '../emit/editor-files';
import { packageVersion } from '../util/package-version';
import type { AnySite } from '../site';
import { editorConfigPath } from '../site';
import { type HostRules, isAllowedHost } from './dev-host';
import { carriesSecret, type EditorAccess } from './editor-access';
import { editorActions } from './editor-actions';
import { editorStartScript } from './editor-client';
import { Refused } from './editor-paths';
import type { StaticSite } from './live-reload';

export interface EditorOptions {
  /** The folder Decap's paths are relative to (the project's). */
  root: string;
  /** The site as last loaded, and its data folder (absolute). */
  site(): { site: AnySite; dataDir: string } | undefined;
  /** The path of the page that shows a collection's entry (or file) best, once built. */
  pageOf?(collection: string, slug: string | undefined): string | undefined;
  /** Who may use the write API (editor-access.ts); this machine, without a secret, by default. */
  access?: EditorAccess;
  /** The Host names the API answers besides this machine's (dev-host.ts). */
  hosts?: HostRules;
}

const ADMIN = `/${EDITOR_DIR}/`;

/** What the dev server adds to a collection of the configuration: where its pages are. */
interface DecapCollection {
  name: string;
  folder?: string;
  preview_path?: string;
  files?: { name: string; preview_path?: string }[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** A file system error the checks did not foresee, as a refusal rather than a stack. */
function fileError(error: unknown): Response | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string' || !code.startsWith('E')) return undefined;
  const status = code === 'ENOENT' ? 404 : code === 'EACCES' || code === 'EPERM' ? 403 : 409;
  return json({ error: `Not done: ${(error as Error).message}` }, status);
}

export function createEditor(options: EditorOptions) {
  const actions = editorActions(options);
  const access = options.access ?? { open: true };

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

  async function api(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== 'POST') return json({ error: 'use POST with a JSON body' }, 405);
    // A name another site can point at this machine (DNS rebinding) is not this editor's.
    if (!isAllowedHost(url.hostname, options.hosts))
      return json({ error: `the editor answers this machine only, not '${url.hostname}'` }, 403);
    if (!access.open) return json({ error: access.reason }, 403);
    if (access.secret && !carriesSecret(request, access.secret))
      return json({ error: 'the editor asks for its secret: Authorization: Bearer <EDITOR_SECRET>' }, 401);
    // Only this page's own scripts may call it: a page of another site cannot send JSON here.
    const origin = request.headers.get('origin');
    if (origin && origin !== url.origin) return json({ error: 'the editor answers its own pages only' }, 403);
    if (!request.headers.get('content-type')?.startsWith('application/json'))
      return json({ error: 'expected a JSON body (Content-Type: application/json)' }, 415);
    let body: { action?: string; params?: Record<string, unknown> };
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return json({ error: 'the body is not JSON' }, 400);
    }
    const params = body?.params ?? {};
    const action = body?.action && Object.hasOwn(actions, body.action) ? actions[body.action] : undefined;
    if (!action) return json({ error: `unknown action '${String(body?.action)}'` }, 422);
    if (typeof params !== 'object' || Array.isArray(params)) return json({ error: 'params must be an object' }, 400);
    try {
      return json((await action(params)) ?? null);
    } catch (error) {
      if (error instanceof Refused) return json({ error: error.message }, error.status);
      const refused = fileError(error);
      if (refused) return refused;
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

  // Decap's files change only with the installed package: named by its version, they are revalidated
  // (304) rather than sent again, and the browser keeps the 5 MB bundle compiled between openings.
  let decapVersion: string | undefined;
  const decapTag = (name: string) => {
    decapVersion ??= packageVersion('decap-cms');
    return `"decap-${decapVersion}-${name}"`;
  };
  const decapFile = (name: string, request: Request) => {
    const etag = decapTag(name);
    if (request.headers.get('if-none-match') === etag)
      return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': 'no-cache' } });
    const response = file(readFileSync(path.join(decapDist(), name)), name);
    response.headers.set('ETag', etag);
    return response;
  };

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
          if (name === 'start.js') return file(editorStartScript(), name);
          if (name === 'config.yml') {
            const loaded = options.site();
            const config = loaded && editorConfigPath(loaded.site);
            if (!config || !existsSync(config))
              return new Response('No editor configuration: run npm run schemas.', { status: 404 });
            return file(withPreviews(readFileSync(config, 'utf8'), new URL(request.url).origin), name);
          }
          // Decap's bundle and the parts it loads from beside it.
          if (/^[\w.-]+\.(js|wasm|css)$/.test(name) && existsSync(path.join(decapDist(), name)))
            return decapFile(name, request);
          return site.handle(request);
        },
      };
    },
  };
}
