/** A grid of catalogue items (devices, treatments, implants, procedures), each card to its detail page. */
import type { CatalogueItem } from '../../content/schemas/catalogue';
import { Card } from '../../ui/card';
import { Section, SectionHeading } from '../../ui/section';

interface Props {
  id: string;
  eyebrow: string;
  heading: string;
  items: CatalogueItem[];
  href: (item: CatalogueItem) => string;
  /** Extra line on each card, e.g. an implant's average investment. */
  detail?: (item: CatalogueItem) => string | undefined;
}

export function CatalogueList({ id, eyebrow, heading, items, href, detail }: Props) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} eyebrow={eyebrow} heading={heading} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.slug}>
            <Card icon={item.icon} title={item.name} href={href(item)} linkLabel="View marketing plan">
              <p>{item.description}</p>
              {detail?.(item) && <p className="mt-3 text-sm font-semibold text-ink">{detail(item)}</p>}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
