/** A posting's department, location, type and salary, as the careers list and the job page show them. */
import type { Job } from '../../content/schemas/job';
import { Icon } from '../../ui/icon';

const FACTS = [
  { key: 'department', label: 'Department', icon: 'briefcase' },
  { key: 'location', label: 'Location', icon: 'map-pin' },
  { key: 'type', label: 'Type', icon: 'clock' },
  { key: 'salary', label: 'Salary', icon: 'wallet' },
] as const;

interface Props {
  job: Job;
  size?: 'sm' | 'md';
  /** A fact the surrounding card already shows, e.g. the department as its eyebrow. */
  omit?: (typeof FACTS)[number]['key'];
}

export function JobFacts({ job, size = 'sm', omit }: Props) {
  return (
    <dl className={`flex flex-wrap gap-x-5 gap-y-2 text-muted ${size === 'md' ? 'text-base' : 'text-sm'}`}>
      {FACTS.filter((fact) => fact.key !== omit).map((fact) => (
        <div key={fact.key} className="flex items-center gap-1.5">
          <dt>
            <Icon name={fact.icon} className="size-4 text-accent" />
            <span className="sr-only">{fact.label}</span>
          </dt>
          <dd>{job[fact.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
