/**
 * The route table, the spine of the site: every page module under templates/pages/ declares the paths
 * it produces from the content, the head of each and the component. The sitemap, the not-found
 * rewrites, the link checker and the menus all read this table, so nothing about a page is written twice.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { Content } from './content/collections';
import { canonicalPath } from './content/canonical-path';
import type { JsonLd } from './render/json-ld';
import { moduleRuntime } from './runtime';
import { RouteError, TemplateError } from './route-error';

export interface Head {
  /** The page part of the title; the document shows '{title} - {brand}'. */
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
}

export interface PageModule<P> {
  /** The paths this page kind produces: '/services/local-seo/' or a section's '/services/404.html'. */
  routes(content: Content): { path: string; props: P }[];
  head(props: P, site: { content: Content; siteUrl: string }): Head;
  Page: ComponentType<P>;
}

export function definePage<P>(module: PageModule<P>): PageModule<P> {
  return module;
}

export interface Route<P = unknown> {
  path: string;
  /** The page kind: the module's file name, e.g. 'service-detail'. */
  kind: string;
  /** The template module that produced the route, for error messages. */
  template: string;
  props: P;
  head: Head;
  Page: ComponentType<P>;
  status: 200 | 404;
}

export { RouteError, TemplateError };

const PAGE_PATH = canonicalPath();
const NOT_FOUND_PATH = canonicalPath('404\\.html');

export async function loadPageModules(
  pagesDir: string,
): Promise<{ kind: string; template: string; module: PageModule<unknown> }[]> {
  const files = (await readdir(pagesDir)).filter((f) => /\.tsx?$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const full = path.join(pagesDir, file);
      const imported = (await moduleRuntime().load(full)) as { default?: PageModule<unknown> };
      if (!imported.default?.routes)
        throw new RouteError([
          `${path.relative(process.cwd(), full)} must export default definePage({ routes, head, Page })`,
        ]);
      return {
        kind: file.replace(/\.tsx?$/, ''),
        template: path.relative(process.cwd(), full),
        module: imported.default,
      };
    }),
  );
}

export function buildRouteTable(
  modules: Awaited<ReturnType<typeof loadPageModules>>,
  content: Content,
  siteUrl: string,
): Route[] {
  const routes = new Map<string, Route>();
  const problems: string[] = [];
  for (const { kind, template, module } of modules) {
    let declared: ReturnType<typeof module.routes>;
    try {
      declared = module.routes(content);
    } catch (error) {
      throw TemplateError.of(error, template, 'its routes');
    }
    for (const { path: routePath, props } of declared) {
      const status = NOT_FOUND_PATH.test(routePath) ? 404 : 200;
      if (status === 200 && !PAGE_PATH.test(routePath)) {
        problems.push(
          `${template}: path '${routePath}' must be lowercase segments ending in '/', or a section's 404.html`,
        );
        continue;
      }
      const existing = routes.get(routePath);
      if (existing) {
        problems.push(`${routePath} is produced twice: by ${existing.template} and by ${template}`);
        continue;
      }
      let head: Head;
      try {
        head = module.head(props, { content, siteUrl });
      } catch (error) {
        throw TemplateError.of(error, template, `the head of ${routePath}`);
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
  }
  if (problems.length) throw new RouteError(problems);
  return [...routes.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Where a route is written under dist/. */
export function outputFile(routePath: string): string {
  return routePath.endsWith('.html') ? routePath.slice(1) : `${routePath.slice(1)}index.html`;
}
