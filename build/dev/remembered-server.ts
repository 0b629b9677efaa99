/**
 * The server module a site declared (SiteConfig.server) at the last npm run dev, kept in the build's
 * folder: a restart starts that server before it loads the site, whose configuration names it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../util/write-whole';

const FILE = 'dev-server.json';

/** The module's path, null for a site that declared none, undefined when this site was never run here. */
export function rememberedServer(buildDir: string, siteModule: string): string | null | undefined {
  try {
    const kept = JSON.parse(readFileSync(path.join(buildDir, FILE), 'utf8')) as { site?: unknown; server?: unknown };
    if (kept.site !== siteModule) return undefined;
    if (kept.server === null) return null;
    return typeof kept.server === 'string' && existsSync(kept.server) ? kept.server : undefined;
  } catch {
    return undefined;
  }
}

export function rememberServer(buildDir: string, siteModule: string, server: string | undefined): void {
  if (rememberedServer(buildDir, siteModule) === (server ?? null)) return;
  writeWhole(path.join(buildDir, FILE), `${JSON.stringify({ site: siteModule, server: server ?? null })}\n`);
}
