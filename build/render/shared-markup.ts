/**
 * Markup that many pages share (the header, the footer: templates/layout/rendered-once.tsx), kept once
 * per render thread with what each page needs of it: its UTF-8 bytes, and its links (build/check/links.ts).
 *
 * While a page renders, a shared part is placed as a marker, and the page's HTML is kept as its own
 * pieces around the parts: the links are collected from the pieces and added from each part, and the
 * file is written from the pieces and the parts' bytes. Scanning, encoding and copying the same 20 kB
 * of header and footer again on every page had been about a third of what a blog post's page cost.
 */
import { randomUUID } from 'node:crypto';

export class SharedMarkup {
  readonly bytes: Uint8Array;
  constructor(readonly html: string) {
    this.bytes = Buffer.from(html);
  }
}

/** A page's HTML: its own `pieces`, with `parts[i]` between `pieces[i]` and `pieces[i + 1]`. */
export interface PageMarkup {
  pieces: string[];
  parts: SharedMarkup[];
}

// Unguessable, so that no content (a Markdown body's raw HTML) can write one.
const MARKER = `<!--shared-markup ${randomUUID()} `;
const MARKER_END = '-->';
const escapedMarker = MARKER.replace('<', '&lt;');

/** The parts placed by the page being rendered (withSharedParts), by their number in its markers. */
let placed: SharedMarkup[] | undefined;

/** What a component writes where `part` goes: a marker while a page renders, the markup itself otherwise. */
export function placeShared(part: SharedMarkup): string {
  if (!placed) return part.html;
  placed.push(part);
  return `${MARKER}${placed.length - 1}${MARKER_END}`;
}

/** Renders a shared part on its own: the parts it holds are written out in its markup, not placed. */
export function renderingPart<T>(render: () => T): T {
  const outer = placed;
  placed = undefined;
  try {
    return render();
  } finally {
    placed = outer;
  }
}

/** Renders a page's body, then `wrap` around it (the document), and splits the result at the parts the body placed. */
export function withSharedParts(renderBody: () => string, wrap: (body: string) => string): PageMarkup {
  const outer = placed;
  const used: SharedMarkup[] = [];
  placed = used;
  let body: string;
  try {
    body = renderBody();
  } finally {
    placed = outer;
  }
  const html = wrap(body);
  const page: PageMarkup = { pieces: [], parts: [] };
  let from = 0;
  if (used.length > 0) {
    for (let at = html.indexOf(MARKER); at >= 0; at = html.indexOf(MARKER, from)) {
      const end = html.indexOf(MARKER_END, at);
      page.pieces.push(html.slice(from, at));
      page.parts.push(used[Number(html.slice(at + MARKER.length, end))]!);
      from = end + MARKER_END.length;
    }
    // A part given to React as text rather than as markup would show escaped, its marker for its content.
    if (page.parts.length < used.length && html.includes(escapedMarker)) {
      throw new Error(
        'a part rendered once (renderedOnce) is written as text; give it as markup, with dangerouslySetInnerHTML',
      );
    }
  }
  page.pieces.push(from === 0 ? html : html.slice(from));
  return page;
}

/** The page's pieces and its parts' bytes, in order: what its file holds. */
export function markupChunks({ pieces, parts }: PageMarkup): (string | Uint8Array)[] {
  const chunks: (string | Uint8Array)[] = [pieces[0]!];
  for (let i = 0; i < parts.length; i++) chunks.push(parts[i]!.bytes, pieces[i + 1]!);
  return chunks;
}

/** The page's HTML as one string. */
export function markupText({ pieces, parts }: PageMarkup): string {
  let html = pieces[0]!;
  for (let i = 0; i < parts.length; i++) html += parts[i]!.html + pieces[i + 1]!;
  return html;
}
