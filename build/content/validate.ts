/** Runs a collection's zod schema over a file's value and turns its issues into located problems. */
import { z } from 'zod';
import { problems } from '../error-catalogue';
import type { AnyProblemKind, Problem, ProblemKind } from '../problems';
import { unwrap } from './links';
import { describeValue } from './schema-helpers';
import { problemAt, type YamlSource } from './source';

type Generic = { kind: AnyProblemKind; args: unknown[] };

/**
 * The generator's words for zod's issues, for editors. A schema's own message (a rule of the site's)
 * wins over these: it becomes a SchemaRule problem with that message.
 */
function generic(issue: z.core.$ZodRawIssue): Generic | undefined {
  const as = <A extends unknown[]>(kind: ProblemKind<A>, ...args: A): Generic => ({ kind, args });
  switch (issue.code) {
    case 'invalid_type':
      // A file that holds nothing (empty, or only comments) is not a wrongly typed value.
      if (issue.input == null && !issue.path?.length) return as(problems.EmptyFile);
      return issue.input === undefined
        ? as(problems.Required)
        : as(problems.WrongType, article(issue.expected), describeValue(issue.input));
    case 'invalid_value':
      return as(problems.NotAllowed, issue.values.map((v) => JSON.stringify(v)).join(' or '));
    case 'too_small':
      return issue.origin === 'array' ? as(problems.TooFew, Number(issue.minimum)) : undefined;
    case 'too_big':
      return issue.origin === 'array' ? as(problems.TooMany, Number(issue.maximum)) : undefined;
    case 'invalid_format':
      return as(
        problems.BadFormat,
        issue.format === 'email'
          ? 'an e-mail address'
          : issue.format === 'url'
            ? 'a URL'
            : `a value in ${issue.format} format`,
      );
    default:
      return undefined;
  }
}

const message = (g: Generic) => g.kind.message(...g.args);

/**
 * Passed to each parse rather than set with z.config, which would change zod's messages for the whole
 * process (the API's included) as soon as the generator was imported.
 */
const editorMessages: z.core.$ZodErrorMap = (issue) => {
  const found = generic(issue);
  return found && message(found);
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

/** The schema's output for `data`, or the problems at their places in `source` (a function, so the document is parsed only then). */
export function validate<S extends z.ZodType>(
  source: () => YamlSource,
  data: unknown,
  schema: S,
): { value: z.output<S> | undefined; problems: Problem[] } {
  // Checked first without the options that only issues read: a valid file, the usual one, costs less.
  const valid = schema.safeParse(data);
  if (valid.success) return { value: valid.data, problems: [] };
  const result = schema.safeParse(data, { reportInput: true, error: editorMessages });
  if (result.success) return { value: result.data, problems: [] };
  const found: Problem[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema, issue.path);
      for (const key of issue.keys) {
        found.push(
          problemAt(source(), issue.path, problems.UnknownKey, [key, closest(key, known), known.join(', ')], key),
        );
      }
      continue;
    }
    const kind = generic(issue as z.core.$ZodRawIssue);
    if (kind && message(kind) === issue.message) found.push(problemAt(source(), issue.path, kind.kind, kind.args));
    else found.push(problemAt(source(), issue.path, problems.SchemaRule, [issue.message]));
  }
  return { value: undefined, problems: found };
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

/** The known key a typo most likely meant, or ''. */
function closest(key: string, known: string[]): string {
  const best = known.map((k) => ({ k, d: distance(key.toLowerCase(), k.toLowerCase()) })).sort((a, b) => a.d - b.d)[0];
  return best && best.d <= Math.max(2, Math.floor(key.length / 3)) ? best.k : '';
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
