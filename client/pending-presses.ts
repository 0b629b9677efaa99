/** Buttons (and opening links) pressed in an island before it was ready, by island element: shared by the loader and the islands' runtime. */
const KEY = Symbol.for('vitalis.pendingPresses');

export function pendingPresses(): Map<Element, HTMLElement> {
  const global = window as unknown as { [KEY]?: Map<Element, HTMLElement> };
  global[KEY] ??= new Map();
  return global[KEY];
}
