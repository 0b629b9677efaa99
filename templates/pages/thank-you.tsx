/** /thank-you/: where a sent contact message lands. Not for search engines. */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { ButtonLink } from '../ui/button';
import { Icon } from '../ui/icon';
import { IconBadge } from '../ui/icon-badge';
import { ExploreCards, ReachUs } from './thank-you/shared';
import { SERVICES_PATH } from './service-detail/paths';

/** Where the contact form sends a visitor after a message is stored. */
export const THANK_YOU_PATH = '/thank-you/';

export default definePage({
  routes: () => [{ path: THANK_YOU_PATH, props: {} }],
  head: (_, { content }) => ({
    title: content.thankYou.title,
    description: content.thankYou.description,
    noindex: true,
  }),
  Page: ThankYou,
});

function ThankYou() {
  const { content, pages } = useSite();
  const { thankYou, site } = content;
  return (
    <PageShell>
      <section className="bg-gradient-to-b from-sand to-white" aria-labelledby="page-title">
        <div className="container-site py-16 text-center sm:py-24">
          <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <Icon name="circle-check" className="size-8" />
          </span>
          <h1 id="page-title" className="mx-auto mt-6 max-w-2xl text-4xl font-semibold sm:text-5xl">
            {thankYou.heading}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-muted">{thankYou.body}</p>
          <ol className="mx-auto mt-12 grid max-w-5xl gap-5 text-left md:grid-cols-3">
            {thankYou.steps.map((step, i) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 ring-1 ring-line">
                <IconBadge name={step.icon} />
                <h2 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h2>
                <p className="mt-2 text-[15px] text-muted">{step.desc}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/" size="lg" icon="arrow-right">
              Back to home
            </ButtonLink>
            {pages.has(SERVICES_PATH) && (
              <ButtonLink href={SERVICES_PATH} variant="secondary" size="lg">
                Explore services
              </ButtonLink>
            )}
          </div>
          <ReachUs lead="Need us sooner?" email={site.emails.general} className="mt-8 text-[15px] text-muted" />
        </div>
      </section>
      <ExploreCards explore={thankYou.explore} />
    </PageShell>
  );
}
