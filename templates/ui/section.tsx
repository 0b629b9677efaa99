/** Page sections and their headings: one rhythm for every page. */
import type { ReactNode } from 'react';

const tones = {
  white: 'bg-white text-ink',
  sand: 'bg-sand text-ink',
  ink: 'bg-ink text-white',
} as const;

export type Tone = keyof typeof tones;

type SectionProps = {
  tone?: Tone;
  id?: string;
  labelledBy?: string;
  className?: string;
} & ({ children: ReactNode; html?: never } | { children?: never; html: string });

/** A page section; its content as elements, or as markup shared by many pages (sharedMarkup). */
export function Section({ tone = 'white', id, labelledBy, className = '', children, html }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-24 ${className}`}>
      {html === undefined ? (
        <div className="container-site">{children}</div>
      ) : (
        <div className="container-site" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </section>
  );
}

interface HeadingProps {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: Tone;
  align?: 'left' | 'center';
}

export function SectionHeading({ id, eyebrow, heading, intro, tone = 'white', align = 'left' }: HeadingProps) {
  const dark = tone === 'ink';
  return (
    <div className={`mb-10 max-w-3xl sm:mb-14 ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p
          className={`mb-3 text-sm font-semibold uppercase tracking-[0.14em] ${dark ? 'text-pink-200' : 'text-accent'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-semibold leading-tight sm:text-4xl">
        {heading}
      </h2>
      {intro && <p className={`mt-4 text-lg ${dark ? 'text-mist' : 'text-muted'}`}>{intro}</p>}
    </div>
  );
}
