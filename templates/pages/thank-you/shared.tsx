/** What both thank-you pages show: how to reach us sooner, and cards to explore the site meanwhile. */
import { useSite } from '../../site-context';
import { Card } from '../../ui/card';
import { telHref, unbreakable } from '../../ui/format';
import { Section, SectionHeading } from '../../ui/section';

/** 'Need us sooner? Call {phone} or email {email}.' with the site's phone and the given inbox. */
export function ReachUs({ lead, email, className }: { lead: string; email: string; className: string }) {
  const { site } = useSite().content;
  return (
    <p className={className}>
      {lead} Call{' '}
      <a className="font-semibold text-ink hover:text-accent" href={telHref(site.phone)}>
        {unbreakable(site.phone)}
      </a>{' '}
      or email{' '}
      <a className="font-semibold text-ink hover:text-accent" href={`mailto:${email}`}>
        {email}
      </a>
      .
    </p>
  );
}

interface Explore {
  heading: string;
  cards: { icon: string; title: string; desc: string; href: string }[];
}

/** The explore cards whose pages exist; nothing when none does. */
export function ExploreCards({ explore }: { explore: Explore }) {
  const { pages } = useSite();
  const cards = explore.cards.filter((c) => pages.has(c.href));
  if (cards.length === 0) return null;
  return (
    <Section labelledBy="explore-title">
      <SectionHeading id="explore-title" heading={explore.heading} />
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <Card icon={card.icon} title={card.title} href={card.href} linkLabel="Open">
              {card.desc}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
