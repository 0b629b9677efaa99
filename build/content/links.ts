/**
 * The links a data file makes to pages of the site: every value its schema reads with a site-link
 * schema (internalHref, pageHref). The build checks them once the route table is known.
 */
import { z } from 'zod';
import { siteLinkSchemas } from './schema-helpers';

export interface DataLink {
  /** Path of the value in the document, e.g. ['header', 'menus', 0, 'items', 2, 'href']. */
  path: (string | number)[];
  href: string;
}

/** Every link to a page of the site in `value`, which `schema` validated. */
export function findLinks(schema: z.ZodType, value: unknown): DataLink[] {
  const links = new Map<string, DataLink>();
  const visit = (node: z.ZodType, data: unknown, path: (string | number)[]) => {
    if (!canHoldLinks(node)) return;
    const s = unwrap(node);
    if (siteLinkSchemas.has(s)) {
      if (typeof data === 'string') links.set(path.join('\0'), { path, href: data });
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
      // Whichever option matched; a link found through any of them is one.
      for (const option of s.options) visit(option as z.ZodType, data, path);
    } else if (s instanceof z.ZodRecord) {
      if (data && typeof data === 'object')
        for (const [key, item] of Object.entries(data)) visit(s.valueType as z.ZodType, item, [...path, key]);
    }
  };
  visit(schema, value, []);
  return [...links.values()];
}

const holdsLinks = new WeakMap<z.ZodType, boolean>();

/**
 * Whether a value of this schema can hold a site link anywhere inside it, known once per schema: most
 * parts of most files (a post's front matter, a city's facts) cannot, and are not walked.
 */
function canHoldLinks(node: z.ZodType): boolean {
  const s = unwrap(node);
  let known = holdsLinks.get(s);
  if (known === undefined) {
    holdsLinks.set(s, true); // while it is worked out: a schema that contains itself is walked, as before
    known =
      siteLinkSchemas.has(s) ||
      (s instanceof z.ZodObject && Object.values(s.shape).some((child) => canHoldLinks(child as z.ZodType))) ||
      (s instanceof z.ZodArray && canHoldLinks(s.element as z.ZodType)) ||
      (s instanceof z.ZodUnion && s.options.some((option) => canHoldLinks(option as z.ZodType))) ||
      (s instanceof z.ZodRecord && canHoldLinks(s.valueType as z.ZodType));
    holdsLinks.set(s, known);
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
