/**
 * /careers/404.html: what a host without the careers redirect rule serves for an unknown id (the
 * nearest 404.html, or Netlify's 404 rewrite). It sends the browser on to /careers/ at once, with a
 * link for anyone whose browser does not follow.
 */
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { useSite } from '../site-context';
import { ButtonLink } from '../ui/button';
import { CAREERS_PATH } from './careers-job/paths';

export default definePage({
  routes: () => [{ path: `${CAREERS_PATH}404.html`, props: {} }],
  head: (_, { content }) => ({
    title: content.careersIndex.notFound.heading,
    description: content.careersIndex.notFound.message,
    noindex: true,
    refreshTo: CAREERS_PATH,
  }),
  Page: CareersNotFound,
});

function CareersNotFound() {
  const { notFound } = useSite().content.careersIndex;
  return (
    <PageShell>
      <section className="bg-gradient-to-b from-sand to-white" aria-labelledby="not-found-title">
        <div className="container-site flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
          <h1 id="not-found-title" className="text-4xl font-semibold sm:text-6xl">
            {notFound.heading}
          </h1>
          <p className="mt-4 max-w-xl text-xl text-muted">{notFound.message}</p>
          <ButtonLink href={CAREERS_PATH} size="lg" icon="arrow-right" className="mt-10">
            {notFound.linkLabel}
          </ButtonLink>
        </div>
      </section>
    </PageShell>
  );
}
