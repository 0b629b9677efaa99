import type { SVGProps } from 'react';

/**
 * The mark: a pulse line drawn through a V on a rounded square, here and on the social cards. The
 * square's colour is a class on a page, a fill on a card (satori reads no stylesheet).
 */
export function LogoMark({
  square,
  ...svg
}: { square: { className?: string; fill?: string } } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" {...svg}>
      <rect width="32" height="32" rx="9" {...square} />
      <path
        d="M6 15h4l2.5-5 4 13 3.5-9 1.5 2H26"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The wordmark: the mark and the brand name. */
export function Logo({ brand, tone = 'dark' }: { brand: string; tone?: 'dark' | 'light' }) {
  return (
    <span
      className={`inline-flex items-center gap-2.5 text-xl font-semibold tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink'}`}
    >
      <LogoMark square={{ className: 'fill-accent' }} className="size-8" aria-hidden="true" focusable="false" />
      {brand}
    </span>
  );
}
