/** data/about.yaml: the agency story. */
import { z } from 'zod';
import { icon, image, text, textList } from './common';

export const aboutSchema = z.strictObject({
  title: text,
  description: text,
  hero: z.strictObject({ eyebrow: text, headline: text, body: text }),
  why: z.strictObject({
    heading: text,
    body: textList,
    points: z.array(z.strictObject({ icon, title: text, desc: text })).min(3),
  }),
  brandWord: z.strictObject({
    word: text,
    pronunciation: text,
    partOfSpeech: text,
    origin: text,
    definitions: textList,
    note: text,
  }),
  values: z.array(z.strictObject({ name: text, icon, desc: text })).length(5, 'there are exactly 5 core values'),
  team: z
    .array(
      z.strictObject({
        name: text,
        role: text,
        bio: text,
        icon,
        species: z.enum(['human', 'cat']),
        /** A real photo of the member, shown instead of the icon: a file under data/ (images/team/...), with its alt text. */
        photo: z.strictObject({ src: image, alt: text }).optional(),
      }),
    )
    .min(2),
  cta: z.strictObject({ heading: text, body: text }),
});

export type About = z.infer<typeof aboutSchema>;
