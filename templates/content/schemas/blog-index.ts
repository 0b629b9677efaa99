/** data/blog-index.yaml and data/podcast-index.yaml: the /blog/ and /podcast/ pages' own copy and the feeds' channel facts. */
import { z } from 'zod';
import { imageMatching, text } from './common';

export const blogIndexSchema = z.strictObject({
  title: text,
  description: text,
  hero: z.strictObject({ eyebrow: text, headline: text, body: text }),
  /** The RSS channel's title; its description is the page's. */
  feedTitle: text,
  cta: z.strictObject({ heading: text, body: text }),
});

export const podcastIndexSchema = z.strictObject({
  title: text,
  description: text,
  hero: z.strictObject({ eyebrow: text, headline: text, body: text }),
  /** The show as podcast apps list it (the feed's channel). */
  show: z.strictObject({
    name: text,
    author: text,
    /** An Apple Podcasts category and optional subcategory, e.g. Business / Marketing. */
    category: text,
    subcategory: text.optional(),
    explicit: z.boolean(),
    /** Square cover art, 1400 to 3000 px, a JPEG or PNG under templates/public/ (the feed links to it as it is). */
    artwork: imageMatching(
      /^\/[\w-]+\.(png|jpe?g)$/,
      'must be a .jpg or .png under templates/public/, such as /podcast-cover.jpg',
    ),
  }),
  cta: z.strictObject({ heading: text, body: text }),
});

export type BlogIndex = z.infer<typeof blogIndexSchema>;
export type PodcastIndex = z.infer<typeof podcastIndexSchema>;
