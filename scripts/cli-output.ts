/** What the command-line entry points print: problems an editor can act on, warnings, and a short summary. */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { BuildResult } from '../build/build';
import { BuildFailure, explainProblem, type Problem, sortProblems } from '../build/problems';
import { formatReport } from '../build/report';
import { ConfigError } from '../server/config';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const shown = (outDir: string) =>
  `${path.relative(process.cwd(), outDir) || '.'}${statSync(outDir, { throwIfNoEntry: false })?.isFile() ? '' : '/'}`;

/** One problem per line, indented; a template's stack on the lines under its own. */
function problemLines(problems: Problem[]): string {
  return sortProblems(problems)
    .map((p) => `  ${explainProblem(p).replaceAll('\n', '\n    ')}`)
    .join('\n');
}

export function reportBuildFailure(error: unknown, outDir: string): void {
  if (!(error instanceof BuildFailure)) {
    console.error(error);
    return;
  }
  const { errors } = error;
  console.error(`\nThe build stopped: ${plural(errors.length, 'problem')}. ${shown(outDir)} was not changed.\n`);
  console.error(problemLines(errors));
  if (errors.some((p) => p.name === 'TemplateFailed') && !process.sourceMapsEnabled) {
    console.error(
      '\n  (A compiled build names minified functions: node --enable-source-maps scripts/compiled.mjs scripts/build.ts shows the sources.)',
    );
  }
  console.error('');
  printWarnings(error.problems.filter((p) => p.severity === 'warning'));
  // On GitHub Actions each problem is also an annotation on the file and line, in the pull request's diff.
  if (process.env.GITHUB_ACTIONS) for (const p of error.problems) console.log(githubAnnotation(p));
}

export function printWarnings(warnings: Problem[]): void {
  if (!warnings.length) return;
  console.warn(`${plural(warnings.length, 'warning')} (the build went on):\n${problemLines(warnings)}\n`);
}

export function printSummary(result: BuildResult, totalMs: number): void {
  printWarnings(result.warnings);
  if (process.env.GITHUB_ACTIONS) for (const p of result.warnings) console.log(githubAnnotation(p));
  const reused = result.reused ? ` (${result.reused} unchanged since the last build)` : '';
  console.log(`Built ${result.pages} pages for ${result.siteUrl} in ${Math.round(totalMs)} ms${reused}.`);
  console.log(formatReport(result.report));
  for (const line of result.summary) console.log(line);
}

export function printUpToDate(last: { pages: number; siteUrl: string }, totalMs: number): void {
  console.log(
    `Built ${last.pages} pages for ${last.siteUrl} in ${Math.round(totalMs)} ms: nothing changed since the last build, which is in place as it was.`,
  );
}

/** A workflow command: https://docs.github.com/actions/reference/workflow-commands-for-github-actions#setting-an-error-message */
export function githubAnnotation(p: Problem): string {
  const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::${p.severity} file=${property(p.file)},line=${p.line},col=${p.column}::${data(`${p.path}: ${p.message}`)}`;
}

/** For a command's catch: a setting to change (a port in use) is said in a sentence and exits 1; anything else is thrown on. */
export function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
