/** The example blog's content: its settings, and its posts (Markdown, one file each). */
import { z } from 'zod';
import { type ContentOf, defineCollection, isoDate, text, pageDefiner } from '../../build';

export const collections = {
  site: defineCollection({
    file: 'site.yaml',
    schema: z.strictObject({
      title: text,
      description: text,
      url: z.url({ protocol: /^https?$/ }),
      language: text.default('en'),
    }),
  }),
  posts: defineCollection({
    folder: 'posts',
    format: 'md',
    schema: z.strictObject({ title: text, date: isoDate, summary: text.optional() }),
    // Newest first, then by title, so the order never depends on the file system.
    order: (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
  }),
};

export type Content = ContentOf<typeof collections>;
export type Post = Content['posts'][number];

export const definePage = pageDefiner<Content>();

export const postPath = (slug: string) => `/posts/${slug}/`;
