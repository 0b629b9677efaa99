/**
 * A site's content as its templates read it: every file loaded and checked, placeholders filled,
 * Markdown rendered, and the site's checks run. The first stage of every build, and what a tool or a
 * test reads when it needs the content without pages.
 */
import { contentHash } from '../util/hash';
import { BuildFailure, type Problem } from '../problems';
import type { AnySite, CheckContext } from '../site';
import { buildDate } from '../year';
import { type Assembled, assembleContent } from './assemble';
import { type DataFiles, diskData } from './data-files';
import { type LoadedFiles, loadFiles, type ParsedCache } from './load';
import { type RenderedMarkdown, renderMarkdownBody } from './markdown';

export interface LoadedContent extends Assembled {
  loaded: LoadedFiles;
  /** Every Markdown body rendered, by the hash of its text: what the next load reuses. */
  markdown: Map<string, RenderedMarkdown>;
  /** Errors and warnings, in the order found. */
  problems: Problem[];
}

export interface ContentOptions {
  /** Files parsed by an earlier load, reused while their text is the same (updated in place). */
  parsed?: ParsedCache;
  /** Bodies rendered by an earlier load. */
  markdown?: ReadonlyMap<string, RenderedMarkdown>;
  /** The date checks compare with; today by default. */
  today?: string;
}

/** The content, or a BuildFailure with every problem (warnings too) when any is an error. */
export function readContent(
  site: AnySite,
  data: DataFiles = diskData(site.dataDir),
  options: ContentOptions = {},
): LoadedContent {
  const found: Problem[] = [];
  const fail = () => {
    if (found.some((p) => p.severity === 'error')) throw new BuildFailure(found);
  };
  const loaded = loadFiles(site.collections, data, options.parsed);
  found.push(...loaded.problems);
  fail();
  const assembled = assembleContent(site.collections, loaded, site.placeholders);
  found.push(...assembled.problems);
  const markdown = new Map<string, RenderedMarkdown>();
  for (const body of assembled.bodies) {
    const key = contentHash(body.filled);
    let rendered = markdown.get(key) ?? options.markdown?.get(key);
    rendered ??= renderMarkdownBody(body.filled);
    markdown.set(key, rendered);
    body.entry.html = rendered.html;
  }
  const { placer } = assembled;
  const ctx: CheckContext<unknown> = {
    content: assembled.content,
    today: options.today ?? buildDate(),
    error: (kind, at, path, ...args) => found.push(placer.at(kind, at, path, args)),
    errorInText: (kind, at, path, piece, ...args) => found.push(placer.atPiece(kind, at, path, piece, args)),
    warn: (kind, at, path, ...args) => found.push({ ...placer.at(kind, at, path, args), severity: 'warning' }),
  };
  for (const check of site.checks ?? []) check(ctx as never);
  fail();
  return { ...assembled, loaded, markdown, problems: found };
}
