/** The wordmark: a pulse line drawn through a V, and the brand name. */
export function Logo({ brand, tone = 'dark' }: { brand: string; tone?: 'dark' | 'light' }) {
  return (
    <span
      className={`inline-flex items-center gap-2.5 text-xl font-semibold tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink'}`}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="fill-accent" />
        <path
          d="M6 15h4l2.5-5 4 13 3.5-9 1.5 2H26"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {brand}
    </span>
  );
}
