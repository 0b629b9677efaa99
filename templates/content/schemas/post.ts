/** data/blog/{slug}.md and data/podcast/{slug}.md front matter. The file name is the slug. */
import { z } from 'zod';
import { image, isoDate, text, textList } from './common';

export const postSchema = z.strictObject({
  title: text,
  excerpt: text,
  date: isoDate,
  /** The post's 'Key Takeaways' section: 3 to 5 one-sentence points. */
  keyTakeaways: textList,
  /** The 'Implementation Strategy' section: ordered steps a practice can follow. */
  implementation: textList,
  /** A picture shown at the top of the post: a file under data/ (images/blog/...), with its alt text. */
  cover: z.strictObject({ src: image, alt: text }).optional(),
});

export const episodeSchema = z.strictObject({
  title: text,
  description: text,
  date: isoDate,
  duration: z.string().regex(/^\d{1,3}:[0-5]\d$/, 'expected a duration written as mm:ss, such as 52:30'),
  audioUrl: z.url({ protocol: /^https$/ }),
  /** Size of the audio file in bytes: the feed's enclosure length. */
  audioBytes: z.number().int().positive(),
  /** Guests of the episode, as 'Name, Role at Practice'. */
  guests: z.array(text).default([]),
  /**
   * What is said in the episode, as text: paragraphs apart by a blank line, each turn starting with the
   * speaker's name and a colon. Audio needs one to meet WCAG 2.2 (1.2.1); the build warns without it.
   */
  transcript: text.optional(),
});

export type PostMeta = z.infer<typeof postSchema>;
export type EpisodeMeta = z.infer<typeof episodeSchema>;
