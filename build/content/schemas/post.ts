/** data/blog/{slug}.md and data/podcast/{slug}.md front matter. The file name is the slug. */
import { z } from 'zod';
import { isoDate, text } from './common';

export const postSchema = z.strictObject({
  title: text,
  excerpt: text,
  date: isoDate,
});

export const episodeSchema = z.strictObject({
  title: text,
  description: text,
  date: isoDate,
  duration: z.string().regex(/^\d{1,3}:[0-5]\d$/, 'expected a duration written as mm:ss, such as 52:30'),
  audioUrl: z.url({ protocol: /^https$/ }),
});

export type PostMeta = z.infer<typeof postSchema>;
export type EpisodeMeta = z.infer<typeof episodeSchema>;
