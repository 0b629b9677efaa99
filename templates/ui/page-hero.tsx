/** The top of an inner page: optional breadcrumbs, eyebrow, the page's one h1, and supporting copy. */
import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

interface Props {
  trail?: Crumb[];
  /** A link back to the parent page, under the breadcrumb. */
  back?: Crumb;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  aside?: ReactNode;
}

export function PageHero({ trail, back, eyebrow, title, children, aside }: Props) {
  return (
    <section className="bg-gradient-to-b from-sand to-white" aria-labelledby="page-title">
      <div
        className={`container-site grid gap-12 pb-14 pt-10 sm:pb-20 sm:pt-14 ${aside ? 'lg:grid-cols-[1.2fr_1fr] lg:items-center' : ''}`}
      >
        <div className="max-w-3xl">
          {trail && <Breadcrumbs trail={trail} />}
          {back && <BackLink href={back.href}>{back.label}</BackLink>}
          {eyebrow && <p className="mb-4 text-sm font-semibold uppercase tracking-[0.14em] text-accent">{eyebrow}</p>}
          <h1 id="page-title" className="text-4xl font-semibold leading-[1.1] sm:text-5xl">
            {title}
          </h1>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
