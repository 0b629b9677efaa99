/** data/redirects.yaml: permanent moves, written to dist/_redirects. */
import { z } from 'zod';
import { uniqueBy } from './common';

const path = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with /');

export const redirectsSchema = z
  .array(
    z.strictObject({
      from: path,
      to: z.union([path, z.url()]),
      status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
    }),
  )
  .superRefine(uniqueBy('from', 'redirect source'));

export type Redirect = z.infer<typeof redirectsSchema>[number];
