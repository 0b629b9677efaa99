/** data/blog/{slug}.md and data/podcast/{slug}.md front matter. The file name is the slug. */
import { z } from 'zod';
import { image, isoDate, paragraph, paragraphList, text, uniqueBy } from './common';

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

// A guest the site does not introduce elsewhere gets no name: a made-up person on a public page is
// a claim nobody can stand behind, so the label and the line below it say role and practice type.
const guest = z.strictObject({
  speaker: text.describe(
    "How the transcript labels this guest's turns, by role: 'Practice manager', not a person's name.",
  ),
  about: text.describe(
    "Who the guest is, by role and practice type: 'Practice manager at a multi-dentist implant practice'.",
  ),
});

export const episodeSchema = z.strictObject({
  title: text,
  description: paragraph,
  date: isoDate,
  duration: z.string().regex(/^\d{1,3}:[0-5]\d$/, 'expected a duration written as mm:ss, such as 52:30'),
  audioUrl: z.url({ protocol: /^https$/ }),
  audioBytes: z.number().int().positive().describe("Size of the audio file in bytes: the feed's enclosure length."),
  guests: z
    .array(guest)
    .default([])
    .superRefine(uniqueBy('speaker', 'guest speaker label'))
    .describe(
      'Guests of the episode: the label of their turns in the transcript, and who they are by role and practice type.',
    ),
  transcript: text
    .optional()
    .describe(
      "What is said in the episode, as text: paragraphs apart by a blank line, each turn starting with the speaker (the host's name or a guest's speaker label) and a colon. Audio needs one to meet WCAG 2.2 (1.2.1); the build warns without it.",
    ),
});

export type PostMeta = z.infer<typeof postSchema>;
export type EpisodeMeta = z.infer<typeof episodeSchema>;
