/**
 * The links a data file makes to pages of the site: every value its schema reads with a site-link
 * schema (internalHref, pageHref), which the build checks once the route table is known; and the
 * images it names (the image schema), which it checks and measures before any page renders.
 */
import { z } from 'zod';
import { imageSchemas, madeFrom, siteLinkSchemas } from './schema-helpers';

export interface DataLink {
  /** Path of the value in the document, e.g. ['header', 'menus', 0, 'items', 2, 'href']. */
  path: (string | number)[];
  href: string;
}

/** Every link to a page of the site in `value`, which `schema` validated. */
export function findLinks(schema: z.ZodType, value: unknown): DataLink[] {
  return findMarked(siteLinkSchemas, linksHeld, schema, value).map(({ path, value: href }) => ({ path, href }));
}

/** Every image a file names (build/images/): the values `schema` read with the `image` schema. */
export function findImages(schema: z.ZodType, value: unknown): { path: (string | number)[]; src: string }[] {
  return findMarked(imageSchemas, imagesHeld, schema, value).map(({ path, value: src }) => ({ path, src }));
}

const linksHeld = new WeakMap<z.ZodType, boolean>();
const imagesHeld = new WeakMap<z.ZodType, boolean>();

/** The string values in `value` that one of the `marked` schemas validated, with their paths. */
function findMarked(
  marked: WeakSet<z.ZodType>,
  held: WeakMap<z.ZodType, boolean>,
  schema: z.ZodType,
  value: unknown,
): { path: (string | number)[]; value: string }[] {
  const found = new Map<string, { path: (string | number)[]; value: string }>();
  const visit = (node: z.ZodType, data: unknown, path: (string | number)[]) => {
    if (!canHold(marked, held, node)) return;
    const s = unwrap(node);
    if (madeFrom(s, marked)) {
      if (typeof data === 'string') found.set(path.join('\0'), { path, value: data });
    } else if (s instanceof z.ZodObject) {
      if (data && typeof data === 'object')
        for (const [key, child] of Object.entries(s.shape))
          visit(child as z.ZodType, (data as Record<string, unknown>)[key], [...path, key]);
    } else if (s instanceof z.ZodArray) {
      if (Array.isArray(data)) {
        data.forEach((item, i) => {
          visit(s.element as z.ZodType, item, [...path, i]);
        });
      }
    } else if (s instanceof z.ZodUnion) {
      // Whichever option matched; a value found through any of them is one.
      for (const option of s.options) visit(option as z.ZodType, data, path);
    } else if (s instanceof z.ZodRecord) {
      if (data && typeof data === 'object')
        for (const [key, item] of Object.entries(data)) visit(s.valueType as z.ZodType, item, [...path, key]);
    }
  };
  visit(schema, value, []);
  return [...found.values()];
}

/**
 * Whether a value of this schema can hold a marked value anywhere inside it, known once per schema:
 * most parts of most files (a post's front matter, a city's facts) cannot, and are not walked.
 */
function canHold(marked: WeakSet<z.ZodType>, held: WeakMap<z.ZodType, boolean>, node: z.ZodType): boolean {
  const s = unwrap(node);
  let known = held.get(s);
  if (known === undefined) {
    held.set(s, true); // while it is worked out: a schema that contains itself is walked, as before
    const inside = (child: unknown) => canHold(marked, held, child as z.ZodType);
    known =
      madeFrom(s, marked) ||
      (s instanceof z.ZodObject && Object.values(s.shape).some(inside)) ||
      (s instanceof z.ZodArray && inside(s.element)) ||
      (s instanceof z.ZodUnion && s.options.some(inside)) ||
      (s instanceof z.ZodRecord && inside(s.valueType));
    held.set(s, known);
  }
  return known;
}

/** The schema under optional, default, nullable and transforms. */
export function unwrap(node: z.ZodType): z.ZodType {
  let current = node;
  for (let i = 0; i < 10; i++) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable)
      current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe)
      current = (current.in instanceof z.ZodTransform ? current.out : current.in) as z.ZodType;
    else break;
  }
  return current;
}
