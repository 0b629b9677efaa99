/** The six service blurbs that state and city pages share (data/locations-index.yaml). */
import { sharedMarkup } from '../../../build';
import { useSite } from '../../site-context';
import { Card } from '../../ui/card';
import { Section, SectionHeading } from '../../ui/section';

export function ServiceBlurbs({ place, tone = 'white' }: { place: string; tone?: 'white' | 'sand' }) {
  const site = useSite();
  // The same six cards on a thousand city pages: their markup is rendered once per tone.
  const cards = sharedMarkup(site, ServiceCards, { tone });
  return (
    <Section tone={tone} labelledBy="location-services-title">
      <SectionHeading
        id="location-services-title"
        eyebrow="What we do"
        heading={`Marketing services for practices in ${place}`}
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" dangerouslySetInnerHTML={{ __html: cards }} />
    </Section>
  );
}

function ServiceCards({ tone }: { tone: 'white' | 'sand' }) {
  const { content } = useSite();
  return (
    <>
      {content.locationsIndex.services.map((s) => (
        <li key={s.title}>
          <Card
            icon={s.icon}
            title={s.title}
            href={s.href}
            linkLabel="Learn more"
            tone={tone === 'white' ? 'sand' : 'white'}
          >
            <p>{s.desc}</p>
          </Card>
        </li>
      ))}
    </>
  );
}
