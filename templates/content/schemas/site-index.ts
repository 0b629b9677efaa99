/** data/site-index.yaml: the /site-index/ page, every page the search finds, grouped by kind. */
import { z } from 'zod';
import { paragraph, slug, text, uniqueBy } from './common';

const section = z.strictObject({
  id: slug.describe("The section's anchor on the page: /site-index/#places."),
  heading: text,
  kind: text.describe("The kind of page listed, as the pages' search entries name it ('City', 'Device')."),
  with: text
    .optional()
    .describe("A kind listed under the page of this section whose address holds it: 'City' under its 'State'."),
});

export const siteIndexSchema = z.strictObject({
  title: text,
  description: paragraph,
  summary: paragraph,
  sections: z
    .array(section)
    .min(1)
    .superRefine(uniqueBy('id', 'section id'))
    .describe('The sections in order. A kind no section names is still listed, after them, under its own name.'),
});

export type SiteIndex = z.infer<typeof siteIndexSchema>;
