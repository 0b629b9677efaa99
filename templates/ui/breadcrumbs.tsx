/** Breadcrumb trail; its BreadcrumbList structured data comes from the same list (seo/breadcrumbs.ts). */
import { Icon } from './icon';

export interface Crumb {
  label: string;
  href: string;
}

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <a href={crumb.href} className="hover:text-ink hover:underline">
                    {crumb.label}
                  </a>
                  <Icon name="chevron-right" className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
