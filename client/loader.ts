/**
 * The one script a page with islands loads up front (a few hundred bytes). After the page has loaded,
 * it imports each island's script when the island comes near the viewport, so islands never delay the
 * first paint. A failed import is retried once, then reported as an 'island:error' event; the static
 * HTML keeps working either way.
 */
import { pendingPresses } from './pending-presses';

const requested = new Set<string>();

function importIsland(element: HTMLElement): void {
  const src = element.dataset.src;
  if (!src || requested.has(src)) return;
  requested.add(src);
  import(/* @vite-ignore */ src)
    .catch(() => import(/* @vite-ignore */ `${src}?retry`))
    .catch((error: unknown) =>
      window.dispatchEvent(new CustomEvent('island:error', { detail: { name: element.dataset.island, error } })),
    );
}

function start(): void {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island][data-src]')];
  if (!('IntersectionObserver' in window)) {
    for (const island of islands) importIsland(island);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        importIsland(entry.target as HTMLElement);
      }
    },
    { rootMargin: '300px' },
  );
  for (const island of islands) observer.observe(island);
  // Someone who reaches an island by keyboard or touch before it scrolls into view gets it at once.
  for (const type of ['focusin', 'pointerdown'] as const) {
    document.addEventListener(type, (event) => {
      const island = (event.target as Element | null)?.closest<HTMLElement>('[data-island]');
      if (island) importIsland(island);
    });
  }
}

// A press on a plain button of an island that is not interactive yet is kept, and pressed again once
// the island is (client/runtime.ts): the visitor does not have to press twice. Links and submit buttons
// already did what they do without JavaScript.
document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[type="button"]');
  const island = button?.closest<HTMLElement>('[data-island]');
  if (!button || !island || island.dataset.hydrated) return;
  pendingPresses().set(island, button);
  importIsland(island);
});

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
