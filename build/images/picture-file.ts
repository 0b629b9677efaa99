/** The files a page's pictures need (build/images/picture.tsx): named by the source's content, width and format. */
import type { ImageSource } from './sources';

export type PictureFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** One file a page's pictures need: made from `src` at `width` in `format`. */
export interface PictureFile {
  file: string;
  src: string;
  width: number;
  format: PictureFormat;
}

const EXTENSION: Record<PictureFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** The output file of `source` at `width` in `format`: assets/images/<name>-<content>-<width>.<ext>. */
export function pictureFile(source: ImageSource, width: number, format: PictureFormat): string {
  const name = source.src
    .replace(/^.*\//, '')
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return `assets/images/${name}-${source.hash.slice(0, 10)}-${width}.${EXTENSION[format]}`;
}
