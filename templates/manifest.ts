/** The web app manifest, from data/site.yaml. */
import type { Content } from './content/collections';

export function renderManifest(site: Content['site']): string {
  return `${JSON.stringify(
    {
      name: site.brand,
      short_name: site.brand,
      description: site.tagline,
      lang: site.language,
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: site.themeColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`;
}
