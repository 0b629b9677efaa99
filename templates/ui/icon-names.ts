/**
 * The site's one icon set, Lucide: the names content may use (kebab-case, as on lucide.dev, older names
 * included) and each icon's markup, read from the table made from lucide-react (templates/ui/lucide-table.ts).
 */
import { readFileSync } from 'node:fs';
import type { IconTable } from './lucide-table';

// A plain file read rather than an import: parsing JSON is faster than compiling it as code.
// It is lucide-table.ts's ICON_TABLE_FILE, named here again: importing that module would bundle every
// lucide-react icon into the build's code (its dynamic imports), four thousand files.
const table = JSON.parse(readFileSync(new URL('./lucide-icons.json', import.meta.url), 'utf8')) as IconTable;

export const iconNames: ReadonlySet<string> = new Set([...Object.keys(table.icons), ...Object.keys(table.aliases)]);

/** An icon's markup by any of its names: Lucide's classes and the shapes inside its <svg>; undefined for an unknown name. */
export function iconMarkup(name: string): { classes: string; inner: string } | undefined {
  const icon = table.icons[table.aliases[name] ?? name];
  return icon && { classes: icon[0], inner: icon[1] };
}
