/** data/contact.yaml and data/thank-you.yaml: the contact page and the page after a message is sent. */
import { z } from 'zod';
import { icon, internalHref, text } from './common';

export const contactSchema = z.strictObject({
  title: text,
  description: text,
  hero: z.strictObject({ eyebrow: text, headline: text, body: text }),
  replyPromise: text,
  formHeading: text,
  /** The map, loaded from Google Maps only when the visitor presses the button. */
  map: z.strictObject({
    /** The place shown, a search query such as "McLean, VA". */
    place: text,
    /** What pressing the button sends to the map provider. */
    notice: text,
    button: text,
  }),
});

/** A thank-you page after a form: its heading, three next steps (`steps` says which) and cards to explore. */
export const thankYouPageSchema = (steps: string) =>
  z.strictObject({
    title: text,
    description: text,
    heading: text,
    body: text,
    steps: z
      .array(z.strictObject({ icon, title: text, desc: text }))
      .length(3, `the ${steps} page shows exactly 3 next steps`),
    explore: z.strictObject({
      heading: text,
      /** Cards to sections of the site; a card shows only once its page exists. */
      cards: z.array(z.strictObject({ icon, title: text, desc: text, href: internalHref })).min(1),
    }),
  });

export const thankYouSchema = thankYouPageSchema('thank-you');

export type ContactPage = z.infer<typeof contactSchema>;
export type ThankYouPage = z.infer<typeof thankYouSchema>;
