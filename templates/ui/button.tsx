/** Links styled as buttons: primary (the accent, for the one next step), secondary, ghost, and light on dark. */
import type { ReactNode } from 'react';
import { Icon } from './icon';

const variants = {
  primary: 'bg-accent text-white shadow-sm hover:bg-accent-strong',
  secondary: 'bg-white text-ink ring-1 ring-inset ring-line hover:ring-ink/40',
  ghost: 'text-ink hover:bg-ink/5',
  light: 'bg-white text-ink hover:bg-sand',
  outlineLight: 'text-white ring-1 ring-inset ring-white/40 hover:bg-white/10',
} as const;

interface Props {
  href: string;
  variant?: keyof typeof variants;
  size?: 'md' | 'lg';
  icon?: string;
  className?: string;
  children: ReactNode;
}

export function ButtonLink({ href, variant = 'primary', size = 'md', icon, className = '', children }: Props) {
  const sizing = size === 'lg' ? 'px-6 py-3.5 text-base' : 'px-5 py-2.5 text-[15px]';
  return (
    <a
      href={href}
      className={`inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors ${sizing} ${variants[variant]} ${className}`}
    >
      {children}
      {icon && <Icon name={icon} className="size-4" />}
    </a>
  );
}
