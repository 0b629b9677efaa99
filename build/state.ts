/**
 * What one run learns and the next starts from (build/pipeline.ts): parsed files, rendered Markdown,
 * assets, and what each page was made from and read.
 */
import type { BuiltAssets } from './assets/site-assets';
import type { CodeVersion } from './code-version';
import type { ParsedCache } from './content/load';
import type { RenderedMarkdown } from './content/markdown';
import type { PictureFile } from './images/picture-file';
import type { ImageSize } from './images/sources';
import type { OutputStamp } from './output/writer';
import type { BuildReport } from './report';

/** What a page was made from and what it made, kept for the next run. */
export interface PageRecord {
  /** Its kind, path, props, head and status. */
  key: string;
  /** The read keys it noted (build/render/reads.ts). */
  reads: string[];
  links: { refs: string[]; ids: string[] };
  /** The image files its pictures show. */
  pictures?: PictureFile[];
  /** What each plugin kept of it (the near-duplicate check's phrases, its card's file), by plugin name. */
  plugins?: Record<string, unknown>;
}

export interface BuildState {
  /** What the state was made by: a state of other shared code is not used. */
  code: CodeVersion;
  parsed: ParsedCache;
  markdown: Map<string, RenderedMarkdown>;
  assets?: { code: string; built: BuiltAssets };
  /** What every page shares: the site URL, the year, the assets' URLs, the code. */
  shared?: string;
  pages: Map<string, PageRecord>;
  /** The fingerprint, in the last run, of the value behind every key some page (or the site's files) read. */
  readHashes: Map<string, string>;
  /** The files of the last output. */
  outputs: Map<string, OutputStamp>;
  /** What each plugin kept for the next run, by plugin name. */
  plugins?: Map<string, unknown>;
  /** The keys the plugins' files read (build/render/reads.ts), compared in the next run as pages' reads are. */
  pluginReads?: string[];
  /** What each kind's routes and heads read, and the kind's code then: while both stand, its routes are the same. */
  routeReads?: Map<string, { code: string | undefined; reads: string[] }>;
  /** The sitemap, and what it was made from. */
  sitemap?: { key: string; data: string };
  /** The size of each image the content named, by its content's fingerprint. */
  imageSizes?: Map<string, ImageSize>;
  report?: BuildReport;
}

export const emptyState = (code: CodeVersion): BuildState => ({
  code,
  parsed: new Map(),
  markdown: new Map(),
  pages: new Map(),
  readHashes: new Map(),
  outputs: new Map(),
});
