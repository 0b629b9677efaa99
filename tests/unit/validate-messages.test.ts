/**
 * Content validation words zod's messages for editors; the API (server/contract-schemas.ts) keeps
 * zod's own. Importing the build must not change the API's messages.
 */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../../build/content/validate';
import { parseYaml } from '../../build/content/source';

const schema = z.strictObject({ price: z.string(), size: z.enum(['small', 'large']) });

it("z.config in the content validator changes zod's messages for the whole process: it no longer does", () => {
  const { source } = parseYaml('data/x.yaml', 'price: 12\nsize: huge\n');
  const { problems } = validate(() => source, { price: 12, size: 'huge' }, schema);
  expect(problems.map((p) => p.message)).toEqual(['expected text, got a number (12)', 'expected "small" or "large"']);

  // The same schema parsed elsewhere in the process (as the API does) gets zod's own messages.
  const outside = schema.safeParse({ price: 12, size: 'huge' });
  expect(outside.success).toBe(false);
  expect(outside.error!.issues.map((i) => i.message)).toEqual([
    'Invalid input: expected string, received number',
    'Invalid option: expected one of "small"|"large"',
  ]);
});
