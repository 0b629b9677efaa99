/** The names content may use for icons: Lucide's, in kebab-case (lucide.dev/icons). */
import { icons } from 'lucide-react';

export const toKebab = (pascal: string) =>
  pascal.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Za-z])([0-9])/g, '$1-$2').toLowerCase();

export const iconComponents = new Map(Object.entries(icons).map(([name, component]) => [toKebab(name), component]));
export const iconNames: ReadonlySet<string> = new Set(iconComponents.keys());
