/**
 * Which site a command builds: SITE names its configuration module (templates/site.ts by default, the
 * agency; examples/blog/site.ts for the example). A compiled run loads it from its bundle.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AnySite } from '../build/site';
import { moduleRuntime } from '../build/runtime';

export function siteModulePath(): string {
  const file = path.resolve(process.env.SITE ?? 'templates/site.ts');
  if (!existsSync(file)) {
    console.error(`${missingSite(process.env.SITE ?? 'templates/site.ts')}\n`);
    process.exit(1);
  }
  return file;
}

/** What a command says when SITE names no file (scripts/compiled.mjs says the same before it compiles). */
export const missingSite = (site: string) =>
  `SITE names ${site}, which is not a file. Set SITE to a site's configuration module (examples/blog/site.ts), or leave it unset for the agency's (templates/site.ts).`;

export async function loadSite(): Promise<AnySite> {
  return ((await moduleRuntime().load(siteModulePath())) as { default: AnySite }).default;
}
