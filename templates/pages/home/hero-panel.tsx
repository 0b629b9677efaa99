/** The hero's illustration: a results dashboard drawn in HTML from the site's real claims, no stock photo. */
import { useSite } from '../../site-context';
import { Icon } from '../../ui/icon';

// Literal class names so Tailwind sees them; no inline styles, so the CSP needs no 'unsafe-inline'.
const BARS = [
  'h-[28%]',
  'h-[34%]',
  'h-[31%]',
  'h-[42%]',
  'h-[48%]',
  'h-[57%]',
  'h-[66%]',
  'h-[74%]',
  'h-[88%]',
  'h-full',
];

export function HeroPanel() {
  const { site } = useSite().content;
  const [requests, cpa, roi] = site.results;
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none" aria-label="Typical client results">
      <div className="rounded-3xl bg-white p-6 shadow-2xl shadow-ink/10 ring-1 ring-line sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-muted">Appointment requests</p>
            <p className="mt-1 text-4xl font-semibold tracking-tight text-ink">{requests?.number}</p>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">
            <Icon name="trending-up" className="size-3.5" /> First 90 days
          </span>
        </div>
        <div className="mt-8 flex h-32 items-end gap-2" aria-hidden="true">
          {BARS.map((height, i) => (
            <span
              key={i}
              className={`flex-1 rounded-t-md ${height} ${i === BARS.length - 1 ? 'bg-accent' : 'bg-accent/20'}`}
            />
          ))}
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-line pt-6">
          <div>
            <dt className="text-sm text-muted">Cost per acquisition</dt>
            <dd className="text-2xl font-semibold">−{cpa?.number}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Marketing return</dt>
            <dd className="text-2xl font-semibold">{roi?.number}</dd>
          </div>
        </dl>
      </div>
      <div className="relative z-10 -mt-7 ml-auto mr-6 hidden w-64 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-line sm:block">
        <p className="flex gap-0.5 text-amber-500" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Icon key={i} name="star" className="size-4 fill-current" />
          ))}
        </p>
        <p className="mt-2 text-sm text-ink">“Our consult calendar is full three weeks out for the first time.”</p>
        <p className="mt-1 text-xs text-muted">Med spa owner · Individual results vary</p>
      </div>
      <figcaption className="sr-only">
        Typical results: {requests?.number} {requests?.label}, {cpa?.number} {cpa?.label}, {roi?.number} {roi?.label}.
      </figcaption>
    </figure>
  );
}
