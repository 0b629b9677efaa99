/** The dark closing call to action that ends most pages with one next step. */
import { renderedOnce } from '../layout/rendered-once';
import { useSite } from '../site-context';
import { ScheduleCall } from './schedule-call';

/** Many pages share one heading and text: each pair is rendered once. */
export function ClosingCta({ heading, body }: { heading: string; body: string }) {
  const site = useSite();
  return (
    <section className="bg-ink" aria-labelledby="cta-title" dangerouslySetInnerHTML={{ __html: renderedOnce(site, `closing-cta ${heading}\n${body}`, () => <CtaPanel heading={heading} body={body} />) }} />
  );
}

function CtaPanel({ heading, body }: { heading: string; body: string }) {
  return (
    <div className="container-site py-16 sm:py-24">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-ink-2 to-ink px-6 py-14 text-center ring-1 ring-white/10 sm:px-12">
        <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-semibold text-white sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-mist">{body}</p>
        <div className="mt-8 flex justify-center">
          <ScheduleCall />
        </div>
      </div>
    </div>
  );
}
