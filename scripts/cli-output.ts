/** What the command-line entry points print: failures an editor can act on, and a short summary. */
import { ContentErrors, formatError, type ContentError } from '../build/content/errors';
import { LinkErrors } from '../build/check/links';
import type { BuildResult } from '../build/index';
import { RouteError, TemplateError } from '../build/route-error';
import { formatReport } from '../build/report';

export function reportBuildFailure(error: unknown): void {
  if (error instanceof ContentErrors) {
    console.error(
      `\nThe build stopped: ${error.errors.length} problem${error.errors.length === 1 ? '' : 's'} in data/. dist/ was not changed.\n`,
    );
    for (const e of error.errors) console.error(`  ${formatError(e)}`);
    console.error('');
    // On GitHub Actions each problem is also an annotation on the file and line, in the pull request's diff.
    if (process.env.GITHUB_ACTIONS) for (const e of error.errors) console.log(githubAnnotation(e));
  } else if (error instanceof LinkErrors || error instanceof RouteError) {
    console.error(`\nThe build stopped. dist/ was not changed.\n${error.message}\n`);
  } else if (error instanceof TemplateError) {
    // A compiled run without source maps names the compiled code's functions and lines.
    const sources = process.sourceMapsEnabled
      ? ''
      : '\nFor this stack in the sources: node --enable-source-maps scripts/compiled.mjs scripts/build.ts\n';
    console.error(`\nThe build stopped. dist/ was not changed.\n${error.message}\n${sources}`);
  } else {
    console.error(error);
  }
}

export function printSummary(result: BuildResult, totalMs: number): void {
  for (const warning of result.warnings) console.warn(`note: ${warning}`);
  if (result.upToDate) {
    console.log(
      `Built ${result.pages} pages for ${result.siteUrl} in ${Math.round(totalMs)} ms: nothing changed since the last build, which is in place as it was.`,
    );
    return;
  }
  console.log(
    `Built ${result.pages} pages for ${result.siteUrl} in ${Math.round(totalMs)} ms${result.reused ? ` (${result.reused} unchanged, from the cache)` : ''}.`,
  );
  console.log(formatReport(result.report));
}

/** A workflow command: https://docs.github.com/actions/reference/workflow-commands-for-github-actions#setting-an-error-message */
export function githubAnnotation(e: ContentError): string {
  const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::error file=${property(e.file)},line=${e.line},col=${e.column}::${data(`${e.path}: ${e.message}`)}`;
}
