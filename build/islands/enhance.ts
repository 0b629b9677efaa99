/**
 * Starts every server-rendered instance of one island written without React: its module's default
 * export enhances the markup in place. Like hydrateIslands (hydrate.ts), a press made before the island
 * was ready is pressed again, and a failure is reported as an 'island:error' event.
 */
import { pendingPresses } from './pending-presses';

export function enhanceIslands(name: string, enhance: (element: HTMLElement) => void): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    if (element.dataset.hydrated) continue;
    try {
      enhance(element);
      element.dataset.hydrated = 'true';
      const pressed = pendingPresses().get(element);
      pendingPresses().delete(element);
      pressed?.click();
    } catch (error) {
      window.dispatchEvent(new CustomEvent('island:error', { detail: { name, error } }));
      console.error(`island '${name}':`, error);
    }
  }
}
