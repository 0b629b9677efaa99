/** sitemap.xml: every indexable page at its canonical URL, lastmod only where the content has a date. */
import { SitemapStream, streamToPromise } from 'sitemap';
import type { Route } from '../routes';

export function indexable(route: Route): boolean {
  return route.status === 200 && !route.head.noindex;
}

export async function renderSitemap(routes: Route[], siteUrl: string): Promise<string> {
  const stream = new SitemapStream({ hostname: `${siteUrl}/` });
  const done = streamToPromise(stream);
  for (const route of routes.filter(indexable)) {
    stream.write(route.head.lastmod ? { url: route.path, lastmod: route.head.lastmod } : { url: route.path });
  }
  stream.end();
  return (await done).toString();
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
