/**
 * Schema parts any site's collections use: text that must be text, slugs, calendar dates, lists of
 * text, links to pages of the site (which the build checks against its route table) and uniqueness
 * within a list. A site builds its schemas from these and zod.
 */
import { z } from 'zod';
import { canonicalPath } from './canonical-path';

/** Plain, non-empty text. YAML numbers and booleans are refused so `price: 1250` is caught. */
export const text = z
  .string({ error: (i) => (i.input === undefined ? 'is required' : `expected text, got ${describeValue(i.input)}`) })
  .trim()
  .min(1, 'must not be empty');

export const textList = z.array(text).min(1, 'must list at least one item');

/** Text of a sentence or more: the same as `text` to the build; the content editor gives it a text area. */
export const paragraph = text.meta({ multiline: true });
export const paragraphList = z.array(paragraph).min(1, 'must list at least one item');

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug: lowercase letters, digits and single hyphens');

/**
 * A slug that names an entry of another collection, or an item in its entries' lists (`cities.*.slug`):
 * the content editor offers the values that exist. The site's checks say whether the one written does.
 */
export function reference(collection: string, valueField: string, displayField = valueField.replace(/slug$/, 'name')) {
  return slug.meta({ reference: { collection, valueField, displayField } });
}

/** A calendar date written as YYYY-MM-DD (quoted or not) that exists in the calendar. */
export const isoDate = z
  .string({ error: 'expected a date written as YYYY-MM-DD' })
  // abort: a value that is not written as a date is not also reported as a date missing from the calendar.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date written as YYYY-MM-DD', abort: true })
  // A month or day past the calendar's (2026-13-45) is an Invalid Date, whose toISOString() throws.
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(s);
  }, 'is not a real calendar date');

/**
 * Schemas whose values link to a page of the site. The loader lists every value they accept, and the
 * build checks each against the route table: a link in data/ to a page that does not exist is an error.
 */
export const siteLinkSchemas = new WeakSet<z.ZodType>();
const siteLink = <S extends z.ZodType>(schema: S): S => {
  siteLinkSchemas.add(schema);
  return schema;
};

/** An internal link: a site path in canonical form (trailing slash), optionally with a #fragment. */
export const internalHref = siteLink(
  z.string().regex(canonicalPath('(#[a-z0-9-]+)?'), "must be a site path ending in '/', such as /about/"),
);

/** A link to a page without a fragment. */
export const pageHref = siteLink(z.string().regex(canonicalPath(), "must be a site path ending in '/'"));

/**
 * Schemas whose values name an image: a file under the data folder (images/team/ana.jpg) or, from '/',
 * one of the site's public files (/podcast-cover.jpg). The build checks each exists and is an image,
 * at the place it is written, and templates get its size to write <picture> with (build/images/).
 */
export const imageSchemas = new WeakSet<z.ZodType>();

/** An image file whose path matches `pattern` (the image schema narrowed: a file the feed takes as it is). */
export function imageMatching(pattern: RegExp, message: string) {
  const schema = z.string().regex(pattern, message);
  imageSchemas.add(schema);
  return schema;
}

/** An image file, as a path under data/ or, from '/', under the site's public files. */
export const image = imageMatching(
  // No '..' segment: an image is a file of the data folder or the public files, never beside them.
  /^(?!.*(^|\/)\.\.(\/|$))\/?[\w./-]+\.(jpe?g|png|webp|avif)$/i,
  'must name an image file (.jpg, .png, .webp or .avif) under the data folder, such as images/team/ana.jpg',
);

/**
 * Whether `schema` is `base` (or one of a set) or a copy of it that .describe() or .meta() made: zod
 * notes the schema each copy was made from, so a described image field is still an image field.
 */
export function madeFrom(schema: z.ZodType, base: z.ZodType | WeakSet<z.ZodType>): boolean {
  for (let s: z.ZodType | undefined = schema; s; s = (s as { _zod: { parent?: z.ZodType } })._zod.parent)
    if (base instanceof WeakSet ? base.has(s) : s === base) return true;
  return false;
}

/** A value as an editor reads it in a message: 'a number (2495)', 'a list'. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value === 'number' ? 'a number' : typeof value === 'boolean' ? 'a boolean' : typeof value} (${String(value)})`;
}

/**
 * Fails on the second item that repeats a key, pointing at that item's key field,
 * so "duplicate slug" errors land on the offending line.
 */
export function uniqueBy<T>(key: keyof T & string, label: string = key) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = item[key];
      if (seen.has(value)) {
        ctx.addIssue({ code: 'custom', path: [index, key], message: `duplicate ${label} '${String(value)}'` });
      }
      seen.add(value);
    });
  };
}
