/** data/glossary.yaml: the /glossary/ page, the terms practice owners meet in marketing reports. */
import { z } from 'zod';
import { internalHref, slug, text, uniqueBy } from './common';

const term = z.strictObject({
  term: text,
  /** The term's anchor on the page: /glossary/#cost-per-lead. */
  slug,
  meaning: text,
  /** A page of the site where the term is at work. */
  seeAlso: z.strictObject({ label: text, href: internalHref }).optional(),
});

export const glossarySchema = z.strictObject({
  title: text,
  description: text,
  summary: text,
  terms: z.array(term).min(1).superRefine(uniqueBy('slug', 'term slug')),
  cta: z.strictObject({ heading: text, body: text }),
});

export type Glossary = z.infer<typeof glossarySchema>;
