/** A '$' in content reaches the page as written: no replacement pattern ($&, $$, $', $`) is interpreted. */
import { createElement } from 'react';
import { expect, it } from 'vitest';
import { readContent } from '../../build/content/content';
import { renderPage } from '../../build/render/render-page';
import { sharedMarkup, sharedRun } from '../../build/render/shared';
import type { Route } from '../../build/routes';
import type { Content } from '../../templates/content/collections';
import siteConfig from '../../templates/site';
import { useSite } from '../../templates/site-context';

const TEXT = "R$&D costs $$, $' and $` stay as written";

const Dollars = ({ text }: { text: string }) => createElement('p', { className: 'dollars' }, text);
function DollarPage() {
  const site = useSite();
  return createElement(
    'main',
    null,
    createElement(Dollars, { text: TEXT }),
    createElement('div', { dangerouslySetInnerHTML: { __html: sharedMarkup(site, Dollars, { text: TEXT }) } }),
  );
}

it('a $ in content corrupts pages: R$&D and $$ are rendered as written, in a page and in a shared part', () => {
  const content = readContent(siteConfig).content as Content;
  const route = {
    path: '/dollars/',
    kind: 'test',
    template: 'tests/unit/render-dollar.test.ts',
    props: {},
    head: { title: TEXT, description: TEXT },
    Page: DollarPage,
    status: 200,
  } as Route;
  const { html } = renderPage(route, {
    content,
    pages: new Set(),
    siteUrl: 'https://www.vitalis.example',
    year: 2026,
    settings: siteConfig.document(content),
    settingsReads: new Set(),
    assets: { css: '/a.css', islands: new Map() },
    Provider: siteConfig.Provider,
    searchIndex: [],
    images: new Map(),
    shared: sharedRun(siteConfig.Provider),
  });
  expect(html.match(/<p class="dollars">R\$&amp;D costs \$\$, \$&#x27; and \$` stay as written<\/p>/g)).toHaveLength(2);
  expect(html).toContain(`<title>R$&amp;D costs $$, $&#x27; and $\` stay as written - Vitalis</title>`);
});
