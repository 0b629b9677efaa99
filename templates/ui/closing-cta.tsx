/** The dark closing call to action that ends most pages with one next step. */
import { sharedMarkup } from '../../build';
import { useSite } from '../site-context';
import { ScheduleCall } from './schedule-call';

/**
 * The heading and text are rendered with the page: most pages have their own (a city's, a device's),
 * and rendering a part of its own for each cost more than rendering them in place. The button, the
 * same on every page, is rendered once.
 */
export function ClosingCta({ heading, body }: { heading: string; body: string }) {
  const site = useSite();
  return (
    <section className="bg-ink" aria-labelledby="cta-title">
      <div className="container-site py-16 sm:py-24">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-ink-2 to-ink px-6 py-14 text-center ring-1 ring-white/10 sm:px-12">
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-semibold text-white sm:text-4xl">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-mist">{body}</p>
          <div
            className="mt-8 flex justify-center"
            dangerouslySetInnerHTML={{ __html: sharedMarkup(site, ScheduleCall, {}) }}
          />
        </div>
      </div>
    </section>
  );
}
