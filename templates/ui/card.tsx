/** The card every grid uses: an icon badge, a title, text, and an optional link covering the card. */
import type { ReactNode } from 'react';
import { Icon } from './icon';
import { IconBadge } from './icon-badge';

interface Props {
  icon?: string;
  title: string;
  href?: string;
  linkLabel?: string;
  headingLevel?: 'h2' | 'h3';
  tone?: 'white' | 'sand';
  children?: ReactNode;
}

export function Card({ icon, title, href, linkLabel, headingLevel: H = 'h3', tone = 'white', children }: Props) {
  return (
    <article
      className={`group relative flex h-full flex-col rounded-2xl border border-line p-6 transition-shadow sm:p-7 ${tone === 'sand' ? 'bg-sand' : 'bg-white'} ${href ? 'hover:shadow-lg' : ''}`}
    >
      {icon && <IconBadge name={icon} className="mb-5" />}
      <H className="text-lg font-semibold leading-snug text-ink">
        {href ? (
          <a
            href={href}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-accent"
          >
            {title}
          </a>
        ) : (
          title
        )}
      </H>
      {children && <div className="mt-2 text-[15px] text-muted">{children}</div>}
      {href && linkLabel && (
        <span
          className="mt-auto inline-flex items-center gap-1.5 pt-5 text-[15px] font-semibold text-accent"
          aria-hidden="true"
        >
          {linkLabel}
          <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      )}
    </article>
  );
}
