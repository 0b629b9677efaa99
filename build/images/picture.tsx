/**
 * <Picture>: an image of the content as a fast page shows it. AVIF and WebP at the widths the layout
 * needs, the original format as the fallback, width and height so nothing moves when it arrives, lazy
 * unless it is the page's main image (`priority`: loaded at once, first). The files are made after the
 * pages render (encode.ts), named by the source's content and the width, so they are made once.
 */
import type { PageContext } from '../render/page-context';
import { type PictureFile, type PictureFormat, pictureFile } from './picture-file';

export type { PictureFile };

interface Props {
  site: PageContext<unknown>;
  /** As the content names it (an `image` field's value). */
  src: string;
  alt: string;
  /** The widths the layout shows it at, in CSS pixels, and twice those for dense screens; none above the source's. */
  widths: number[];
  /** The `sizes` attribute: how wide it is shown at each viewport width. */
  sizes: string;
  /** The page's main image: loaded at once and first, not when it scrolls near. */
  priority?: boolean;
  className?: string;
}

export function Picture({ site, src, alt, widths, sizes, priority = false, className }: Props) {
  const source = site.image(src);
  if (!source) throw new Error(`<Picture> of ${src}, which the content does not name with an image field`);
  const fits = [...new Set(widths.map((w) => Math.min(w, source.width)))].sort((a, b) => a - b);
  const fallback = source.format === 'png' ? 'png' : 'jpeg';
  const set = (format: PictureFormat) =>
    fits
      .map((width) => `/${site.picture({ file: pictureFile(source, width, format), src, width, format })} ${width}w`)
      .join(', ');
  const largest = fits.at(-1)!;
  return (
    <picture>
      <source type="image/avif" srcSet={set('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={set('webp')} sizes={sizes} />
      <img
        src={`/${site.picture({ file: pictureFile(source, largest, fallback), src, width: largest, format: fallback })}`}
        srcSet={set(fallback)}
        sizes={sizes}
        width={largest}
        height={Math.round((largest * source.height) / source.width)}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
