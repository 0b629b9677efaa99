/**
 * Serves a built dist/ as Cloudflare Pages would: _redirects first (even over existing files, matched on
 * the raw path), then the file, '/about' -> '/about/' redirects, and the nearest 404.html with status
 * 404; _headers on every answer; the configuration files themselves are never served. Bodies carry an
 * ETag (304 on If-None-Match) and are sent brotli- or gzip-compressed; HEAD gets GET's headers.
 */
import type { Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createEncodedFiles, isCompressible, negotiateEncoding } from './encoded-files';
import {
  applyPlaceholders,
  cloudflareRedirects,
  headersFor,
  parseHeaders,
  parseRedirects,
  type HeaderRule,
} from '../lib/host-rules';
import { locationFor, redirectLocation, sameSitePath } from './site-location';
import { getMimeType } from 'hono/utils/mime';

/** Cloudflare's default for responses _headers does not give a Cache-Control. */
const DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
/** Files at the root of dist/ that configure the host; Cloudflare Pages never serves them. */
const HOST_CONFIG_FILES = new Set(['_headers', '_redirects', '_routes.json', '_worker.js']);
/** Longer request paths are refused before any work (Cloudflare refuses URLs far shorter than Node accepts). */
export const MAX_PATH_LENGTH = 2048;
/** How long a request waits for dist/ to come back while a rebuild swaps it (two renames apart). */
const SWAP_WAIT_MS = 1000;

export interface StaticSite {
  handle(request: Request): Promise<Response>;
  /**
   * Re-reads what a rebuild changed: the files named (relative to dist/), or everything (_redirects,
   * _headers, the not-found pages). A dist/ replaced as a whole is noticed on its own.
   */
  reload(changed?: readonly string[]): Promise<void>;
}

interface Found {
  file: string;
  info: Stats;
}

