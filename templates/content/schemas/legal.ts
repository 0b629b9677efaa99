/** data/legal/{slug}.md: front matter for the legal pages; the body is Markdown. */
import { z } from 'zod';
import { isoDate, text } from './common';

export const legalSchema = z.strictObject({
  title: text,
  description: text,
  updated: isoDate,
  summary: text,
});

export type Legal = z.infer<typeof legalSchema>;
