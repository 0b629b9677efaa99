/** Client testimonial cards, each with its result, and the 'individual results vary' note. */
import type { Testimonial } from '../../content/schemas/service';
import { Icon } from '../../ui/icon';
import { Section, SectionHeading } from '../../ui/section';

export function Testimonials({ items, note }: { items: Testimonial[]; note: string }) {
  return (
    <Section tone="sand" labelledBy="testimonials-title">
      <SectionHeading id="testimonials-title" eyebrow="Client stories" heading="What practice owners say" />
      <ul className="grid gap-5 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-line sm:p-7">
              <p className="flex gap-0.5 text-amber-500" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon key={i} name="star" className={`size-4 ${i < t.rating ? 'fill-current' : 'text-slate-300'}`} />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-[15px] text-ink">“{t.content}”</blockquote>
              <p className="mt-5 rounded-xl bg-accent-soft px-4 py-3 text-sm font-semibold text-accent-strong">
                {t.result}
              </p>
              <figcaption className="mt-5 text-sm">
                <span className="block font-semibold">{t.name}</span>
                <span className="block text-muted">
                  {t.practice} · {t.location}
                </span>
                <span className="block text-muted">{t.treatment}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted">{note}</p>
    </Section>
  );
}
