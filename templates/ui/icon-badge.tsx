/** An icon on a soft rounded square: the marker cards, steps and values share. */
import { Icon } from './icon';

const tones = {
  accent: 'bg-accent-soft text-accent',
  ink: 'bg-ink text-white',
  white: 'bg-white text-accent ring-1 ring-line',
} as const;

export function IconBadge({
  name,
  tone = 'accent',
  className = '',
}: {
  name: string;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${tones[tone]} ${className}`}>
      <Icon name={name} className="size-5" />
    </span>
  );
}
