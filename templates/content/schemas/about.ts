/** data/about.yaml: the agency story. */
import { z } from 'zod';
import { icon, image, paragraph, paragraphList, text, textList } from './common';

export const aboutSchema = z.strictObject({
  title: text,
  description: paragraph,
  hero: z.strictObject({ eyebrow: text, headline: text, body: paragraph }),
  why: z.strictObject({
    heading: text,
    body: paragraphList,
    points: z.array(z.strictObject({ icon, title: text, desc: paragraph })).min(3),
  }),
  brandWord: z.strictObject({
    word: text,
    pronunciation: text,
    partOfSpeech: text,
    origin: text,
    definitions: textList,
    note: paragraph,
  }),
  values: z.array(z.strictObject({ name: text, icon, desc: paragraph })).length(5, 'there are exactly 5 core values'),
  team: z
    .array(
      z.strictObject({
        name: text,
        role: text,
        bio: paragraph,
        icon,
        species: z.enum(['human', 'cat']),
        photo: z
          .strictObject({ src: image, alt: text })
          .optional()
          .describe(
            'A real photo of the member, shown instead of the icon: a file under data/ (images/team/...), with its alt text.',
          ),
      }),
    )
    .min(2),
  cta: z.strictObject({ heading: text, body: paragraph }),
});

export type About = z.infer<typeof aboutSchema>;
