/** data/contact.yaml and data/thank-you.yaml: the contact page and the page after a message is sent. */
import { z } from 'zod';
import { icon, internalHref, paragraph, text } from './common';

export const contactSchema = z.strictObject({
  title: text,
  description: paragraph,
  hero: z.strictObject({ eyebrow: text, headline: text, body: paragraph }),
  replyPromise: text,
  formHeading: text,
  map: z
    .strictObject({
      place: text.describe('The place shown, a search query such as "McLean, VA".'),
      notice: paragraph.describe('What pressing the button sends to the map provider.'),
      button: text,
    })
    .describe('The map, loaded from Google Maps only when the visitor presses the button.'),
});

/** A thank-you page after a form: its heading, three next steps (`steps` says which) and cards to explore. */
export const thankYouPageSchema = (steps: string) =>
  z.strictObject({
    title: text,
    description: paragraph,
    heading: text,
    body: paragraph,
    steps: z
      .array(z.strictObject({ icon, title: text, desc: paragraph }))
      .length(3, `the ${steps} page shows exactly 3 next steps`),
    explore: z.strictObject({
      heading: text,
      cards: z
        .array(z.strictObject({ icon, title: text, desc: paragraph, href: internalHref }))
        .min(1)
        .describe('Cards to sections of the site; a card shows only once its page exists.'),
    }),
  });

export const thankYouSchema = thankYouPageSchema('thank-you');

export type ContactPage = z.infer<typeof contactSchema>;
export type ThankYouPage = z.infer<typeof thankYouSchema>;
