/**
 * The generator's public API: what a site's configuration, its schemas and its page modules use, and
 * what the commands call. A site declares its content (defineCollection, defineSite), its pages
 * (pageDefiner) and its checks; build() and npm run dev run one pipeline over it.
 */
export { type BuildOptions, type BuildResult, build } from './build';
export { buildDirFrom, cacheDirIn } from './cache-dir';
export {
  type Collection,
  type ContentOf,
  defineCollection,
  type EntryMeta,
  type MarkdownMeta,
} from './content/collection';
export { bySlug } from './content/by-slug';
export { addDays } from './content/dates';
export type { ScaffoldKinds } from './content/scaffold';
export { toBeWritten } from './content/to-write';
export { type LoadedContent, readContent } from './content/content';
export { type DataFiles, diskData, overlayData } from './content/data-files';
export type { Resolver, TextPlace } from './content/placeholders';
export {
  describeValue,
  image,
  imageMatching,
  internalHref,
  isoDate,
  pageHref,
  paragraph,
  paragraphList,
  reference,
  slug,
  text,
  textList,
  uniqueBy,
} from './content/schema-helpers';
export { shared as sharedPhrases, wordHashes } from './check/near-duplicates';
export type { CardDesign, CardText } from './emit/cards';
export type { CspOrigins } from './emit/headers';
export { SEARCH_INDEX_FILE, type SearchEntry } from './emit/search-index';
export { Picture } from './images/picture';
export { Island, ScriptIsland } from './islands/island';
export type { Path } from './content/source';
export { problems as generatorProblems } from './error-catalogue';
export { OUTPUT_MARKER } from './output/out-dir-guard';
export { memoryWriter, type MemoryOutput, diskWriter, type Writer } from './output/writer';
export { type BuildState, emptyState } from './pipeline';
export type { HeaderSection, Plugin, PluginCheck, SiteFile } from './plugin';
export { cards } from './plugins/cards';
export { editor } from './plugins/editor';
export { nearDuplicates } from './plugins/near-duplicates';
export { search } from './plugins/search';
export { files } from './plugins/site-files';
export { definePlugin, type PageRun } from './stages/run';
export { BuildFailure, defineProblems, formatProblem, type Problem, type ProblemKind, sortProblems } from './problems';
export type { DocumentSettings } from './render/document';
export { computedOnce } from './render/reads';
export { type JsonLd, serializeJsonLd } from './render/json-ld';
export type { PageContext } from './render/render-page';
export { sharedMarkup } from './render/shared';
export { readReport, reportFile } from './report';
export { type Head, outputFile, type PageModule, pageDefiner, type Route, type SearchHead } from './routes';
export {
  type Check,
  type CheckContext,
  defineSite,
  type NearDuplicateRule,
  type SiteConfig,
  type SiteContent,
} from './site';
export { buildYear } from './year';
