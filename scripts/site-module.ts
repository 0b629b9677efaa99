/**
 * Which site a command builds: SITE names its configuration module (templates/site.ts by default, the
 * agency; examples/blog/site.ts for the example). A compiled run loads it from its bundle.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AnySite } from '../build/site';
import { moduleRuntime } from '../build/runtime';

/** The site's configuration module; a SITE that names no file stops the command, saying so (as scripts/compiled.mjs does). */
export function siteModulePath(): string {
  const site = process.env.SITE ?? 'templates/site.ts';
  const file = path.resolve(site);
  if (!existsSync(file)) {
    console.error(
      `SITE names ${site}, which is not a file. Set SITE to a site's configuration module (examples/blog/site.ts), or leave it unset for the agency's (templates/site.ts).\n`,
    );
    process.exit(1);
  }
  return file;
}

export async function loadSite(): Promise<AnySite> {
  return ((await moduleRuntime().load(siteModulePath())) as { default: AnySite }).default;
}
