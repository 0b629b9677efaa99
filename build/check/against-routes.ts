/**
 * What only the route table can tell about the content, checked before anything is rendered and
 * reported together: links in data/ files and Markdown bodies that name no page, and redirects that
 * hide a page or lead nowhere.
 */
import { collections } from '../content/collections';
import type { ContentError } from '../content/errors';
import type { LoadedContent } from '../content/load';
import { errorAt, type YamlSource } from '../content/source';
import { fileTargets, findCollisions, findDeadTargets } from '../emit/redirects';
import type { Route } from '../routes';
import { checkMarkdownBodies } from './markdown-bodies';
import { checkDataLinks } from './page-links';

export function checkAgainstRoutes({ content, sources, links }: LoadedContent, routes: Route[]): ContentError[] {
  const pages = new Set(routes.filter((r) => r.status === 200).map((r) => r.path));
  const errors = [...checkMarkdownBodies(content, sources, pages), ...checkDataLinks(links, pages)];
  const redirects = redirectsSource(sources);
  if (redirects) {
    for (const c of findCollisions(content.redirects, routes))
      errors.push(errorAt(redirects, [c.index, 'from'], c.message));
    for (const d of findDeadTargets(content.redirects, pages))
      errors.push(errorAt(redirects, [d.index, 'to'], d.message));
  }
  return errors;
}

/** Redirects to files of the site that the output does not have; `exists` looks in the output. */
export async function checkRedirectFiles(
  { content, sources }: LoadedContent,
  exists: (file: string) => Promise<boolean>,
): Promise<ContentError[]> {
  const redirects = redirectsSource(sources);
  const errors: ContentError[] = [];
  for (const { index, file } of fileTargets(content.redirects)) {
    if (redirects && !(await exists(file)))
      errors.push(errorAt(redirects, [index, 'to'], `redirects to /${file}, which is not a file of the site`));
  }
  return errors;
}

function redirectsSource(sources: Map<string, YamlSource>): YamlSource | undefined {
  return [...sources.values()].find(
    (s) => s.file.endsWith(`/${collections.redirects.file}`) || s.file === collections.redirects.file,
  );
}
