/**
 * The images the content names (the `image` schema): each must exist and be an image, which is reported
 * at the place it is named; each is measured, so templates write its width and height, and fingerprinted,
 * so what is made of it is named by its content.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Placer } from '../content/assemble';
import { type DataFiles, displayPath } from '../content/data-files';
import type { DataFile } from '../content/load';
import { problemAt } from '../content/source';
import { problems } from '../error-catalogue';
import type { Problem } from '../problems';
import { contentHash } from '../util/hash';

export interface ImageSource {
  /** As the content names it: images/team/ana.jpg, or /podcast-cover.jpg for a public file. */
  src: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp' | 'avif';
  /** The content's fingerprint: the name of everything made from it carries it. */
  hash: string;
  bytes: Uint8Array;
}

const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
export type ImageSize = { width: number; height: number; format: ImageSource['format'] } | null;

/** Every image the files name, read and measured; a problem where one is missing or is not an image. */
export async function loadImages(
  files: Iterable<DataFile>,
  data: DataFiles,
  publicDir: string | undefined,
  placer: Placer,
  /** What the last build measured, by content (kept with the build state): no file is measured twice. */
  known: ReadonlyMap<string, ImageSize> = new Map(),
): Promise<{ images: Map<string, ImageSource>; sizes: Map<string, ImageSize>; problems: Problem[] }> {
  const images = new Map<string, ImageSource>();
  const measured = new Map<string, ImageSize>();
  const found: Problem[] = [];
  for (const file of files) {
    for (const { path: at, src } of file.parsed.images ?? []) {
      const source = placer.source(file.file);
      if (images.has(src)) continue;
      const bytes = await read(src, data, publicDir);
      if (!bytes) {
        const where = src.startsWith('/')
          ? publicDir
            ? `the site's public files (${displayPath(publicDir)})`
            : 'the site, which has no public files'
          : displayPath(data.dir);
        if (source) found.push(problemAt(source, at, problems.ImageMissing, [src, where]));
        continue;
      }
      const hash = contentHash(bytes);
      if (!measured.has(hash)) measured.set(hash, known.has(hash) ? known.get(hash)! : await measure(bytes));
      const size = measured.get(hash);
      if (!size) {
        if (source) found.push(problemAt(source, at, problems.NotAnImage, [src]));
        continue;
      }
      images.set(src, { src, ...size, hash, bytes });
    }
  }
  return { images, sizes: measured, problems: found };
}

async function read(src: string, data: DataFiles, publicDir: string | undefined): Promise<Uint8Array | undefined> {
  try {
    if (!src.startsWith('/')) return data.read(src);
    return publicDir ? await readFile(path.join(publicDir, src)) : undefined;
  } catch {
    return undefined;
  }
}

/** The image's size and format as sharp reads its bytes; null when they are not an image it reads. */
export async function measure(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; format: ImageSource['format'] } | null> {
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(bytes).metadata();
    if (!FORMATS.has(meta.format ?? '') || !meta.width || !meta.height) return null;
    const format = meta.format === 'heif' ? 'avif' : (meta.format as ImageSource['format']);
    return { width: meta.width, height: meta.height, format };
  } catch {
    return null;
  }
}
