/** data/not-found.yaml: the site's not-found views, one per section plus the site-wide one. */
import { z } from 'zod';
import { pageHref, text } from './common';

export const notFoundSchema = z.array(
  z.strictObject({
    section: z
      .string()
      .regex(
        /^\/(([a-z0-9-]+|:brand|:procedureIndustry)\/)*$/,
        'must be a section path such as /services/ (or / for the whole site)',
      )
      .describe(
        "The section the view answers for: / for the whole site, /services/ for unknown services. A ':brand' or ':procedureIndustry' segment stands for every brand, or every industry with procedures.",
      ),
    heading: text,
    message: text,
    link: z.strictObject({ label: text, href: pageHref }),
  }),
);

export type NotFoundView = z.infer<typeof notFoundSchema>[number];
