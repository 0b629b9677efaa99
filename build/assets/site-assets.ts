/**
 * The site's assets: the stylesheet, the font and the island scripts under hashed names, and the public
 * files copied as they are. A build makes them on a render worker (build/render/pool.ts): esbuild calls
 * back into the thread that started it, and the copy takes a dozen file-system round trips, so on the
 * main thread, busy loading the content, both waited for it to finish before they could go on.
 */
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildCss } from './css';
import { hashedName } from './hash';
import { buildIslands, type IslandAssets } from './islands';
import type { SiteConfig } from '../site';
import type { Writer } from '../emit/writer';

export interface HashedAssets {
  css: string;
  font: string;
  islands: IslandAssets;
}

/** The stylesheet, font and island scripts (named by their content) and the public files. */
export async function buildAssets(site: SiteConfig, writer: Writer, outDir: string): Promise<HashedAssets> {
  const [assets] = await Promise.all([buildHashedAssets(site, writer, outDir), copyPublicFiles(site, outDir)]);
  return assets;
}

/** The files under assets/: stylesheet, font and island scripts, named by their content. */
export async function buildHashedAssets(site: SiteConfig, writer: Writer, outDir: string): Promise<HashedAssets> {
  // esbuild works in a process of its own, so the islands build alongside the stylesheet.
  const islandsBuilt = buildIslands(site.clientDir, outDir);
  islandsBuilt.catch(() => {}); // awaited below
  const fontBytes = await readFile(site.fontFile);
  const font = `/assets/${hashedName(path.basename(site.fontFile), fontBytes)}`;
  const cssCode = await buildCss(site.stylesheet, font);
  const css = `/assets/${hashedName(path.basename(site.stylesheet), cssCode)}`;
  await Promise.all([writer.write(font.slice(1), fontBytes), writer.write(css.slice(1), cssCode)]);
  const islands = await islandsBuilt;
  return { css, font, islands };
}

/** Favicons, the social image and the like, copied as they are. */
export function copyPublicFiles(site: SiteConfig, outDir: string): Promise<void> {
  return cp(site.publicDir, outDir, { recursive: true });
}
