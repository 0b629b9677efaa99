/** Makes the files pages' pictures need (picture.tsx) with sharp: resized, then encoded at fixed settings. */
import { createRequire } from 'node:module';
import { contentHash } from '../util/hash';
import { packageVersion } from '../util/package-version';
import type { PictureFile } from './picture-file';
import { diskPictureStore } from './picture-store';
import type { ImageSource } from './sources';

/** Each format's settings: part of what a file is, so they change only with the generator. */
const SETTINGS = {
  // Effort 2 of 9: far quicker than the default 4, for files barely larger.
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9 },
} as const;

const requireHere = createRequire(import.meta.url);

/** What makes a picture's bytes besides its source: sharp (and the libvips it ships), the platform, the settings. */
export const encoderVersion = () =>
  contentHash(`${packageVersion('sharp')} ${process.platform}-${process.arch} ${JSON.stringify(SETTINGS)}`).slice(
    0,
    16,
  );

/**
 * Encodes each picture file as soon as it is added: sharp works on threads of its own, so the files of a
 * page are made while the next pages render. Loaded on the first file, synchronously, because the pages
 * render without yielding to the event loop.
 */
export function pictureEncoder(images: ReadonlyMap<string, ImageSource>, storeDir?: string) {
  const made = new Map<string, Promise<Uint8Array>>();
  const store = storeDir ? diskPictureStore(storeDir, encoderVersion()) : undefined;
  let sharp: typeof import('sharp') | undefined;
  return {
    add({ file, src, width, format }: PictureFile): void {
      if (made.has(file)) return;
      const stored = store?.get(file);
      if (stored) {
        made.set(file, Promise.resolve(stored));
        return;
      }
      if (!sharp) {
        sharp = requireHere('sharp') as typeof import('sharp');
        sharp.cache(false);
      }
      const image = sharp(images.get(src)!.bytes).rotate().resize({ width, withoutEnlargement: true });
      const encoded =
        format === 'avif'
          ? image.avif(SETTINGS.avif)
          : format === 'webp'
            ? image.webp(SETTINGS.webp)
            : format === 'jpeg'
              ? image.jpeg(SETTINGS.jpeg)
              : image.png(SETTINGS.png);
      const bytes = encoded.toBuffer();
      // Kept for later builds once made. Awaited in done(): a build that stops before then has no use for it.
      bytes.then((made) => store?.put(file, made)).catch(() => {});
      made.set(file, bytes);
    },
    /**
     * Every file added, by name, in name order. `used`, every picture file the site's pages show, is what
     * the store keeps from then on.
     */
    async done(used?: ReadonlySet<string>): Promise<[string, Uint8Array][]> {
      const files = [...made.keys()].sort();
      const all = await Promise.all(
        files.map(async (file): Promise<[string, Uint8Array]> => [file, await made.get(file)!]),
      );
      if (used) store?.keepOnly(used);
      return all;
    },
  };
}
