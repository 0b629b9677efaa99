/** The mark: a pulse line drawn through a V on a rounded square (a 32-unit box), also on the social cards. */
export const LOGO_MARK = { box: 32, radius: 9, pulse: 'M6 15h4l2.5-5 4 13 3.5-9 1.5 2H26', stroke: 2.4 } as const;

/** The wordmark: the mark and the brand name. */
export function Logo({ brand, tone = 'dark' }: { brand: string; tone?: 'dark' | 'light' }) {
  return (
    <span
      className={`inline-flex items-center gap-2.5 text-xl font-semibold tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink'}`}
    >
      <svg viewBox={`0 0 ${LOGO_MARK.box} ${LOGO_MARK.box}`} className="size-8" aria-hidden="true" focusable="false">
        <rect width={LOGO_MARK.box} height={LOGO_MARK.box} rx={LOGO_MARK.radius} className="fill-accent" />
        <path
          d={LOGO_MARK.pulse}
          fill="none"
          stroke="#fff"
          strokeWidth={LOGO_MARK.stroke}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {brand}
    </span>
  );
}
