/**
 * The icon names content may use. The generator does not know the site's icon set: loadContent()
 * registers the names it is given before it validates, so the schemas' icon check can read them.
 */
let known: ReadonlySet<string> = new Set();

export function registerIconNames(names: ReadonlySet<string>): void {
  known = names;
}

export const isKnownIcon = (name: string) => known.has(name);
