/**
 * Stage content: every file parsed and checked on its own, then placeholders, Markdown and the site's
 * checks, then the images the content names. Templates take valid content: a problem here stops the
 * build before any template runs.
 */
import { readContent } from '../content/content';
import { renderMarkdownBody } from '../content/markdown';
import { problems as catalogue } from '../error-catalogue';
import { loadImages } from '../images/sources';
import { problemIn } from '../problems';
import { contentHash } from '../util/hash';
import { type ContentRun, failOnErrors, type Run } from './run';

export async function loadContent(run: Run): Promise<ContentRun> {
  const { site, options, usable, state, found } = run;
  const read = readContent(site, options.data, {
    parsed: state.parsed,
    markdown: usable.markdown,
    today: options.today,
  });
  found.push(...read.problems);
  state.markdown = read.markdown;
  const { content, placer, loaded } = read;
  const renderMarkdown = (text: string) => {
    const key = contentHash(text);
    let rendered = read.markdown.get(key) ?? usable.markdown.get(key);
    rendered ??= renderMarkdownBody(text);
    read.markdown.set(key, rendered);
    return rendered;
  };
  const siteUrl = (options.siteUrl ?? site.url(content as never)).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(siteUrl)) found.push(problemIn(catalogue.SiteUrlInvalid, '(SITE_URL)', siteUrl));
  failOnErrors(run);
  const images = await loadImages(loaded.files.values(), options.data, site.publicDir, placer, usable.imageSizes);
  state.imageSizes = images.sizes;
  found.push(...images.problems);
  failOnErrors(run);
  run.lap('content');
  return { ...run, loaded: read, content, siteUrl, images: images.images, renderMarkdown };
}
