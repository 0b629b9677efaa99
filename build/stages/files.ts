/**
 * Stage files: what is made from the whole site (the sitemap, robots.txt, `_redirects`, `_headers`), the
 * plugins' files, the assets, and the pictures and cards being made since the render stage. A file is
 * written only when its bytes are not those the output holds.
 */
import { renderHeaders } from '../emit/headers';
import { renderRedirects } from '../emit/redirects';
import { indexable, renderRobots, renderSitemap } from '../emit/sitemap';
import type { SiteFile } from '../plugin';
import { contentHash, valueHash } from '../util/hash';
import type { RenderedRun } from './render';

export async function siteFiles(run: RenderedRun) {
  const { site, usable, state, routes, siteUrl, plugins } = run;
  // The sitemap is made again only when the pages it lists or their dates changed.
  const sitemapKey = valueHash([siteUrl, routes.filter(indexable).map((r) => [r.path, r.head.lastmod])]);
  const sitemap = usable.sitemap?.key === sitemapKey ? usable.sitemap.data : await renderSitemap(routes, siteUrl);
  state.sitemap = { key: sitemapKey, data: sitemap };
  const files: SiteFile[] = [
    { file: 'sitemap.xml', data: sitemap },
    { file: 'robots.txt', data: renderRobots(siteUrl) },
    { file: '_redirects', data: renderRedirects(run.redirects, routes, site.sectionFallbacks) },
  ];
  if (site.cspOrigins) {
    const sections = plugins.flatMap((plugin) => plugin.headers?.(run) ?? []);
    files.push({ file: '_headers', data: renderHeaders(site.cspOrigins(run.content as never), sections) });
  }
  for (const plugin of plugins) files.push(...((await plugin.files?.(run)) ?? []));
  for (const [file, data] of run.assets.files) files.push({ file, data });
  for (const [file, data] of await run.pictures.done(run.pictureFiles)) files.push({ file, data });
  for (const { file, data } of files) {
    const hash = contentHash(data);
    run.outputs.set(file, hash);
    if (usable.outputs.get(file)?.hash !== hash || !run.intact.has(file)) run.write.set(file, data);
  }
  // The keys some page, a plugin or the routes read, by their value now: what the next run compares.
  const reads = new Set<string>();
  for (const record of [...state.pages.values(), ...state.routeReads!.values()])
    for (const read of record.reads) reads.add(read);
  for (const read of state.pluginReads ?? []) reads.add(read);
  for (const read of reads) state.readHashes.set(read, run.hashOf(read));
  return run;
}
