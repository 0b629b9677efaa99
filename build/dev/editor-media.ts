/**
 * An upload the editor saves as a media file: an image as the build reads images (sharp, from its
 * bytes: JPEG, PNG, WebP or AVIF; never SVG, which can carry scripts), named with the extension of what
 * it is, so the build takes it as an image and not as a stray data file.
 */
import path from 'node:path';
import { measure } from '../images/sources';
import { Refused } from './editor-paths';

const EXTENSIONS: Record<string, string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  webp: ['.webp'],
  avif: ['.avif'],
};

/** Refuses bytes the build would not take as an image, or a name whose extension says another type. */
export async function checkImage(name: string, bytes: Uint8Array): Promise<void> {
  const size = await measure(bytes);
  if (!size)
    throw new Refused(
      `Not saved: ${name} is not an image the site can show; upload a JPEG, PNG, WebP or AVIF image`,
      415,
    );
  const extension = path.extname(name).toLowerCase();
  const expected = EXTENSIONS[size.format] ?? [];
  if (!expected.includes(extension))
    throw new Refused(
      `Not saved: ${name} is a ${size.format.toUpperCase()} image; name it with ${expected.join(' or ')}`,
      415,
    );
}
