/**
 * The route table, the spine of a site: every page module in the site's pages folder declares the paths
 * it produces from the content, the head of each and the component. The sitemap, the not-found
 * rewrites, the redirects, the link checker and the search index all read this table, so nothing about
 * a page is written twice.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentType } from 'react';
import { displayPath } from './content/data-files';
import { canonicalPath } from './content/canonical-path';
import { problems } from './error-catalogue';
import { type Problem, problemIn } from './problems';
import type { JsonLd } from './render/json-ld';
import { recordReads } from './render/reads';
import { moduleRuntime } from './runtime';

/** A page's social card as its head names it: its kind, and its title when it is not the page's. */
export type CardHead = { kind: string; title?: string } & Record<string, string | undefined>;

export interface Head {
  /** The page part of the title; the site's document settings make the whole title from it. */
  title: string;
  description: string;
  /** noindex,nofollow and left out of the sitemap. Not-found pages are always noindex. */
  noindex?: boolean;
  ogType?: 'website' | 'article';
  jsonLd?: JsonLd[];
  /** Date of the content, for the sitemap. */
  lastmod?: string;
  /** RSS feeds of the page's section, announced with <link rel="alternate">; href is a site path. */
  feeds?: { title: string; href: string }[];
  /** Sends the browser on to this path at once: a not-found page standing in for a redirect where a host has none. */
  refreshTo?: string;
  /** How the page is found in the site's search index (build/emit/search-index.ts); absent, it is not. */
  search?: SearchHead;
  /** What the page's social card says (build/emit/cards.ts), its title the head's unless given; absent, the page shares the site's image. */
  card?: CardHead;
}

/** A page's entry in the search index, as its head declares it. */
export interface SearchHead {
  /** What kind of page a result is, shown with it: 'City', 'Device', 'Article'. */
  kind: string;
  /** The result's name; the head's title when absent. */
  title?: string;
  /** One line that tells results of one name apart: a city's county and state, a device's brand. */
  context?: string;
  /** Other words a person may type for it (a state's abbreviation); matched, not shown. */
  terms?: string[];
}

/** What a page module exports: the paths it makes from the content, the head of each, and the component. */
export interface PageModule<P, C> {
  routes(content: C): { path: string; props: P }[];
  head(props: P, site: { content: C; siteUrl: string }): Head;
  Page: ComponentType<P>;
}

/** A site's `definePage`, typed by its content: `export const definePage = pageDefiner<Content>()`. */
export function pageDefiner<C>() {
  return <P>(module: PageModule<P, C>): PageModule<P, C> => module;
}

export interface Route<P = unknown> {
  path: string;
  /** The page kind: the module's file name, e.g. 'service-detail'. */
  kind: string;
  /** The module that produced the route (display path), for messages. */
  template: string;
  props: P;
  head: Head;
  Page: ComponentType<P>;
  status: 200 | 404;
}

export interface LoadedModule {
  kind: string;
  template: string;
  module: PageModule<unknown, unknown>;
}

const PAGE_PATH = canonicalPath();
const NOT_FOUND_PATH = canonicalPath('404\\.html');

/** The site's page modules, by kind; a file that is not one is a problem, not a crash. */
export async function loadPageModules(pagesDir: string): Promise<{ modules: LoadedModule[]; problems: Problem[] }> {
  const files = (await readdir(pagesDir)).filter((f) => /\.tsx?$/.test(f)).sort();
  const found: Problem[] = [];
  const loaded = await Promise.all(
    files.map(async (file) => {
      const full = path.join(pagesDir, file);
      const template = displayPath(full);
      const imported = (await moduleRuntime().load(full)) as { default?: PageModule<unknown, unknown> };
      if (!imported.default?.routes) {
        found.push(problemIn(problems.PageModuleInvalid, template));
        return undefined;
      }
      return { kind: file.replace(/\.tsx?$/, ''), template, module: imported.default };
    }),
  );
  return { modules: loaded.filter((m) => m !== undefined), problems: found };
}

/**
 * Every module's routes and heads. With the content as pages see it (build/render/reads.ts), `reads`
 * holds what each kind's routes and heads read: while none of it changes, they are what they were.
 */
export function buildRouteTable(
  modules: LoadedModule[],
  content: unknown,
  siteUrl: string,
): { routes: Route[]; problems: Problem[]; reads: Map<string, Set<string>> } {
  const routes = new Map<string, Route>();
  const found: Problem[] = [];
  const reads = new Map<string, Set<string>>();
  for (const loaded of modules) {
    const kind = recordReads(() => addRoutes(loaded, content, siteUrl, routes, found));
    if (kind.value) reads.set(loaded.kind, kind.reads);
  }
  return { routes: [...routes.values()].sort((a, b) => a.path.localeCompare(b.path)), problems: found, reads };
}

/** One module's routes, with their heads, added to `routes`; false when its routes() threw. */
function addRoutes(
  { kind, template, module }: LoadedModule,
  content: unknown,
  siteUrl: string,
  routes: Map<string, Route>,
  found: Problem[],
): boolean {
  let declared: ReturnType<typeof module.routes>;
  try {
    declared = module.routes(content);
  } catch (error) {
    found.push(templateFailed(template, 'its routes', error));
    return false;
  }
  for (const { path: routePath, props } of declared) {
    const status = NOT_FOUND_PATH.test(routePath) ? 404 : 200;
    if (status === 200 && !PAGE_PATH.test(routePath)) {
      found.push(problemIn(problems.BadRoutePath, template, routePath));
      continue;
    }
    const existing = routes.get(routePath);
    if (existing) {
      found.push(problemIn(problems.RouteTwice, template, routePath, existing.template));
      continue;
    }
    let head: Head;
    try {
      head = module.head(props, { content, siteUrl });
    } catch (error) {
      found.push(templateFailed(template, `the head of ${routePath}`, error));
      continue;
    }
    routes.set(routePath, {
      path: routePath,
      kind,
      template,
      props,
      head: status === 404 ? { ...head, noindex: true } : head,
      Page: module.Page,
      status,
    });
  }
  return true;
}

const GENERATOR_DIR = path.dirname(fileURLToPath(import.meta.url)) + path.sep;

/**
 * A template that threw while making `making`: placed at the first line of the site's code in the stack
 * (the template's own, or a component's), with what was thrown and the site's frames of the stack.
 */
export function templateFailed(template: string, making: string, thrown: unknown): Problem {
  const stack = thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown);
  const [first = '', ...frames] = stack.split('\n');
  const own = frames.filter((frame) => !/node_modules|node:internal|[\\/]\.build[\\/]/.test(frame));
  const problem = problemIn(
    problems.TemplateFailed,
    template,
    template,
    making,
    [first, ...own.slice(0, 5)].join('\n'),
  );
  for (const frame of own) {
    if (frame.includes(GENERATOR_DIR)) continue;
    const at = /\(?(?:file:\/\/)?([^\s()]+):(\d+):(\d+)\)?$/.exec(frame);
    if (!at) continue;
    return {
      ...problem,
      file: displayPath(at[1]!),
      line: Number(at[2]),
      column: Number(at[3]),
      path: '(template)',
      ...(process.sourceMapsEnabled ? { hint: problems.TemplateFailed.hintInSources } : {}),
    };
  }
  return problem;
}

/** Where a route is written in the output. */
export function outputFile(routePath: string): string {
  return routePath.endsWith('.html') ? routePath.slice(1) : `${routePath.slice(1)}index.html`;
}
