/** Runs a zod schema over a parsed YAML document and turns its issues into located content errors. */
import { z } from 'zod';
import { unwrap } from './links';
import { describeValue } from './schemas/common';
import { errorAt, type YamlSource } from './source';
import type { ContentError } from './errors';

/**
 * Friendlier messages than zod's, for editors; a schema's own message still wins. Passed to each parse
 * here rather than set with z.config, which would change zod's messages for the whole process (the
 * API's included) as soon as the build was imported.
 */
const editorMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'is required'
        : `expected ${article(issue.expected)}, got ${describeValue(issue.input)}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `must list at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`
        : undefined;
    case 'too_big':
      return issue.origin === 'array'
        ? `must list at most ${issue.maximum} item${issue.maximum === 1 ? '' : 's'}`
        : undefined;
    case 'invalid_format':
      return `expected ${issue.format === 'email' ? 'an e-mail address' : issue.format === 'url' ? 'a URL' : `a value in ${issue.format} format`}`;
    default:
      return undefined;
  }
};

function article(type: string): string {
  const names: Record<string, string> = {
    string: 'text',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list',
    object: 'a mapping',
  };
  return names[type] ?? type;
}

export function validate<S extends z.ZodType>(
  source: YamlSource,
  data: unknown,
  schema: S,
): { value: z.output<S> | undefined; errors: ContentError[] } {
  // Checked first without the options that only issues read: a valid file, the usual one, costs less.
  const valid = schema.safeParse(data);
  if (valid.success) return { value: valid.data, errors: [] };
  const result = schema.safeParse(data, { reportInput: true, error: editorMessages });
  if (result.success) return { value: result.data, errors: [] };
  const errors: ContentError[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema, issue.path);
      for (const key of issue.keys) {
        const hint = known.length ? `; expected one of: ${known.join(', ')}` : '';
        errors.push(errorAt(source, issue.path, `unknown key '${key}'${closest(key, known)}${hint}`, key));
      }
    } else {
      errors.push(errorAt(source, issue.path, issue.message));
    }
  }
  return { value: undefined, errors };
}

/** The keys an object schema at `path` accepts, for "unknown key" hints. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let node: z.ZodType | undefined = schema;
  for (const key of path) {
    node = node && unwrap(node);
    if (node instanceof z.ZodObject) node = node.shape[key as string];
    else if (node instanceof z.ZodArray) node = node.element as z.ZodType;
    else return [];
  }
  node = node && unwrap(node);
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}

function closest(key: string, known: string[]): string {
  const best = known.map((k) => ({ k, d: distance(key.toLowerCase(), k.toLowerCase()) })).sort((a, b) => a.d - b.d)[0];
  return best && best.d <= Math.max(2, Math.floor(key.length / 3)) ? ` (did you mean '${best.k}'?)` : '';
}

/** Edit distance (Levenshtein), for 'did you mean' hints. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const temp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = temp;
    }
  }
  return row[b.length]!;
}
