/**
 * Pages draw icons from a table made from lucide-react (templates/ui/lucide-icons.json) rather than from
 * lucide-react itself. The table must be what the installed lucide-react renders, under every name
 * lucide.dev gives an icon.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_TABLE_FILE, lucideIconTable } from '../../templates/ui/lucide-table';
import { iconMarkup, iconNames } from '../../templates/ui/icon-names';
import { Icon } from '../../templates/ui/icon';
import { readFileSync } from 'node:fs';

describe('the icon table', () => {
  it('is what the installed lucide-react renders (after updating lucide-react: npx tsx scripts/lucide-icons.ts)', async () => {
    const committed = JSON.parse(readFileSync(ICON_TABLE_FILE, 'utf8')) as unknown;
    expect(committed).toEqual(await lucideIconTable());
  }, 60_000);

  it("knows every icon by lucide.dev's names, older names included", () => {
    // Names with a digit after a letter, which the table's first version got wrong (grid-2x-2).
    for (const name of ['a-arrow-down', 'grid-2x2', 'grid-3x3', 'map-pin', 'circle-alert', 'alert-circle'])
      expect(iconNames.has(name), name).toBe(true);
    expect(iconNames.has('grid-2x-2')).toBe(false);
    expect(iconNames.size).toBeGreaterThan(2000);
    // An older name draws the same icon as its current one.
    expect(iconMarkup('alert-circle')).toEqual(iconMarkup('circle-alert'));
    expect(iconMarkup('no-such-icon')).toBeUndefined();
  });

  it('draws an icon as Lucide does, hidden from screen readers unless labelled', () => {
    const decorative = renderToStaticMarkup(createElement(Icon, { name: 'map-pin' }));
    expect(decorative).toContain('class="lucide lucide-map-pin size-6"');
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).toContain('<circle cx="12" cy="10" r="3"></circle>');
    const labelled = renderToStaticMarkup(createElement(Icon, { name: 'star', label: 'Rated 5 stars' }));
    expect(labelled).toContain('role="img" aria-label="Rated 5 stars"');
    expect(labelled).not.toContain('aria-hidden');
    expect(() => renderToStaticMarkup(createElement(Icon, { name: 'no-such-icon' }))).toThrow(
      "unknown icon 'no-such-icon'",
    );
  });
});
