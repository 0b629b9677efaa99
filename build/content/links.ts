/**
 * The links a data file makes to pages of the site: every value its schema reads with a site-link
 * schema (internalHref, pageHref). The build checks them once the route table is known.
 */
import { z } from 'zod';
import { siteLinkSchemas } from './schemas/common';
import type { YamlSource } from './source';

export interface DataLink {
  source: YamlSource;
  /** Path of the value in the document, e.g. ['header', 'menus', 0, 'items', 2, 'href']. */
  path: (string | number)[];
  href: string;
}

export function findLinks(source: YamlSource, schema: z.ZodType, value: unknown): DataLink[] {
  const links = new Map<string, DataLink>();
  const visit = (node: z.ZodType, data: unknown, path: (string | number)[]) => {
    const s = unwrap(node);
    if (siteLinkSchemas.has(s)) {
      if (typeof data === 'string') links.set(path.join('\0'), { source, path, href: data });
    } else if (s instanceof z.ZodObject) {
      if (data && typeof data === 'object') for (const [key, child] of Object.entries(s.shape)) visit(child as z.ZodType, (data as Record<string, unknown>)[key], [...path, key]);
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
      if (data && typeof data === 'object') for (const [key, item] of Object.entries(data)) visit(s.valueType as z.ZodType, item, [...path, key]);
    }
  };
  visit(schema, value, []);
  return [...links.values()];
}

/** The schema under optional, default, nullable and transforms. */
export function unwrap(node: z.ZodType): z.ZodType {
  let current = node;
  for (let i = 0; i < 10; i++) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe) current = (current.in instanceof z.ZodTransform ? current.out : current.in) as z.ZodType;
    else break;
  }
  return current;
}
