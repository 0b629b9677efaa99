/** data/blog/{slug}.md and data/podcast/{slug}.md front matter. The file name is the slug. */
import { z } from 'zod';
import { image, isoDate, paragraph, paragraphList, text } from './common';

export const postSchema = z.strictObject({
  title: text,
  excerpt: paragraph,
  date: isoDate,
  keyTakeaways: paragraphList.describe("The post's 'Key Takeaways' section: 3 to 5 one-sentence points."),
  implementation: paragraphList.describe("The 'Implementation Strategy' section: ordered steps a practice can follow."),
  cover: z
    .strictObject({ src: image, alt: text })
    .optional()
    .describe('A picture shown at the top of the post: a file under data/ (images/blog/...), with its alt text.'),
});

export const episodeSchema = z.strictObject({
  title: text,
  description: paragraph,
  date: isoDate,
  duration: z.string().regex(/^\d{1,3}:[0-5]\d$/, 'expected a duration written as mm:ss, such as 52:30'),
  audioUrl: z.url({ protocol: /^https$/ }),
  audioBytes: z.number().int().positive().describe("Size of the audio file in bytes: the feed's enclosure length."),
  guests: z.array(text).default([]).describe("Guests of the episode, as 'Name, Role at Practice'."),
  transcript: text
    .optional()
    .describe(
      "What is said in the episode, as text: paragraphs apart by a blank line, each turn starting with the speaker's name and a colon. Audio needs one to meet WCAG 2.2 (1.2.1); the build warns without it.",
    ),
});

export type PostMeta = z.infer<typeof postSchema>;
export type EpisodeMeta = z.infer<typeof episodeSchema>;
