/**
 * Not-found views from data/not-found.yaml: /404.html for the whole site and a section's own
 * (dist/services/404.html is 'Service not found'). Hosts serve the nearest one with status 404.
 */
import type { Content } from '../content/collections';
import type { NotFoundView } from '../content/schemas/not-found';
import { definePage } from '../content/page';
import { PageShell } from '../layout/page-shell';
import { ButtonLink } from '../ui/button';

/** The values a ':param' segment of a section stands for. */
const params: Record<string, (content: Content) => string[]> = {
  ':brand': (content) => content.brands.map((b) => b.slug),
  ':procedureIndustry': (content) =>
    content.procedures.map((p) => p.slug).filter((slug) => content.industries.some((i) => i.slug === slug)),
};

/** '/industries/medical-spas/:brand/' -> one section per brand. */
function expand(section: string, content: Content): string[] {
  const param = section.split('/').find((segment) => segment.startsWith(':'));
  if (!param) return [section];
  return params[param]!(content).flatMap((value) => expand(section.replace(param, value), content));
}

export default definePage<NotFoundView>({
  routes: (content) =>
    content.notFound.flatMap((view) =>
      expand(view.section, content).map((section) => ({ path: `${section}404.html`, props: { ...view, section } })),
    ),
  head: (view) => ({
    title: view.section === '/' ? 'Page not found' : view.heading,
    description: view.message,
    noindex: true,
  }),
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
