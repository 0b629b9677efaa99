/** data/blog-index.yaml and data/podcast-index.yaml: the /blog/ and /podcast/ pages' own copy and the feeds' channel facts. */
import { z } from 'zod';
import { imageMatching, paragraph, text } from './common';

export const blogIndexSchema = z.strictObject({
  title: text,
  description: paragraph,
  hero: z.strictObject({ eyebrow: text, headline: text, body: paragraph }),
  feedTitle: text.describe("The RSS channel's title; its description is the page's."),
  cta: z.strictObject({ heading: text, body: paragraph }),
});

export const podcastIndexSchema = z.strictObject({
  title: text,
  description: paragraph,
  hero: z.strictObject({ eyebrow: text, headline: text, body: paragraph }),
  show: z
    .strictObject({
      name: text,
      author: text,
      category: text.describe('An Apple Podcasts category and optional subcategory, e.g. Business / Marketing.'),
      subcategory: text.optional(),
      explicit: z.boolean(),
      artwork: imageMatching(
        /^\/[\w-]+\.(png|jpe?g)$/,
        'must be a .jpg or .png under templates/public/, such as /podcast-cover.jpg',
      ).describe(
        'Square cover art, 1400 to 3000 px, a JPEG or PNG under templates/public/ (the feed links to it as it is).',
      ),
    })
    .describe("The show as podcast apps list it (the feed's channel)."),
  cta: z.strictObject({ heading: text, body: paragraph }),
});

export type BlogIndex = z.infer<typeof blogIndexSchema>;
export type PodcastIndex = z.infer<typeof podcastIndexSchema>;
