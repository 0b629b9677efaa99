/** Reading a built dist/ in tests. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function htmlFiles(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(distDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The URL path a dist file answers: 'about/index.html' -> '/about/'. */
export function routeOf(file: string): string {
  return `/${file.replace(/index\.html$/, '')}`;
}

export function readPage(distDir: string, route: string): string {
  const file = route.endsWith('.html') ? route.slice(1) : `${route.slice(1)}index.html`;
  return readFileSync(path.join(distDir, file), 'utf8');
}

/** Text content of the first element matching a simple attribute selector, for assertions on built HTML. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
