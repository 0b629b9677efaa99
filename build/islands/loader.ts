/**
 * The one script a page with islands loads up front (a few hundred bytes). After the page has loaded,
 * it imports each island's script when the island comes near the viewport (or, for an island marked
 * data-load="interaction", when a visitor focuses or presses it), so islands never delay the first
 * paint. A failed import is retried once, then reported as an 'island:error' event; the static HTML
 * keeps working either way.
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
  // An island marked data-load="interaction" (a search box, say) waits for a visitor to reach it.
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island][data-src]:not([data-load="interaction"])')];
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
}

// Someone who reaches an island by keyboard or touch before it scrolls into view gets it at once.
for (const type of ['focusin', 'pointerdown'] as const) {
  document.addEventListener(type, (event) => {
    const island = (event.target as Element | null)?.closest<HTMLElement>('[data-island]');
    if (island) importIsland(island);
  });
}

// A press on a plain button of an island that is not interactive yet is kept, and pressed again once
// the island is (hydrate.ts, enhance.ts): the visitor does not have to press twice. So is a press on a link
// marked data-opens (one that leads to a page that works without JavaScript): it is followed
// only if the island cannot load. Submit buttons already did what they do without JavaScript.
document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const pressed = target?.closest<HTMLElement>('button[type="button"], a[data-opens]');
  const island = pressed?.closest<HTMLElement>('[data-island]');
  if (!pressed || !island || island.dataset.hydrated) return;
  if (pressed instanceof HTMLAnchorElement) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.addEventListener('island:error', (failed) => {
      if ((failed as CustomEvent<{ name?: string }>).detail.name === island.dataset.island)
        location.assign(pressed.href);
    });
  }
  pendingPresses().set(island, pressed);
  importIsland(island);
});

// An island's keyboard shortcut (data-shortcut="/"), outside text fields, presses its data-opens control.
document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  const field = (event.target as Element | null)?.closest('input, textarea, select, [contenteditable]');
  if (field) return;
  const controls = document.querySelectorAll<HTMLElement>(
    `[data-island][data-shortcut="${CSS.escape(event.key)}"] [data-opens]`,
  );
  const control = [...controls].find((c) => c.offsetParent !== null);
  if (!control) return;
  event.preventDefault();
  control.click();
});

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
