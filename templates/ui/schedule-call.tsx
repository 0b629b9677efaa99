/** The site's one next step, 'Schedule a Call', taken from the header's call to action. */
import { useSite } from '../site-context';
import { ButtonLink } from './button';

export function ScheduleCall({
  variant = 'primary',
  size = 'lg',
  className,
}: {
  variant?: 'primary' | 'light';
  size?: 'md' | 'lg';
  className?: string;
}) {
  const cta = useSite().content.navigation.header.cta;
  return (
    <ButtonLink href={cta.href} variant={variant} size={size} icon="arrow-right" className={className}>
      {cta.label}
    </ButtonLink>
  );
}
