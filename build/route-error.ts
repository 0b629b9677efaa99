/** Page modules that declare routes wrongly (a bad path, a path made twice, a module without definePage): one line per problem. */
export class RouteError extends Error {
  override name = 'RouteError';
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} route errors:\n${problems.join('\n')}`);
  }
}

/**
 * A template that threw while making a page (its head or its markup) or listing its routes: names the
 * template and the page, with what was thrown and where (`detail`: its stack, or its text).
 */
export class TemplateError extends Error {
  override name = 'TemplateError';
  constructor(
    readonly template: string,
    /** What the template was making: 'its routes', 'the head of /path/' or 'the page /path/'. */
    readonly making: string,
    readonly detail: string,
  ) {
    super(`${template} failed to make ${making}:\n${detail}`);
  }

  /** The error for `thrown` while `template` made `making`; a TemplateError thrown inside is passed on as it is. */
  static of(thrown: unknown, template: string, making: string): TemplateError {
    if (thrown instanceof TemplateError) return thrown;
    return new TemplateError(
      template,
      making,
      thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown),
    );
  }
}
