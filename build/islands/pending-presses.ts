/**
 * Buttons (and opening links) pressed in an island before it was ready, by island element. The loader
 * and each island's script are bundled apart, so they share the map through a global symbol.
 */
const KEY = Symbol.for('islands.pendingPresses');

export function pendingPresses(): Map<Element, HTMLElement> {
  const global = window as unknown as { [KEY]?: Map<Element, HTMLElement> };
  global[KEY] ??= new Map();
  return global[KEY];
}
