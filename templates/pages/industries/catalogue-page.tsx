/** A catalogue list page (treatments, dental implants): hero from data/industries-index.yaml, then the items. */
import type { ReactNode } from 'react';
import { PageShell } from '../../layout/page-shell';
import { ClosingCta } from '../../ui/closing-cta';
import type { Crumb } from '../../ui/breadcrumbs';
import { PageHero } from '../../ui/page-hero';
import { ScheduleCall } from '../../ui/schedule-call';

interface Props {
  trail: Crumb[];
  back: Crumb;
  hero: { eyebrow: string; headline: string; body: string };
  children: ReactNode;
}

export function CataloguePage({ trail, back, hero, children }: Props) {
  return (
    <PageShell>
      <PageHero trail={trail} back={back} eyebrow={hero.eyebrow} title={hero.headline}>
        <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{hero.body}</p>
        <div className="mt-8">
          <ScheduleCall />
        </div>
      </PageHero>
      {children}
      <ClosingCta
        heading="Let's plan your next quarter of consults"
        body="Schedule a call. We reply within one business day with the demand we see around your practice."
      />
    </PageShell>
  );
}
