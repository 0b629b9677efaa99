/** One section of a posting: a heading and either text or a list with a marker icon. */
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon';

interface Props {
  id: string;
  title: string;
  items?: string[];
  icon?: string;
  children?: ReactNode;
}

export function JobSection({ id, title, items, icon = 'check', children }: Props) {
  return (
    <section aria-labelledby={id} data-job-section="">
      <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">
        {children}
        {items && (
          <ul className="space-y-3">
            {items.map((item) => (
              <li key={item} className="flex gap-3 text-[17px] text-muted">
                <Icon name={icon} className="mt-1 size-5 shrink-0 text-accent" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
