/**
 * Serves a built dist/ as Cloudflare Pages would: _redirects first (even over existing files, matched on
 * the raw path), then the file, '/about' -> '/about/' redirects, and the nearest 404.html with status
 * 404. _headers on every answer; the configuration files themselves are never served.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { applyPlaceholders, cloudflareRedirects, headersFor, parseHeaders, parseRedirects, type HeaderRule } from './host-rules';
import { locationFor, redirectLocation } from './site-location';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
};

/** Cloudflare's default for responses _headers does not give a Cache-Control. */
const DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
/** Files at the root of dist/ that configure the host; Cloudflare Pages never serves them. */
const HOST_CONFIG_FILES = new Set(['/_headers', '/_redirects', '/_routes.json', '/_worker.js']);

export interface StaticSite {
  handle(request: Request): Promise<Response>;
  /** Re-reads _redirects and _headers after a rebuild. */
  reload(): Promise<void>;
}

export async function createStaticSite(distDir: string): Promise<StaticSite> {
  let findRedirect = cloudflareRedirects([]);
  let headerRules: HeaderRule[] = [];
  const reload = async () => {
    findRedirect = cloudflareRedirects(parseRedirects(await readFile(path.join(distDir, '_redirects'), 'utf8').catch(() => '')));
    headerRules = parseHeaders(await readFile(path.join(distDir, '_headers'), 'utf8').catch(() => ''));
  };
  await reload();

  const fileAt = async (pathname: string): Promise<string | undefined> => {
    const full = path.join(distDir, pathname);
    if (!full.startsWith(distDir + path.sep) && full !== distDir) return undefined;
    const info = await stat(full).catch(() => undefined);
    return info?.isFile() ? full : undefined;
  };

  const respond = async (file: string, status: number, rawPath: string, method: string) => {
    const body = method === 'HEAD' ? null : await readFile(file);
    const headers = headersFor(headerRules, rawPath);
    headers.set('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', DEFAULT_CACHE);
    return new Response(body, { status, headers });
  };

  const redirect = (location: string, status: number, rawPath: string) => {
    const headers = headersFor(headerRules, rawPath);
    headers.set('Location', location);
    return new Response(null, { status, headers });
  };

  /** Cloudflare's nearest 404.html, walking up from the requested folder (Netlify's 404 lines agree). */
  const notFound = async (pathname: string, method: string, rawPath: string) => {
    const segments = pathname.split('/').filter(Boolean);
    for (let depth = segments.length; depth >= 0; depth--) {
      const file = await fileAt(`/${[...segments.slice(0, depth), '404.html'].join('/')}`);
      if (file) return respond(file, 404, rawPath, method);
    }
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    // Rules and _headers match the raw path, still percent-encoded, as Cloudflare's do.
    const rawPath = url.pathname;
    let servePath = rawPath;
    // Exactly the path written: a /pricing rule does not take /pricing/ (Cloudflare's matching).
    const matched = findRedirect(rawPath);
    if (matched) {
      const target = applyPlaceholders(matched.rule.to, matched.params);
      if (matched.rule.status === 200) {
        // A rewrite: the file at the target answers under the requested URL.
        servePath = target;
      } else {
        const location = redirectLocation(target, url);
        if (location) return redirect(location, matched.rule.status, rawPath);
      }
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }

    const pathname = decodePath(servePath);
    if (pathname === undefined) return new Response('Bad request', { status: 400 });
    if (HOST_CONFIG_FILES.has(pathname)) return notFound(pathname, request.method, rawPath);
    if (pathname.endsWith('/')) {
      const file = await fileAt(`${pathname}index.html`);
      return file ? respond(file, 200, rawPath, request.method) : notFound(pathname, request.method, rawPath);
    }
    // Redirects built from the request path: locationFor keeps '//evil.com/' and CR/LF out of Location.
    const file = await fileAt(pathname);
    if (file) {
      if (pathname.endsWith('/index.html')) return redirect(locationFor(pathname.slice(0, -'index.html'.length), url.search), 308, rawPath);
      // A not-found page answers only with status 404, never as a page of its own.
      if (!pathname.endsWith('/404.html')) return respond(file, 200, rawPath, request.method);
    } else if (await fileAt(`${pathname}/index.html`)) {
      return redirect(locationFor(`${pathname}/`, url.search), 308, rawPath);
    }
    return notFound(pathname, request.method, rawPath);
  };

  return { handle, reload };
}

/** The decoded path, or undefined when it is malformed or could reach outside dist/. */
function decodePath(rawPath: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0') || pathname.split('/').includes('..')) return undefined;
  return pathname;
}
