/**
 * What the build reports: problems at a place (`data/pricing/local-seo.yaml:8:14 tiers.growing.monthly:
 * expected text, got a number (2495)`), each of a kind named in a catalogue (build/error-catalogue.ts, and
 * the site's own). Problems are collected, never thrown one at a time; a build with any error stops
 * before it writes, and its warnings are printed with its result.
 */

/** Any kind of problem, whatever its message takes. */
// biome-ignore lint/suspicious/noExplicitAny: a kind of any arguments
export type AnyProblemKind = ProblemKind<any[]>;

/** A kind of problem: a permanent name, a title, the message (from the facts of one case) and a hint for the editor. */
export interface ProblemKind<A extends unknown[] = never[]> {
  name: string;
  title: string;
  message: (...args: A) => string;
  /** What to do about it, in a sentence an editor can follow. */
  hint: string;
}

/**
 * A catalogue of problem kinds, each named by its key, so a test or a tool can tell problems apart
 * without reading their prose (Astro's errors-data is the model).
 */
export function defineProblems<T extends Record<string, Omit<ProblemKind<never>, 'name'>>>(
  kinds: T,
): { [K in keyof T]: T[K] & { name: K & string } } {
  return Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, { ...kind, name }])) as never;
}

export type Severity = 'error' | 'warning';

export interface Problem {
  /** The kind's name in its catalogue. */
  name: string;
  severity: Severity;
  /** Display path (relative to the working directory), line and column from 1. */
  file: string;
  line: number;
  column: number;
  /** Where in the document: `tiers.growing.monthly`, `faq[2].answer`, `(file)`, `(body)`. */
  path: string;
  message: string;
  hint?: string;
}

/** `data/x.yaml:14:7 tiers[1].price: message`, the line an editor's terminal makes a link of. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column} ${p.path}: ${p.message}`;
}

/** The problem's line, and under it what to do: for the terminal and the dev overlay. */
export function explainProblem(p: Problem): string {
  return p.hint ? `${formatProblem(p)}\n→ ${p.hint}` : formatProblem(p);
}

/** Sorted by file, then position: stable output that reads top to bottom. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}

/** `a.b[2].c` for a path in a document; `(file)` for the whole of it. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(file)';
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

/** A build that stopped: every error found (warnings of the same run too), for the command to print. */
export class BuildFailure extends Error {
  override name = 'BuildFailure';
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    const errors = sortProblems(problems.filter((p) => p.severity === 'error'));
    super(`${errors.length} problem${errors.length === 1 ? '' : 's'}:\n${errors.map(formatProblem).join('\n')}`);
    this.problems = sortProblems(problems);
  }

  get errors(): Problem[] {
    return this.problems.filter((p) => p.severity === 'error');
  }
}

/**
 * A problem that has no place in a data file (a template that threw, a route made twice): its
 * file is the template's, at line 1, and the message carries the details.
 */
export function problemIn<A extends unknown[]>(kind: ProblemKind<A>, file: string, ...args: A): Problem {
  return {
    name: kind.name,
    severity: 'error',
    file,
    line: 1,
    column: 1,
    path: '(file)',
    message: kind.message(...args),
    hint: kind.hint,
  };
}
