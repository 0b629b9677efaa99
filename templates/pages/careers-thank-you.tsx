/** /careers/thank-you/: where a stored application lands. Not for search engines. */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { ButtonLink } from '../ui/button';
import { Icon } from '../ui/icon';
import { IconBadge } from '../ui/icon-badge';
import { ExploreCards, ReachUs } from './thank-you/shared';
import { CAREERS_PATH, CAREERS_THANK_YOU_PATH } from './careers-job/paths';

/** Where the application form sends an applicant once the application is stored. */

export default definePage({
  routes: () => [{ path: CAREERS_THANK_YOU_PATH, props: {} }],
  head: (_, { content }) => ({
    title: content.careersThankYou.title,
    description: content.careersThankYou.description,
    noindex: true,
  }),
  Page: CareersThankYou,
});

function CareersThankYou() {
  const { content } = useSite();
  const { careersThankYou: page, site } = content;
  return (
    <PageShell>
      <section className="bg-gradient-to-b from-sand to-white" aria-labelledby="page-title">
        <div className="container-site py-16 text-center sm:py-24">
          <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <Icon name="circle-check" className="size-8" />
          </span>
          <h1 id="page-title" className="mx-auto mt-6 max-w-2xl text-4xl font-semibold sm:text-5xl">
            {page.heading}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-muted">{page.body}</p>
          <ol className="mx-auto mt-12 grid max-w-5xl gap-5 text-left md:grid-cols-3">
            {page.steps.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 ring-1 ring-line">
                <div className="flex items-center justify-between">
                  <IconBadge name={step.icon} />
                  <span className="text-sm font-semibold text-muted" aria-hidden="true">
                    0{i + 1}
                  </span>
                </div>
                <h2 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h2>
                <p className="mt-2 text-[15px] text-muted">{step.desc}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={CAREERS_PATH} size="lg" icon="arrow-right">
              View open positions
            </ButtonLink>
            <ButtonLink href="/" variant="secondary" size="lg">
              Back to home
            </ButtonLink>
          </div>
          <ReachUs
            lead="Questions about your application?"
            email={site.emails.careers}
            className="mx-auto mt-8 max-w-xl text-[15px] text-muted"
          />
        </div>
      </section>
      <ExploreCards explore={page.explore} />
    </PageShell>
  );
}
