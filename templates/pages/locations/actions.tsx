/** The two buttons every locations page ends its hero with: schedule a call, or see the services. */
import { ButtonLink } from '../../ui/button';
import { ScheduleCall } from '../../ui/schedule-call';
import { SERVICES_PATH } from '../service-detail/paths';

export function LocationActions() {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <ScheduleCall />
      <ButtonLink href={SERVICES_PATH} variant="secondary" size="lg">
        Explore Services
      </ButtonLink>
    </div>
  );
}
