/**
 * Hydrates every server-rendered instance of one island with the props serialized beside it. A failure
 * leaves the static HTML in place and is reported as an 'island:error' event, never thrown at the page.
 */
import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { pendingPresses } from './pending-presses';

export function hydrateIslands(name: string, Component: ComponentType<Record<string, unknown>>): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    try {
      const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
      hydrateRoot(element, createElement(Component, props), { onRecoverableError: (error) => report(name, error) });
      element.dataset.hydrated = 'true';
      // React hydrates the part a press lands in first, then handles the press.
      const pressed = pendingPresses().get(element);
      pendingPresses().delete(element);
      pressed?.click();
    } catch (error) {
      report(name, error);
    }
  }
}

function report(name: string, error: unknown): void {
  window.dispatchEvent(new CustomEvent('island:error', { detail: { name, error } }));
  console.error(`island '${name}':`, error);
}
