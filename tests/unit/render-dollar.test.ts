/** A '$' in content reaches the page as written: no replacement pattern ($&, $$, $', $`) is interpreted. */
import { createElement } from 'react';
import { expect, it } from 'vitest';
import { loadContent } from '../../build/content/load';
import { renderWithLinks } from '../../build/render/pool';
import type { Route } from '../../build/routes';
import { SiteContext } from '../../templates/site-context';
import { iconNames } from '../../templates/ui/icon-names';

const TEXT = "R$&D costs $$, $' and $` stay as written";

function DollarPage() {
  return createElement('p', { id: 'dollars' }, TEXT);
}

it('a $ in content corrupts pages: R$&D and $$ are rendered as written', async () => {
  const { content } = await loadContent('data', { iconNames });
  const route = {
    path: '/dollars/',
    kind: 'test',
    template: 'tests/unit/render-dollar.test.ts',
    props: {},
    head: { title: 'Dollars', description: 'Dollars' },
    Page: DollarPage,
    status: 200,
  } as Route;
  const { html } = renderWithLinks(
    route,
    {
      content,
      siteUrl: 'https://www.vitalis.example',
      pages: new Set(),
      year: 2025,
      css: '/a.css',
      font: '/f.woff2',
      islands: { byName: new Map() },
    },
    SiteContext.Provider,
  );
  expect(html).toContain('<p id="dollars">R$&amp;D costs $$, $&#x27; and $` stay as written</p>');
  expect(html.match(/<template data-body/g)).toBeNull();
});
