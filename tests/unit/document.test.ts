/** The document around every page: its head from the page's and the site's settings, the body as rendered. */
import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../build/render/document';
import type { DocumentSettings } from '../../build/render/document';
import siteConfig from '../../templates/site';

describe('the document', () => {
  // The agency's settings for a brand and tagline that need escaping.
  const settings: DocumentSettings = siteConfig.document({
    site: { brand: 'Vitalis & Co', tagline: 'Growth "marketing"', language: 'en-US', themeColor: '#0b1f33' },
  } as never);
  const assets = { css: '/assets/site.css', font: '/assets/inter.woff2', scripts: [] };

  it('gives a page its canonical URL, its title with the brand, escaped, and its structured data as written', () => {
    const html = renderDocument(
      {
        head: {
          title: 'Fillers <&> "Botox"',
          description: "Dr. O'Neil's",
          ogType: 'article',
          jsonLd: [{ '@context': 'https://schema.org', '@type': 'Thing', name: 'a </script> b' }],
        },
        settings,
        siteUrl: 'https://www.example.com',
        path: '/blog/a/',
        status: 200,
        assets: { ...assets, scripts: ['/assets/loader.js'] },
      },
      '<main>body</main>',
    );
    expect(
      html.startsWith(
        '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><script type="module" src="/assets/loader.js" async=""></script><title>',
      ),
    ).toBe(true);
    expect(html).toContain('<title>Fillers &lt;&amp;&gt; &quot;Botox&quot; - Vitalis &amp; Co</title>');
    expect(html).toContain('<meta name="description" content="Dr. O&#x27;Neil&#x27;s"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/blog/a/"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="og:image:alt" content="Vitalis &amp; Co: Growth &quot;marketing&quot;"/>');
    expect(html).toContain(
      '{"@context":"https://schema.org","@type":"Thing","name":"a \\u003c/script> b"}</script></head><body><main>body</main></body></html>',
    );
    expect(html).not.toContain('refresh');
  });

  it('claims no canonical URL for a not-found page, keeps it out of search and sends it on where it stands for a redirect', () => {
    const html = renderDocument(
      {
        head: { title: 'Not found', description: 'Gone', noindex: true, refreshTo: '/careers/' },
        settings,
        siteUrl: 'https://www.example.com',
        path: '/careers/404.html',
        status: 404,
        assets,
      },
      '',
    );
    expect(html).toContain(
      '<meta name="robots" content="noindex,nofollow"/><meta http-equiv="refresh" content="0; url=/careers/"/><meta property="og:type" content="website"/>',
    );
    expect(html).not.toMatch(/canonical|og:url|hrefLang|<script/);
  });

  it("writes each build's own origin and assets", () => {
    const render = (siteUrl: string, css: string) =>
      renderDocument(
        {
          head: { title: 'T', description: 'D' },
          settings,
          siteUrl,
          path: '/',
          status: 200,
          assets: { ...assets, css },
        },
        '',
      );
    const first = render('https://www.example.com', '/assets/site.aaa.css');
    const other = render('https://preview.example.com', '/assets/site.bbb.css');
    expect(first).toContain('<meta property="og:image" content="https://www.example.com/og-default.png"/>');
    expect(first).toContain('<link rel="stylesheet" href="/assets/site.aaa.css"/>');
    expect(other).toContain('<meta property="og:image" content="https://preview.example.com/og-default.png"/>');
    expect(other).toContain('<link rel="stylesheet" href="/assets/site.bbb.css"/>');
    expect(other).not.toMatch(/www\.example\.com|aaa/);
    expect(render('https://www.example.com', '/assets/site.aaa.css')).toBe(first);
  });

  it('escapes the language in the opening tag, where a value with quotes or brackets could end it', () => {
    const html = renderDocument(
      {
        head: { title: 'T', description: 'D' },
        settings: { ...settings, language: 'en"><script>x' },
        siteUrl: 'https://www.example.com',
        path: '/',
        status: 200,
        assets,
      },
      '<main></main>',
    );
    expect(
      html.startsWith('<!DOCTYPE html><html lang="en&quot;&gt;&lt;script&gt;x"><head><meta charSet="utf-8"/>'),
    ).toBe(true);
    expect(html.endsWith('</head><body><main></main></body></html>')).toBe(true);
  });
});
