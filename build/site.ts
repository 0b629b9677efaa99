/**
 * What a site gives the generator: where its page modules, stylesheet, public files, islands and font
 * are, the component that provides each page's context to its templates, its icon names, the origins
 * its Content-Security-Policy allows, and files it derives from the content (feeds). build() takes
 * one, so the generator knows nothing of any one site (nothing under build/ imports templates/).
 */
import type { ComponentType, ReactNode } from 'react';
import type { Content } from './content/collections';
import type { CspOrigins } from './emit/headers';
import type { PageContext } from './render/render-page';

export interface SiteConfig {
  /** This configuration module's URL (import.meta.url): render workers import it to get the same configuration. */
  module: string;
  /** One module per page kind (build/routes.ts, definePage). */
  pagesDir: string;
  /** The Tailwind entry stylesheet. */
  stylesheet: string;
  /** Copied into the output as they are (favicons, social image). */
  publicDir: string;
  /** Islands in client/islands/*.tsx, the loader and the runtime. */
  clientDir: string;
  /** The self-hosted variable font, served under a hashed name. */
  fontFile: string;
  /** Makes the page context (content, path, islands...) available to the site's components. */
  Provider: ComponentType<{ value: PageContext; children?: ReactNode }>;
  /** Icon names content may use. */
  iconNames: ReadonlySet<string>;
  /** Origins beyond the site's own that the Content-Security-Policy allows. */
  cspOrigins(content: Content): CspOrigins;
  /** Further files made from the content, built once per build (feeds); async, so what makes them can load only then. */
  files?(content: Content, siteUrl: string): Promise<{ file: string; data: string }[]>;
}

export const defineSite = (config: SiteConfig): SiteConfig => config;
