/**
 * Which site a command builds: SITE names its configuration module (templates/site.ts by default, the
 * agency; examples/blog/site.ts for the example). A compiled run loads it from its bundle.
 */
import path from 'node:path';
import type { AnySite } from '../build/site';
import { moduleRuntime } from '../build/runtime';

export const siteModulePath = () => path.resolve(process.env.SITE ?? 'templates/site.ts');

export async function loadSite(): Promise<AnySite> {
  return ((await moduleRuntime().load(siteModulePath())) as { default: AnySite }).default;
}
