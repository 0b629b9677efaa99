/** data/site-index.yaml: the /site-index/ page, every page the search finds, grouped by kind. */
import { z } from 'zod';
import { slug, text, uniqueBy } from './common';

const section = z.strictObject({
  /** The section's anchor on the page: /site-index/#places. */
  id: slug,
  heading: text,
  /** The kind of page listed, as the pages' search entries name it ('City', 'Device'). */
  kind: text,
  /** A kind listed under the page of this section whose address holds it: 'City' under its 'State'. */
  with: text.optional(),
});

export const siteIndexSchema = z.strictObject({
  title: text,
  description: text,
  summary: text,
  /** The sections in order. A kind no section names is still listed, after them, under its own name. */
  sections: z.array(section).min(1).superRefine(uniqueBy('id', 'section id')),
});

export type SiteIndex = z.infer<typeof siteIndexSchema>;
