/** data/glossary.yaml: the /glossary/ page, the terms practice owners meet in marketing reports. */
import { z } from 'zod';
import { internalHref, paragraph, slug, text, uniqueBy } from './common';

const term = z.strictObject({
  term: text,
  slug: slug.describe("The term's anchor on the page: /glossary/#cost-per-lead."),
  meaning: paragraph,
  seeAlso: z
    .strictObject({ label: text, href: internalHref })
    .optional()
    .describe('A page of the site where the term is at work.'),
});

export const glossarySchema = z.strictObject({
  title: text,
  description: paragraph,
  summary: paragraph,
  terms: z.array(term).min(1).superRefine(uniqueBy('slug', 'term slug')),
  cta: z.strictObject({ heading: text, body: paragraph }),
});

export type Glossary = z.infer<typeof glossarySchema>;
