/**
 * The dev server's side of the editor's loop, around the ordinary static site: every page it serves
 * gets a small script (and, while the last edit has a problem, an overlay naming file:line:column and
 * the message, over the last good page). The script listens to /__dev/events (server-sent events): when
 * its page was rebuilt it brings the tab up to date, in place when only the page's markup changed, by a
 * reload when its stylesheets, scripts or islands did; and it shows or clears the overlay. Nothing of
 * this is written to dist/.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
/** A site a server answers with (the server's static site): what live reload wraps. */
export interface StaticSite {
  handle(request: Request): Promise<Response>;
  /** Re-reads what a rebuild changed: the files named (relative to the output folder), or everything. */
  reload(changed?: readonly string[]): Promise<void>;
}

export const EVENTS_PATH = '/__dev/events';
const CLIENT_PATH = '/__dev/client.js';
const MORPH_PATH = '/__dev/idiomorph.js';
/** idiomorph (bigskysoftware): the DOM of an open tab brought to a rebuilt page's, keeping what did not change. */
let morph: string | undefined;
const morphScript = () => {
  morph ??= readFileSync(fileURLToPath(import.meta.resolve('idiomorph')), 'utf8');
  return morph;
};
const OVERLAY_ID = 'dev-overlay';

export interface LiveReload {
  decorate(site: StaticSite): StaticSite;
  /** After each rebuild: the pages written, and the problems that stopped it (none when it went through). */
  publish(update: { rendered: string[]; problems: string[] }): void;
  /** The problems shown now. */
  readonly problems: readonly string[];
  close(): void;
}

export function createLiveReload(): LiveReload {
  const clients = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  let problems: string[] = [];
  const send = (
    controller: ReadableStreamDefaultController<Uint8Array>,
    update: { rendered: string[]; problems: string[] },
  ) =>
    controller.enqueue(
      encoder.encode(
        `event: update\ndata: ${JSON.stringify({ ...update, overlay: update.problems.length ? overlayHtml(update.problems) : '' })}\n\n`,
      ),
    );

  const events = () => {
    let own: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        own = controller;
        clients.add(controller);
        // A tab opened while a problem stands sees it at once.
        send(controller, { rendered: [], problems });
      },
      cancel() {
        clients.delete(own);
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
      },
    });
  };

  return {
    get problems() {
      return problems;
    },
    publish(update) {
      problems = update.problems;
      for (const client of clients) {
        try {
          send(client, update);
        } catch {
          clients.delete(client);
        }
      }
    },
    close() {
      for (const client of clients) {
        try {
          client.close();
        } catch {}
      }
      clients.clear();
    },
    decorate(site) {
      return {
        reload: (changed) => site.reload(changed),
        async handle(request) {
          const { pathname } = new URL(request.url);
          if (pathname === EVENTS_PATH) return events();
          if (pathname === CLIENT_PATH || pathname === MORPH_PATH)
            return new Response(pathname === CLIENT_PATH ? CLIENT_SCRIPT : morphScript(), {
              headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
            });
          // What may be a page is asked for uncompressed and whole, so it can be added to (the app
          // compresses the answer); a file of another kind is answered as the site answers it, 304s included.
          const file = /\.\w+$/.test(pathname) && !pathname.endsWith('.html');
          const headers = new Headers(request.headers);
          headers.delete('accept-encoding');
          headers.delete('if-none-match');
          const response = await site.handle(file ? request : new Request(request, { headers }));
          if (file) return response;
          if (request.method !== 'GET') return response;
          // No site yet (the first build failed): a page that shows why.
          if (
            response.status === 404 &&
            problems.length &&
            !response.headers.get('content-type')?.startsWith('text/html')
          ) {
            return new Response(
              withDevParts('<!DOCTYPE html><html lang="en"><title>No build yet</title><body></body></html>', problems),
              { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } },
            );
          }
          if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
          const html = withDevParts(await response.text(), problems);
          const answer = new Headers(response.headers);
          for (const name of ['content-length', 'etag', 'content-encoding']) answer.delete(name);
          answer.set('Cache-Control', 'no-store');
          return new Response(html, { status: response.status, headers: answer });
        },
      };
    },
  };
}

/** The page with the dev script, and the overlay while there are problems. */
export function withDevParts(html: string, problems: readonly string[]): string {
  const parts = `${problems.length ? overlayHtml(problems) : ''}<script type="module" src="${CLIENT_PATH}"></script>`;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + parts : html.slice(0, end) + parts + html.slice(end);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The overlay: served in a page loaded while a problem stands, and sent to open tabs with each update. */
export function overlayHtml(problems: readonly string[]): string {
  const items = problems.map((p) => `<li style="margin:0 0 .75em;white-space:pre-wrap">${escapeHtml(p)}</li>`).join('');
  return `<div id="${OVERLAY_ID}" role="alert" style="${OVERLAY_STYLE}"><p style="margin:0 0 1em;font-weight:700">${problems.length === 1 ? 'This edit has a problem' : `This edit has ${problems.length} problems`}; the page shows the last good build.</p><ul style="margin:0;padding:0;list-style:none">${items}</ul></div>`;
}

const OVERLAY_STYLE =
  'position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:60vh;overflow:auto;margin:0;padding:1.25em 1.5em;background:#1f1212;color:#fde8e8;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;border-top:4px solid #e5484d';

/**
 * Runs in the browser. A rebuilt page is fetched and the tab's DOM morphed into it: no flash, the scroll
 * and focus kept, and none of the stylesheets, fonts or scripts loaded again. A page whose stylesheets,
 * scripts or islands changed, or whose islands are running already (their DOM is theirs), is reloaded.
 * The overlay's markup comes with the event.
 */
const CLIENT_SCRIPT = `import { Idiomorph } from ${JSON.stringify(MORPH_PATH)};
const assets = (doc) =>
  [...doc.querySelectorAll('link[rel=stylesheet], link[rel=preload], script[src], [data-island]')]
    .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.dataset.src)
    .join(' ');
async function update() {
  const page = await fetch(location.href, { cache: 'no-store' });
  const next = new DOMParser().parseFromString(await page.text(), 'text/html');
  if (!page.ok || document.querySelector('[data-hydrated]') || assets(next) !== assets(document)) return location.reload();
  Idiomorph.morph(document.head, next.head, { morphStyle: 'innerHTML' });
  Idiomorph.morph(document.body, next.body, { morphStyle: 'innerHTML' });
}
const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
events.addEventListener('update', (event) => {
  const { rendered, problems, overlay } = JSON.parse(event.data);
  document.getElementById(${JSON.stringify(OVERLAY_ID)})?.remove();
  if (problems.length) document.body.insertAdjacentHTML('beforeend', overlay);
  else if (rendered.includes(location.pathname)) update().catch(() => location.reload());
});
`;
