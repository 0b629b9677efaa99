/**
 * Not-found views from data/not-found.yaml: /404.html for the whole site and a section's own
 * (dist/services/404.html is 'Service not found'). Hosts serve the nearest one with status 404.
 */
import { definePage } from '../../build/routes';
import type { NotFoundView } from '../../build/content/schemas/not-found';
import { PageShell } from '../layout/page-shell';
import { ButtonLink } from '../ui/button';

export default definePage<NotFoundView>({
  routes: (content) => content.notFound.map((view) => ({ path: `${view.section}404.html`, props: view })),
  head: (view) => ({ title: view.section === '/' ? 'Page not found' : view.heading, description: view.message, noindex: true }),
  Page: NotFound,
});

function NotFound({ heading, message, link }: NotFoundView) {
  return (
    <PageShell>
      <section className="bg-gradient-to-b from-sand to-white" aria-labelledby="not-found-title">
        <div className="container-site flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
          <h1 id="not-found-title" className="text-5xl font-semibold sm:text-7xl">
            {heading}
          </h1>
          <p className="mt-4 text-xl text-muted">{message}</p>
          <ButtonLink href={link.href} size="lg" icon="arrow-right" className="mt-10">
            {link.label}
          </ButtonLink>
        </div>
      </section>
    </PageShell>
  );
}
