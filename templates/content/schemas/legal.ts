/** data/legal/{slug}.md: front matter for the legal pages; the body is Markdown. */
import { z } from 'zod';
import { isoDate, paragraph, text } from './common';

export const legalSchema = z.strictObject({
  title: text,
  description: paragraph,
  updated: isoDate,
  summary: paragraph,
});

export type Legal = z.infer<typeof legalSchema>;
