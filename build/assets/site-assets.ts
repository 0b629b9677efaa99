/**
 * A site's assets: the stylesheet, the font and the island scripts under names made from their content
 * (cached forever), and the public files as they are. Made in memory: the build writes them with the
 * pages, and keeps them for the next build while the code is the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteAssets } from '../render/render-page';
import type { AnySite } from '../site';
import { buildCss, type FontFace } from './css';
import { hashedName } from './hash';
import { buildIslands } from './islands';

export interface BuiltAssets {
  /** The URLs pages link to. */
  urls: SiteAssets;
  /** Island name -> its script and the chunks it imports, for the report. */
  islands: Map<string, { src: string; imports: string[] }>;
  /** Every file to write, by its path in the output: hashed assets and public files. */
  files: Map<string, Uint8Array>;
}

export async function buildAssets(
  site: Pick<AnySite, 'stylesheet' | 'font' | 'clientDir' | 'publicDir'>,
): Promise<BuiltAssets> {
  const files = new Map<string, Uint8Array>();
  // esbuild works in a process of its own, so the islands build alongside the stylesheet.
  const islandsBuilt = site.clientDir ? buildIslands(site.clientDir) : undefined;
  islandsBuilt?.catch(() => {}); // awaited below
  let font: string | undefined;
  if (site.font) {
    const bytes = await readFile(site.font.file);
    font = `/assets/${hashedName(path.basename(site.font.file), bytes)}`;
    files.set(font.slice(1), bytes);
  }
  let css: string | undefined;
  if (site.stylesheet) {
    const code = Buffer.from(
      await buildCss(site.stylesheet, site.font && font ? { face: site.font as FontFace, url: font } : undefined),
    );
    css = `/assets/${hashedName(path.basename(site.stylesheet), code)}`;
    files.set(css.slice(1), code);
  }
  const islands = await islandsBuilt;
  for (const [file, data] of islands?.files ?? []) files.set(file, data);
  if (site.publicDir) for (const [file, data] of publicFiles(site.publicDir)) files.set(file, data);
  const byName = islands?.byName ?? new Map();
  return {
    urls: { css, font, loader: islands?.loader, islands: new Map([...byName].map(([name, { src }]) => [name, src])) },
    islands: byName,
    files,
  };
}

/** Favicons, the social image and the like, by their path in the output. */
function publicFiles(dir: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full).split(path.sep).join('/'), readFileSync(full));
  }
  return files;
}
