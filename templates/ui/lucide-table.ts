/**
 * The icon table pages read (templates/ui/lucide-icons.json), made from the installed lucide-react:
 * written by scripts/lucide-icons.ts, and compared with the file by tests/unit/icons.test.ts. Never
 * imported by a build.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export const ICON_TABLE_FILE = fileURLToPath(new URL('./lucide-icons.json', import.meta.url));

export interface IconTable {
  /** The lucide-react version the table was made from. */
  version: string;
  /** Each icon by its own name: Lucide's classes and the shapes inside its <svg>, as its component renders them. */
  icons: Record<string, [classes: string, inner: string]>;
  /** Other names lucide.dev accepts for an icon (older names), to its own name. */
  aliases: Record<string, string>;
}

export async function lucideIconTable(): Promise<IconTable> {
  const { default: imports } = (await import('lucide-react/dynamicIconImports')) as {
    default: Record<string, () => Promise<{ default: ComponentType; __iconData: { name: string } }>>;
  };
  const icons: IconTable['icons'] = {};
  const aliases: IconTable['aliases'] = {};
  for (const name of Object.keys(imports).sort()) {
    const { default: Icon, __iconData } = await imports[name]!();
    if (__iconData.name !== name) {
      aliases[name] = __iconData.name;
      continue;
    }
    const svg = renderToStaticMarkup(createElement(Icon));
    icons[name] = [/class="([^"]*)"/.exec(svg)![1]!, svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'))];
  }
  const { version } = JSON.parse(
    readFileSync(fileURLToPath(import.meta.resolve('lucide-react/package.json')), 'utf8'),
  ) as { version: string };
  return { version, icons, aliases };
}