export async function createStaticSite(distDir: string): Promise<StaticSite> {
  const root = path.resolve(distDir);
  const files = createEncodedFiles();
  let findRedirect = cloudflareRedirects([]);
  let headerRules: HeaderRule[] = [];
  let loaded: string | undefined;
  /** The folders (relative, '' for the root) that hold a 404.html, and the deepest of them. */
  let notFoundDirs = new Set<string>();
  let notFoundDepth = 0;

  /** Which dist/ this is: a rebuild swaps in a new folder, with a new inode. */
  const generation = async () => {
    const info = await stat(root).catch(() => undefined);
    return info && `${info.ino}:${info.birthtimeMs}`;
  };
  const reload = async (changed?: readonly string[]) => {
    const current = await generation();
    const all = !changed || current !== loaded;
    loaded = current;
    const touched = (name: string) => all || changed.some((file) => file === name || file.endsWith(`/${name}`));
    if (touched('_redirects'))
      findRedirect = cloudflareRedirects(
        parseRedirects(await readFile(path.join(root, '_redirects'), 'utf8').catch(() => '')),
      );
    if (touched('_headers'))
      headerRules = parseHeaders(await readFile(path.join(root, '_headers'), 'utf8').catch(() => ''));
    if (touched('404.html')) {
      notFoundDirs = await notFoundFolders(root);
      notFoundDepth = Math.max(0, ...[...notFoundDirs].map((dir) => (dir ? dir.split('/').length : 0)));
    }
    if (all) files.clear();
    else for (const file of changed) files.drop(path.join(root, file));
  };
  await reload();

  /** The generation to answer from; while a swap has dist/ away for an instant, waits for it to return. */
  const settledGeneration = async () => {
    let current = await generation();
    for (let waited = 0; current === undefined && loaded !== undefined && waited < SWAP_WAIT_MS; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      current = await generation();
    }
    return current;
  };

  const fileAt = async (pathname: string): Promise<Found | undefined> => {
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep)) return undefined;
    // Compared once normalised, so '//_redirects' and '/%2F_headers' reach no host file either.
    if (HOST_CONFIG_FILES.has(path.relative(root, file))) return undefined;
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { file, info } : undefined;
  };

  const serve = async ({ file, info }: Found, status: number, request: Request, rawPath: string) => {
    const type = getMimeType(file) ?? 'application/octet-stream';
    const compressible = isCompressible(type);
    const body = await files.read(
      file,
      info,
      compressible ? negotiateEncoding(request.headers.get('accept-encoding')) : 'identity',
    );
    const headers = headersFor(headerRules, rawPath);
    headers.set('Content-Type', type);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', DEFAULT_CACHE);
    if (compressible) headers.append('Vary', 'Accept-Encoding');
    if (body.encoding !== 'identity') headers.set('Content-Encoding', body.encoding);
    if (status === 200) {
      headers.set('ETag', body.etag);
      if (matchesEtag(request.headers.get('if-none-match'), body.etag))
        return new Response(null, { status: 304, headers });
    }
    headers.set('Content-Length', String(body.bytes.byteLength));
    return new Response(request.method === 'HEAD' ? null : body.bytes, { status, headers });
  };

  const plain = (
    status: number,
    text: string,
    request: Request,
    rawPath: string,
    extra: Record<string, string> = {},
  ) => {
    const headers = headersFor(headerRules, rawPath);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    // Its length given, the compress middleware leaves a short text alone for GET as for HEAD.
    headers.set('Content-Length', String(Buffer.byteLength(text)));
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return new Response(request.method === 'HEAD' ? null : text, { status, headers });
  };

  const redirect = (location: string, status: number, rawPath: string) => {
    const headers = headersFor(headerRules, rawPath);
    headers.set('Location', location);
    return new Response(null, { status, headers });
  };

  /**
   * Cloudflare's nearest 404.html, walking up from the requested folder (Netlify's 404 lines agree). The
   * walk starts no deeper than the deepest folder with a 404.html, so a path of thousands of segments
   * costs what a short one does.
   */
  const notFound = async (pathname: string, request: Request, rawPath: string) => {
    const segments = pathname.split('/').filter(Boolean);
    for (let depth = Math.min(segments.length, notFoundDepth); depth >= 0; depth--) {
      const dir = segments.slice(0, depth).join('/');
      if (!notFoundDirs.has(dir)) continue;
      const found = await fileAt(`/${dir ? `${dir}/` : ''}404.html`);
      if (found) return serve(found, 404, request, rawPath);
    }
    return plain(404, 'Not found', request, rawPath);
  };

  const answer = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    // Rules and _headers match the raw path, still percent-encoded, as Cloudflare's do.
    const rawPath = url.pathname;
    if (rawPath.length > MAX_PATH_LENGTH) return plain(414, 'URI too long', request, '/');
    let servePath = rawPath;
    // Exactly the path written: a /pricing rule does not take /pricing/ (Cloudflare's matching).
    const matched = findRedirect(rawPath);
    if (matched) {
      const target = applyPlaceholders(matched.rule.to, matched.params);
      if (matched.rule.status === 200) {
        // A rewrite: the file at the target answers under the requested URL.
        servePath = new URL(sameSitePath(target), url.origin).pathname;
      } else {
        const location = redirectLocation(target, url);
        if (location) return redirect(location, matched.rule.status, rawPath);
      }
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plain(405, 'Method not allowed', request, rawPath, { Allow: 'GET, HEAD' });

    const pathname = decodePath(servePath);
    if (pathname === undefined) return plain(400, 'Bad request', request, rawPath);
    if (pathname.endsWith('/')) {
      const page = await fileAt(`${pathname}index.html`);
      return page ? serve(page, 200, request, rawPath) : notFound(pathname, request, rawPath);
    }
    // Redirects built from the request path: locationFor keeps '//evil.com/' and CR/LF out of Location.
    const found = await fileAt(pathname);
    if (found) {
      if (pathname.endsWith('/index.html'))
        return redirect(locationFor(pathname.slice(0, -'index.html'.length), url.search), 308, rawPath);
      // A not-found page answers only with status 404, never as a page of its own.
      if (!pathname.endsWith('/404.html')) return serve(found, 200, request, rawPath);
    } else if (await fileAt(`${pathname}/index.html`)) {
      return redirect(locationFor(`${pathname}/`, url.search), 308, rawPath);
    }
    return notFound(pathname, request, rawPath);
  };

  const handle = async (request: Request): Promise<Response> => {
    for (let attempt = 1; ; attempt++) {
      const before = await settledGeneration();
      if (before !== loaded) await reload();
      const response = await answer(request).catch((error: NodeJS.ErrnoException) => {
        // A file that vanished between stat and read: a rebuild swapped dist/ (checked below).
        if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR')
          return plain(404, 'Not found', request, '/');
        throw error;
      });
      // dist/ was replaced while answering: answer again, so no response mixes two builds.
      if (attempt === 3 || (await generation()) === before) return response;
    }
  };

  return { handle, reload };
}

/** Every folder of dist/ (relative, '/'-separated, '' for the root) that holds a 404.html. */
async function notFoundFolders(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((e) => e.isFile() && e.name === '404.html')
    .map((e) => path.relative(root, e.parentPath).split(path.sep).join('/'));
  return new Set(dirs);
}

/** The decoded path, or undefined when it is malformed or could reach outside dist/. */
function decodePath(rawPath: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0') || pathname.split(/[/\\]/).includes('..')) return undefined;
  return pathname;
}

/** If-None-Match uses the weak comparison: W/"x" matches "x"; '*' matches any. */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
