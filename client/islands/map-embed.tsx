/**
 * The contact page's map, loaded only when the visitor asks for it: until then the page shows a preview
 * that calls no third party, so no visitor's address reaches the map provider just by opening the page.
 * Without JavaScript the preview's link opens the map on the provider's own site.
 */
import { useEffect, useRef, useState } from 'react';

export interface MapEmbedProps {
  /** The place shown, e.g. 'McLean, VA'. */
  place: string;
  /** The embed's address, fetched only after the button is pressed. */
  embedUrl: string;
  /** The provider's page for the same place, for the link. */
  openUrl: string;
  /** Says what pressing the button sends, and to whom. */
  notice: string;
  button: string;
}

export default function MapEmbed({ place, embedUrl, openUrl, notice, button }: MapEmbedProps) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button is gone once pressed: focus goes to the map that replaced it, not to the page's top.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  if (shown) {
    return (
      <iframe
        ref={frame}
        title={`Map of ${place}`}
        src={embedUrl}
        className="aspect-[4/3] w-full rounded-3xl border-0 ring-1 ring-line"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }
  return (
    <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-3xl bg-[radial-gradient(circle_at_1px_1px,var(--color-line)_1px,transparent_0)] bg-[length:22px_22px] p-6 text-center ring-1 ring-line">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10 text-accent"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
        <circle cx="12" cy="10" r="3" />
      </svg>
      <p className="text-lg font-semibold text-ink">{place}</p>
      <p className="max-w-xs text-sm text-muted">{notice}</p>
      <div className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
        <button
          type="button"
          onClick={() => setShown(true)}
          className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {button}
        </button>
        <a href={openUrl} className="text-sm font-semibold text-ink underline underline-offset-4 hover:text-accent">
          Open in Google Maps<span className="sr-only"> (another site)</span>
        </a>
      </div>
    </div>
  );
}
