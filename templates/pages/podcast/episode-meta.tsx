/** An episode's date and running time (mm:ss), as the cards and the episode page show them. */
import { formatDate } from '../../ui/format';
import { Icon } from '../../ui/icon';
import { isoDuration } from './audio';

export function EpisodeMeta({
  date,
  duration,
  className = '',
}: {
  date: string;
  duration: string;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-muted ${className}`}>
      <time dateTime={date}>{formatDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        <span className="sr-only">Duration </span>
        <time dateTime={isoDuration(duration)}>{duration}</time>
      </span>
    </p>
  );
}
