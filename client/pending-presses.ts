/** Buttons pressed in an island before it hydrated, by island element: shared by the loader and the islands' runtime. */
const KEY = Symbol.for('vitalis.pendingPresses');

export function pendingPresses(): Map<Element, HTMLButtonElement> {
  const global = window as unknown as { [KEY]?: Map<Element, HTMLButtonElement> };
  global[KEY] ??= new Map();
  return global[KEY];
}
