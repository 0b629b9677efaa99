/**
 * The content editor's API (build/dev/editor.ts) on a copy of the mini site's data in a temporary
 * folder, asked as Decap asks it through the editor page: a request with the page's origin, and the
 * version of each file the page loaded carried with each save (`loaded`).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type EditorOptions, createEditor } from '../../../build/dev/editor';
import { cmsConfigFile } from '../../../build/emit/cms-config';
import { editorConfigPath } from '../../../build/site';
import { site } from './mini';

export const ORIGIN = 'http://localhost:4500';

export type Answer = { status: number; body: Record<string, unknown> & unknown[] };

export function editorOnCopy(options: Pick<EditorOptions, 'access' | 'hosts'> = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vitalis-editor-'));
  const dataDir = path.join(root, 'data');
  cpSync(site.dataDir, dataDir, { recursive: true });
  // The editor's configuration, where a site module in `root` would have it.
  const siteHere = { ...site, module: pathToFileURL(path.join(root, 'site.ts')).href };
  mkdirSync(path.join(root, 'admin'));
  writeFileSync(editorConfigPath(siteHere), cmsConfigFile(site.collections, 'data'));
  const editor = createEditor({
    root,
    site: () => ({ site: siteHere, dataDir }),
    pageOf: (collection, slug) => (collection === 'products' ? `/products/${slug}/` : undefined),
    ...options,
  });
  const notFound = { handle: async () => new Response('not found', { status: 404 }), reload: async () => {} };
  const server = editor.decorate(notFound);

  async function ask(
    action: string,
    params: Record<string, unknown>,
    { headers = {}, origin = ORIGIN }: { headers?: Record<string, string>; origin?: string } = {},
  ): Promise<Answer> {
    const response = await server.handle(
      new Request(`${origin}/admin/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
        body: JSON.stringify({ action, params }),
      }),
    );
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }

  /** The version of a file as the editor page is given it when it opens the entry. */
  async function versionOf(rel: string): Promise<string | null> {
    const { body } = await ask('getEntry', { path: rel });
    return (body.file as { id: string | null }).id;
  }

  /** Saves `raw` as the page does: with the version it loaded (now's, unless given). */
  async function save(rel: string, raw: string, extra: { newPath?: string; loaded?: string | null } = {}) {
    const loaded = 'loaded' in extra ? extra.loaded : await versionOf(rel);
    return ask('persistEntry', {
      dataFiles: [{ path: rel, slug: path.basename(rel).replace(/\.\w+$/, ''), raw, newPath: extra.newPath }],
      assets: [],
      options: {},
      loaded: { [rel]: loaded },
    });
  }

  return {
    root,
    dataDir,
    server,
    ask,
    save,
    versionOf,
    read: (rel: string) => readFileSync(path.join(root, rel), 'utf8'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
